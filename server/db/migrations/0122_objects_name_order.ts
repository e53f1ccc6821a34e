import type { Kysely, Migration } from 'kysely'

/**
 * The instance list is ordered by name (routes/metadata/objects/queries.ts). The unique index on
 * `lower(name)` cannot serve that order, so every page of 10,000 instances sorted them all first; with an
 * index on `name` a page is read in order and stops after its rows.
 */
export function objectsNameOrderMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await db.schema.createIndex('objects_name_order').on('objects').column('name').execute()
    },
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('objects_name_order').execute()
    },
  }
}
