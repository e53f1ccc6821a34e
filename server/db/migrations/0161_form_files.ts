import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { notNull, withId } from './columns.ts'

/**
 * Files operators send with a runtime form (the upload control, issue 21): the bytes live under
 * `${DATA_DIR}/form-files/` by a server-given name; this row keeps the name they were sent under, what
 * they are, and who sent them when.
 */
export function formFilesMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('form_files'), engine, 'id')
        // The file name as sent (checked with the file-name rule), shown and offered on download.
        .addColumn('file_name', 'text', notNull)
        // The name on disk: random, so no upload can reach or replace another.
        .addColumn('stored_name', 'text', (c) => c.notNull().unique())
        .addColumn('size', 'integer', notNull)
        .addColumn('extension', 'text', notNull)
        .addColumn('user_id', 'integer', notNull)
        .addColumn('username', 'text', notNull)
        // ISO text in UTC, as form records.
        .addColumn('created_at', 'text', notNull)
        .execute()
    },
  }
}
