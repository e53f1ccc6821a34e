import { type Kysely, type Migration, sql } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Dispatch statistics (spec S1 §3 "Real-time statistics mission: name, type, source; aggregates"): tasks
 * that aggregate property history, and the results the scheduler stores for periodic tasks.
 */
export function statisticsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('statistics_tasks'), engine, 'task_id')
        .addColumn('name', 'text', notNull)
        .addColumn('description', 'text', textDefault(''))
        // 'realtime' (computed when queried) | 'periodic' (computed per interval by the server and stored)
        .addColumn('type', 'text', notNull)
        // JSON text: [{ objName, propName }]
        .addColumn('sources', 'text', textDefault('[]'))
        // JSON text: ['average', 'max', ...]
        .addColumn('aggregates', 'text', textDefault('[]'))
        .addColumn('interval_seconds', 'integer', intDefault(3600))
        .addColumn('enabled', 'integer', intDefault(1))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('statistics_tasks_name')
        .on('statistics_tasks')
        .unique()
        .expression(sql`lower(name)`)
        .execute()

      await withId(db.schema.createTable('statistics_results'), engine, 'result_id')
        .addColumn('task_id', 'integer', (c) =>
          c.notNull().references('statistics_tasks.task_id').onDelete('cascade'),
        )
        .addColumn('obj_name', 'text', notNull)
        .addColumn('prop_name', 'text', notNull)
        .addColumn('aggregate', 'text', notNull)
        .addColumn('value', 'double precision')
        // instantaneous, maxTime and minTime: when the value was taken (ISO text).
        .addColumn('value_time', 'text')
        .addColumn('window_start', 'text', notNull)
        .addColumn('window_end', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('statistics_results_window')
        .on('statistics_results')
        .columns(['task_id', 'window_end', 'obj_name', 'prop_name', 'aggregate'])
        .unique()
        .execute()
    },
  }
}
