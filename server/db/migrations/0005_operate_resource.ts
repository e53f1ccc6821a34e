import type { Kysely, Migration } from 'kysely'

/**
 * The "operate" right (issue 17): writing live values, running object services and acknowledging alarms
 * need the system resource `runtime-operate`, held directly or through a role, and granted in the roles and
 * users screens like any other resource. Which objects it reaches is narrowed by the data authorisation
 * groups (write bit for values and services, read bit for alarms). Not a menu entry (menuDisplay false).
 * Seeded under the design root after the menu; nobody but the administrator holds it until granted.
 */
export const operateResourceMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
  async up(db: Kysely<any>) {
    const root = await db
      .selectFrom('resources')
      .select('resource_id')
      .where('resource_code', '=', 'design')
      .executeTakeFirst()
    const last = await db
      .selectFrom('resources')
      .select(db.fn.max('sort_order').as('n'))
      .where('parent_id', '=', root?.resource_id ?? null)
      .executeTakeFirst()
    await db
      .insertInto('resources')
      .values({
        resource_code: 'runtime-operate',
        name: 'Operate the plant (write values, run services, acknowledge alarms)',
        resource_type: 'system',
        resource_function_type: 'page',
        parent_id: root?.resource_id ?? null,
        resource: JSON.stringify({ config: { menuDisplay: false }, url: '' }),
        sort_order: Number(last?.n ?? 0) + 1,
      })
      .execute()
  },
}
