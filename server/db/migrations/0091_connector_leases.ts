import type { Kysely, Migration } from 'kysely'
import { notNull } from './columns.ts'

/**
 * Leases of external collectors' connectors (issue 26): several processes of one collector (a standby on a
 * second plant PC) may run, but only the holder of a connector's lease polls its device; a holder that stops
 * renewing is replaced once its lease has expired. One row per connector name, renewed on every heartbeat.
 */
export const connectorLeasesMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('connector_leases')
      .addColumn('connector_name', 'text', (c) => c.primaryKey())
      // deviceUuid/instance of the collector process polling it.
      .addColumn('holder', 'text', notNull)
      // ISO-8601 UTC text from the server's clock (collector clocks never count).
      .addColumn('expires_at', 'text', notNull)
      .execute()
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  async down(db: Kysely<any>) {
    await db.schema.dropTable('connector_leases').execute()
  },
}
