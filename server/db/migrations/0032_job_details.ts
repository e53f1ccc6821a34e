import type { Kysely, Migration } from 'kysely'

/**
 * Application jobs keep their summary as catalogue descriptors (JSON text: [{ id, message, values }]) beside
 * the English `message`, so the app shows it in the user's language. Rows from before hold '[]' and are
 * mapped back from their message where the server worded it (server/routes/app/jobs/jobs.ts).
 */
export const jobDetailsMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('app_jobs')
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute()
  },
}
