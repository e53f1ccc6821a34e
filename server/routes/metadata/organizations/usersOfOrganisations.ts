import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { allOrgs, withDescendants } from './queries.ts'
import './tables.ts'

/**
 * The user ids of the staff linked to user accounts in the organisations `orgIds` and, with
 * `recursive`, in every organisation below them. Sorted, each once; people without an account and
 * disabled accounts count too (the caller decides what to do with a disabled user). Unknown ids add
 * nothing. For workflow candidates and notification receivers.
 */
export async function usersOfOrganisations(
  db: Kysely<Database> | Transaction<Database>,
  orgIds: readonly number[],
  options: { recursive: boolean } = { recursive: true },
): Promise<number[]> {
  if (orgIds.length === 0) return []
  const ids = options.recursive ? [...withDescendants(await allOrgs(db), orgIds)] : [...new Set(orgIds)]
  const rows = await db
    .selectFrom('staffOrganizations')
    .innerJoin('staff', 'staff.staffId', 'staffOrganizations.staffId')
    .select('staff.userId')
    .distinct()
    .where('staffOrganizations.orgId', 'in', ids)
    .where('staff.userId', 'is not', null)
    .execute()
  return rows.map((row) => row.userId as number).sort((a, b) => a - b)
}
