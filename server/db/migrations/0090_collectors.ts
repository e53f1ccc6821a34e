import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Collectors and their field connectors (issue 26; spec S0 §3 "Device", S1 §4 "Collector access"): a
 * collector registers by deviceUuid and, once reviewed, carries connector configurations (OPC UA, Modbus).
 * The built-in collector (in the server process) is a row too, always reviewed.
 */
export function collectorsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('collectors'), engine, 'collector_id')
        .addColumn('device_uuid', 'text', notNull)
        .addColumn('name', 'text', textDefault(''))
        // 'pendingAccess' | 'pendingReplace' | 'pendingReview' | 'reviewed' | 'rejected'
        .addColumn('registration_status', 'text', notNull)
        .addColumn('device_reg_info', 'text', textDefault('{}'))
        .addColumn('built_in', 'integer', intDefault(0))
        // sha256 of the key issued on acceptance ('' before); the key itself is shown once.
        .addColumn('key_hash', 'text', textDefault(''))
        // The collector it asks to replace (pendingReplace), by deviceUuid.
        .addColumn('replaces_uuid', 'text', textDefault(''))
        .addColumn('last_heartbeat', 'text')
        // JSON list of driver entries the collector last reported: name, online, description, time, type.
        .addColumn('drivers', 'text', textDefault('[]'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema.createIndex('collectors_uuid').on('collectors').column('device_uuid').unique().execute()

      await withId(db.schema.createTable('collector_connectors'), engine, 'connector_id')
        .addColumn('collector_id', 'integer', (c) =>
          c.notNull().references('collectors.collector_id').onDelete('cascade'),
        )
        // What bindings name (`binding.connector`): unique over all collectors.
        .addColumn('name', 'text', notNull)
        // 'opcua' | 'modbus'
        .addColumn('type', 'text', notNull)
        .addColumn('description', 'text', textDefault(''))
        .addColumn('enabled', 'integer', intDefault(1))
        // JSON of the type's settings (endpoint, security, ... | host, port, unit id, interval).
        .addColumn('config', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('collector_connectors_name')
        .on('collector_connectors')
        .column('name')
        .unique()
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    async down(db: Kysely<any>) {
      await db.schema.dropTable('collector_connectors').execute()
      await db.schema.dropTable('collectors').execute()
    },
  }
}
