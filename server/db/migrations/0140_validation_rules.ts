import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { notNull, textDefault, withId } from './columns.ts'

/**
 * Validation rules kept on the server (spec S1 §7 "GET and POST /api/rule"): a named pattern with its
 * message, shared by every form that names it.
 */
export function validationRulesMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('validation_rules'), engine, 'rule_id')
        .addColumn('name', 'text', notNull)
        // A JavaScript regular expression (unicode flag) the whole value must match.
        .addColumn('pattern', 'text', notNull)
        .addColumn('message', 'text', notNull)
        .addColumn('description', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('validation_rules_name')
        .on('validation_rules')
        .column('name')
        .unique()
        .execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: see up.
    async down(db: Kysely<any>) {
      await db.schema.dropTable('validation_rules').execute()
    },
  }
}
