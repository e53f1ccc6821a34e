import { type Kysely, type Migration, sql } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * The task scheduler (issue 27, screen /design/industry-task-scheduler): tasks with a cron or interval
 * schedule, and their runs. `lease_owner`/`lease_until` let one server process claim a task by an atomic
 * UPDATE, so a task runs at most once at a time across processes sharing the database.
 */
export function scheduledTasksMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('scheduled_tasks'), engine, 'task_id')
        .addColumn('name', 'text', notNull)
        // system-task | statistics-task | realtime-data | experiment-task | reportStatistics-task
        .addColumn('kind', 'text', notNull)
        // Either a cron expression or an interval in seconds (the other is null).
        .addColumn('cron', 'text')
        .addColumn('interval_seconds', 'integer')
        // What to do with a run missed while no server was up: 'run' (once) or 'skip'.
        .addColumn('misfire', 'text', textDefault('skip'))
        .addColumn('enabled', 'integer', intDefault(1))
        // JSON text: the kind's target and settings.
        .addColumn('config', 'text', textDefault('{}'))
        // ISO-8601 UTC text, so text comparison orders times on both engines.
        .addColumn('next_run_at', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('scheduled_tasks_name')
        .on('scheduled_tasks')
        .unique()
        .expression(sql`lower(name)`)
        .execute()

      await withId(db.schema.createTable('scheduled_task_runs'), engine, 'run_id')
        .addColumn('task_id', 'integer', (c) =>
          c.notNull().references('scheduled_tasks.task_id').onDelete('cascade'),
        )
        // 'schedule' | 'manual' | 'misfire'
        .addColumn('trigger', 'text', notNull)
        .addColumn('owner_id', 'text', notNull)
        // 'running' | 'succeeded' | 'failed' | 'skipped'
        .addColumn('status', 'text', notNull)
        .addColumn('started_at', 'text', notNull)
        .addColumn('ended_at', 'text')
        .addColumn('rows', 'integer')
        .addColumn('error', 'text')
        .execute()
      await db.schema
        .createIndex('scheduled_task_runs_task')
        .on('scheduled_task_runs')
        .columns(['task_id', 'run_id'])
        .execute()
    },
  }
}
