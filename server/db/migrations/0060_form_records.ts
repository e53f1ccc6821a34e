import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { notNull, withId } from './columns.ts'

/**
 * Form records (spec S1 §7 "POST /api/forms"): one row per submitted runtime form, with the values the
 * operator sent, who sent them and when, listed per form name.
 */
export function formRecordsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('form_records'), engine, 'id')
        // The form group's name as designed (a page may hold several forms).
        .addColumn('form_name', 'text', notNull)
        // The submitted values as a JSON object text, keyed by each control's data field name.
        .addColumn('form_values', 'text', notNull)
        // The page the form was on, '' when not told.
        .addColumn('page_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'integer', notNull)
        .addColumn('username', 'text', notNull)
        // ISO text in UTC, so text order is time order on both engines.
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema
        .createIndex('form_records_form_name')
        .on('form_records')
        .columns(['form_name', 'created_at'])
        .execute()
    },
  }
}
