import type { Kysely, Migration } from 'kysely'
import { notNull } from './columns.ts'

/**
 * A report data source is also a table source (S1 §3: source name, SQL, table name, primary key): the
 * table that xlsx/csv imports write into and the key that says which rows they update. A table of its
 * own, one row per report that has one: this number runs before 0120 creates the reports table.
 */
export function reportTableSourceMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('report_table_sources')
        // No foreign key (reports is created by a later number); the report's delete removes its row.
        .addColumn('report_id', 'integer', (c) => c.primaryKey())
        .addColumn('table_name', 'text', notNull)
        // The key's columns, comma-separated, as the table spells them.
        .addColumn('primary_key', 'text', notNull)
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up.
    async down(db: Kysely<any>) {
      await db.schema.dropTable('report_table_sources').execute()
    },
  }
}
