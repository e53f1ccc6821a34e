import { type Kysely, type Migration, sql } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Organisation structure (issue 20): organisations as a tree, staff (people) belonging to one or more
 * organisations with a post, optionally linked to one user account. These people are the ones workflow
 * tasks and notifications are addressed to. Organisation names are unique among siblings (case-insensitive
 * is checked by the server); a user account is linked to at most one person.
 */
export function organizationsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('organizations'), engine, 'org_id')
        .addColumn('name', 'text', notNull)
        .addColumn('description', 'text', textDefault(''))
        // Deleting an organisation moves its children up first (server), so no cascade here.
        .addColumn('parent_id', 'integer', (c) => c.references('organizations.org_id'))
        .addColumn('sort_order', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema.createIndex('organizations_parent').on('organizations').column('parent_id').execute()

      await withId(db.schema.createTable('staff'), engine, 'staff_id')
        .addColumn('name', 'text', notNull)
        // Employee number; unique when given (server-checked, case-insensitive).
        .addColumn('code', 'text', textDefault(''))
        .addColumn('post', 'text', textDefault(''))
        .addColumn('phone', 'text', textDefault(''))
        .addColumn('email', 'text', textDefault(''))
        .addColumn('description', 'text', textDefault(''))
        .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('staff_user')
        .on('staff')
        .unique()
        .column('user_id')
        .where(sql.ref('user_id'), 'is not', null)
        .execute()

      await db.schema
        .createTable('staff_organizations')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.staff_id').onDelete('cascade'))
        .addColumn('org_id', 'integer', (c) =>
          c.notNull().references('organizations.org_id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('staff_organizations_pk', ['staff_id', 'org_id'])
        .execute()
      await db.schema
        .createIndex('staff_organizations_org')
        .on('staff_organizations')
        .column('org_id')
        .execute()
    },
  }
}
