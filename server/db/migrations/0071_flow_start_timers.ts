import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, withId } from './columns.ts'

/**
 * Timer start events of workflows (issue 24): one row per timer start event of a diagram's default
 * version, with when it fires next. Kept in the database so a restart (even a kill -9) neither loses nor
 * repeats a start: the row moves on in the same transaction as the instance it starts.
 */
export function flowStartTimersMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('flow_start_timers'), engine, 'id')
        .addColumn('diagram_id', 'integer', notNull)
        .addColumn('version_id', 'integer', notNull)
        .addColumn('app_id', 'integer', notNull)
        .addColumn('element_id', 'text', notNull)
        // ISO text in UTC; null once a date or a bounded cycle has fired for the last time.
        .addColumn('next_at', 'text')
        // How often it has fired (a cycle R3/… stops after 3).
        .addColumn('fired', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('flow_start_timers_next')
        .on('flow_start_timers')
        .columns(['next_at'])
        .execute()
      await db.schema
        .createIndex('flow_start_timers_diagram')
        .on('flow_start_timers')
        .columns(['diagram_id'])
        .execute()
    },
  }
}
