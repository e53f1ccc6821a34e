import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, withId } from './columns.ts'

/**
 * Third-party plugins (issue 28): a widget plugin built outside Gantry with the plugin kit, uploaded by an
 * administrator as one ES module and its JSON manifest. The server keeps both and serves the module to
 * browsers; it never runs the module itself.
 */
export function thirdPartyPluginsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('third_party_plugins'), engine, 'install_id')
        .addColumn('plugin_id', 'text', notNull)
        .addColumn('version', 'integer', notNull)
        // The manifest as uploaded (JSON): metadata, props schema and translations.
        .addColumn('manifest', 'text', notNull)
        // The ES module's source text, served as it was uploaded.
        .addColumn('module', 'text', notNull)
        // SHA-256 of the module, hex: shown to the administrator and part of the module's address.
        .addColumn('checksum', 'text', notNull)
        .addColumn('size', 'integer', notNull)
        .addColumn('enabled', 'integer', intDefault(1))
        .addColumn('installed_by', 'text', notNull)
        .addColumn('installed_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('third_party_plugins_id')
        .on('third_party_plugins')
        .column('plugin_id')
        .unique()
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up.
    async down(db: Kysely<any>) {
      await db.schema.dropTable('third_party_plugins').execute()
    },
  }
}
