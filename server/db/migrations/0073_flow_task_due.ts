import type { Kysely, Migration } from 'kysely'

/**
 * The workflow's timer looks for the earliest open to-do not yet marked overdue after every step; without
 * an index that read scans every task ever created (measured: starts slowed from 9 to 32 ms between 1,000
 * and 5,000 open to-dos, tests/bench/flow.bench.ts).
 */
export const flowTaskDueMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('flow_tasks_due')
      .on('flow_tasks')
      .columns(['status', 'overdue_notified', 'due_at'])
      .execute()
  },
}
