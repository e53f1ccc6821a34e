import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { notNull, textDefault, withId } from './columns.ts'

/**
 * The alarm → to-do loop (issue 24): an alarm limit may name a workflow process started when it raises an
 * alarm (`process_name`, '' for none), and each alarm gets a journal: the comment trail of what was done
 * about it (instance started, acknowledged from the to-do, the to-do's comments, the loop closed).
 */
export function alarmFlowMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('alert_limits').addColumn('process_name', 'text', textDefault('')).execute()
      await withId(db.schema.createTable('alarm_journal'), engine, 'id')
        .addColumn('alarm_id', 'integer', notNull)
        // 'started' | 'acknowledged' | 'comment' | 'closed' | 'failed'
        .addColumn('kind', 'text', notNull)
        .addColumn('text', 'text', textDefault(''))
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'text', textDefault(''))
        .addColumn('instance_id', 'integer')
        .addColumn('task_id', 'integer')
        // ISO text in UTC, so text order is time order on both engines.
        .addColumn('created_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('alarm_journal_alarm')
        .on('alarm_journal')
        .columns(['alarm_id', 'id'])
        .execute()
    },
  }
}
