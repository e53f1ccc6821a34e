import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { notNull, textDefault, withId } from './columns.ts'

/**
 * Grid reports (issue 27): a read-only SQL query on an SQL data source (or, with no data source, on the
 * product's own database, read-only), its typed parameters, columns, groups, sums and formulas as JSON.
 * The spec gives the report designer no path: it sits with the SQL data sources, under global settings.
 */
export function reportsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('reports'), engine, 'report_id')
        .addColumn('name', 'text', notNull)
        // No foreign key: deleting a data source leaves its reports, which then say the source is missing.
        .addColumn('datasource_id', 'integer')
        .addColumn('sql_text', 'text', notNull)
        // engine/reports/definition.ts ReportDefinition
        .addColumn('definition', 'text', textDefault('{}'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema.createIndex('reports_name').on('reports').column('name').unique().execute()
      const parent = await db
        .selectFrom('resources')
        .select('resource_id')
        .where('resource_code', '=', 'global-setting')
        .executeTakeFirst()
      if (parent)
        await db
          .insertInto('resources')
          .values({
            resource_code: 'report-design',
            name: 'Reports',
            resource_type: 'system',
            resource_function_type: 'page',
            parent_id: parent.resource_id,
            resource: JSON.stringify({ config: { menuDisplay: true }, url: 'design/global-setting/report' }),
            sort_order: 1,
          })
          .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up.
    async down(db: Kysely<any>) {
      await db.deleteFrom('resources').where('resource_code', '=', 'report-design').execute()
      await db.schema.dropTable('reports').execute()
    },
  }
}
