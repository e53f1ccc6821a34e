import type { Kysely, Migration } from 'kysely'

/**
 * Application jobs get an owner and a heartbeat: the server process running a job renews `heartbeat_at`
 * while it works, so a job left 'running' by a process that died can be told from one still alive and
 * marked failed (server/routes/app/jobs/leases.ts). Rows from before have neither and count as orphaned.
 */
export const jobLeasesMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    await db.schema.alterTable('app_jobs').addColumn('owner_id', 'text').execute()
    // ISO-8601 UTC text from the database's own clock, so processes on several machines agree.
    await db.schema.alterTable('app_jobs').addColumn('heartbeat_at', 'text').execute()
    await db.schema.createIndex('app_jobs_status').on('app_jobs').column('status').execute()
  },
}
