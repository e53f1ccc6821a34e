import { type Kysely, sql, type Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../http/httpError.ts'
import { containsPattern } from '../../../http/paging.ts'
import { fetchMetaPage, type MetaPaging } from '../common/paging.ts'
import { ORGANIZATION_MESSAGES } from './messages.ts'
import './tables.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface Org {
  orgId: number
  name: string
  description: string
  parentId: number | null
  sortOrder: number
  createdAt: string
  updatedAt: string
  version: number
}

export interface OrgNode extends Org {
  staffCount: number
  children: OrgNode[]
}

const ORG_COLUMNS = [
  'orgId',
  'name',
  'description',
  'parentId',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'version',
] as const

/** Every organisation, siblings in their order. Organisation charts are small (hundreds), so whole. */
export function allOrgs(db: Db): Promise<Org[]> {
  return db.selectFrom('organizations').select(ORG_COLUMNS).orderBy('sortOrder').orderBy('orgId').execute()
}

export async function orgOr404(db: Db, orgId: number): Promise<Org> {
  const row = await db
    .selectFrom('organizations')
    .select(ORG_COLUMNS)
    .where('orgId', '=', orgId)
    .executeTakeFirst()
  if (!row) throw notFound(withValues(ORGANIZATION_MESSAGES.orgMissing, { id: orgId }))
  return row
}

/** The ids of `orgIds` and every organisation below them. */
export function withDescendants(orgs: readonly Pick<Org, 'orgId' | 'parentId'>[], orgIds: Iterable<number>) {
  const childrenOf = new Map<number, number[]>()
  for (const org of orgs) {
    if (org.parentId === null) continue
    childrenOf.set(org.parentId, [...(childrenOf.get(org.parentId) ?? []), org.orgId])
  }
  const out = new Set<number>()
  const stack = [...orgIds]
  while (stack.length > 0) {
    const id = stack.pop() as number
    if (out.has(id)) continue
    out.add(id)
    stack.push(...(childrenOf.get(id) ?? []))
  }
  return out
}

/** Direct member counts per organisation. */
export async function staffCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('staffOrganizations')
    .select(['orgId', sql<number | string>`count(*)`.as('count')])
    .groupBy('orgId')
    .execute()
  return new Map(rows.map((row) => [row.orgId, Number(row.count)]))
}

/** The organisations as a tree (roots first), each with its direct staff count. */
export function treeOf(orgs: readonly Org[], counts: Map<number, number>): OrgNode[] {
  const nodes = new Map<number, OrgNode>(
    orgs.map((org) => [org.orgId, { ...org, staffCount: counts.get(org.orgId) ?? 0, children: [] }]),
  )
  const roots: OrgNode[] = []
  for (const org of orgs) {
    const node = nodes.get(org.orgId) as OrgNode
    const parent = org.parentId === null ? undefined : nodes.get(org.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** The names from the root down to the organisation (for breadcrumbs and staff lists). */
export function pathOf(orgs: readonly Org[], orgId: number): string[] {
  const byId = new Map(orgs.map((org) => [org.orgId, org]))
  const path: string[] = []
  let current = byId.get(orgId)
  while (current && path.length <= orgs.length) {
    path.unshift(current.name)
    current = current.parentId === null ? undefined : byId.get(current.parentId)
  }
  return path
}

export async function listOrgs(db: Kysely<Database>, query: MetaPaging & { keyWord?: string }) {
  let select = db.selectFrom('organizations').select(ORG_COLUMNS).orderBy('name').orderBy('orgId')
  if (query.keyWord) {
    select = select.where(sql<boolean>`lower(name) like ${containsPattern(query.keyWord)} escape '\\'`)
  }
  const page = await fetchMetaPage(select, query)
  const counts = await staffCounts(db)
  return {
    ...page,
    list: page.list.map((org) => ({ ...org, staffCount: counts.get(org.orgId) ?? 0 })),
  }
}

export interface StaffQuery extends MetaPaging {
  keyWord?: string
  orgId?: number
  recursive: boolean
}

const STAFF_COLUMNS = [
  'staff.staffId',
  'staff.name',
  'staff.code',
  'staff.post',
  'staff.phone',
  'staff.email',
  'staff.description',
  'staff.userId',
  'users.username',
  'staff.createdAt',
  'staff.updatedAt',
  'staff.version',
] as const

/** A person as the calls answer it: with the linked account's name and their organisations. */
export interface StaffView {
  staffId: number
  name: string
  code: string
  post: string
  phone: string
  email: string
  description: string
  userId: number | null
  username: string | null
  organizations: { orgId: number; name: string }[]
  createdAt: string
  updatedAt: string
  version: number
}

async function withOrgs(
  db: Db,
  rows: (Omit<StaffView, 'organizations' | 'username'> & { username: string | null })[],
) {
  const ids = rows.map((row) => row.staffId)
  const links =
    ids.length === 0
      ? []
      : await db
          .selectFrom('staffOrganizations')
          .innerJoin('organizations', 'organizations.orgId', 'staffOrganizations.orgId')
          .select(['staffOrganizations.staffId', 'organizations.orgId', 'organizations.name'])
          .where('staffOrganizations.staffId', 'in', ids)
          .orderBy('organizations.name')
          .execute()
  return rows.map(
    (row): StaffView => ({
      ...row,
      organizations: links
        .filter((link) => link.staffId === row.staffId)
        .map(({ orgId, name }) => ({ orgId, name })),
    }),
  )
}

export async function listStaff(db: Kysely<Database>, query: StaffQuery) {
  let select = db
    .selectFrom('staff')
    .leftJoin('users', 'users.userId', 'staff.userId')
    .select(STAFF_COLUMNS)
    .orderBy('staff.name')
    .orderBy('staff.staffId')
  if (query.keyWord) {
    const pattern = containsPattern(query.keyWord)
    select = select.where(
      sql<boolean>`(lower(staff.name) like ${pattern} escape '\\' or lower(staff.code) like ${pattern} escape '\\' or lower(staff.post) like ${pattern} escape '\\' or lower(staff.phone) like ${pattern} escape '\\' or lower(staff.email) like ${pattern} escape '\\')`,
    )
  }
  if (query.orgId !== undefined) {
    const orgIds = query.recursive ? [...withDescendants(await allOrgs(db), [query.orgId])] : [query.orgId]
    select = select.where('staff.staffId', 'in', (eb) =>
      eb.selectFrom('staffOrganizations').select('staffId').where('orgId', 'in', orgIds),
    )
  }
  const page = await fetchMetaPage(select, query)
  return { ...page, list: await withOrgs(db, page.list) }
}

export async function staffOr404(db: Db, staffId: number): Promise<StaffView> {
  const row = await db
    .selectFrom('staff')
    .leftJoin('users', 'users.userId', 'staff.userId')
    .select(STAFF_COLUMNS)
    .where('staff.staffId', '=', staffId)
    .executeTakeFirst()
  if (!row) throw notFound(withValues(ORGANIZATION_MESSAGES.staffMissing, { id: staffId }))
  const [view] = await withOrgs(db, [row])
  return view as StaffView
}
