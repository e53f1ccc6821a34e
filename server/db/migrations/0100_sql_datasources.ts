import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * External SQL data sources (issue 27; spec S0 §1 "/design/global-setting/sql-datasource"): where reports
 * and statistics may read from. The password is stored encrypted (server/datasources/secret.ts).
 */
export function sqlDatasourcesMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('sql_datasources'), engine, 'datasource_id')
        .addColumn('name', 'text', notNull)
        // 'postgres' | 'mysql' | 'mssql' | 'sqlite'
        .addColumn('kind', 'text', notNull)
        .addColumn('host', 'text', textDefault(''))
        .addColumn('port', 'integer', intDefault(0))
        // The database name, or the SQLite file's path.
        .addColumn('database_name', 'text', textDefault(''))
        .addColumn('username', 'text', textDefault(''))
        // AES-256-GCM, base64 of iv | tag | ciphertext; '' when there is no password.
        .addColumn('password_enc', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('sql_datasources_name')
        .on('sql_datasources')
        .column('name')
        .unique()
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up.
    async down(db: Kysely<any>) {
      await db.schema.dropTable('sql_datasources').execute()
    },
  }
}
