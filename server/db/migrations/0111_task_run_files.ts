import type { Kysely, Migration } from 'kysely'

/**
 * Scheduled reports (issue 27): a run of a report task keeps the file it generated, to download from the
 * task's runs; the path is relative to the data folder, null when the run made no file or it was pruned.
 */
export function taskRunFilesMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await db.schema.alterTable('scheduled_task_runs').addColumn('file', 'text').execute()
    },
  }
}
