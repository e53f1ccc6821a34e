import type { Kysely, Migration } from 'kysely'

/**
 * Alarm limits get a deadband: an active alarm clears only once the value is back past the limit by this
 * much (gt/ge below limit − deadband, lt/le above limit + deadband). 0, the default, keeps the plain
 * comparison of every limit stored before.
 */
export const alarmDeadbandMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('alert_limits')
      .addColumn('deadband', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute()
  },
}
