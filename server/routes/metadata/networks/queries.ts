import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../http/httpError.ts'
import { containsPattern } from '../../../http/paging.ts'
import { fetchMetaPage, type MetaPaging } from '../common/paging.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'

type Db = Kysely<Database> | Transaction<Database>
const COLUMNS = [
  'networkId',
  'networkName',
  'showName',
  'description',
  'createdAt',
  'updatedAt',
  'version',
] as const

export interface Member {
  objectId: number
  objName: string
  showName: string
  templateName: string | null
  parentObjectId: number | null
  parentObjName: string | null
  networkOrder: number
}

export interface MemberNode extends Omit<Member, 'objectId' | 'parentObjectId'> {
  children?: MemberNode[]
}

export function findNetwork(db: Db, name: string) {
  return db
    .selectFrom('networks')
    .select(COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['networkName']), '=', name.toLowerCase()))
    .executeTakeFirst()
}

export async function networkOr404(db: Db, name: string) {
  const row = await findNetwork(db, name)
  if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.networkMissing, { name }))
  return row
}

/** Every member of a network, ordered by parent then networkOrder. */
export async function membersOf(db: Db, networkId: number): Promise<Member[]> {
  const rows = await db
    .selectFrom('networkMembers')
    .innerJoin('objects', 'objects.objectId', 'networkMembers.objectId')
    .leftJoin('objectTemplates', 'objectTemplates.templateId', 'objects.templateId')
    .leftJoin('objects as parents', 'parents.objectId', 'networkMembers.parentObjectId')
    .select([
      'networkMembers.objectId',
      'objects.name as objName',
      'objects.showName',
      'objectTemplates.name as templateName',
      'networkMembers.parentObjectId',
      'parents.name as parentObjName',
      'networkMembers.networkOrder',
    ])
    .where('networkMembers.networkId', '=', networkId)
    .orderBy('networkMembers.networkOrder')
    .orderBy('objects.name')
    .execute()
  return rows.map((row) => ({
    ...row,
    templateName: row.templateName ?? null,
    parentObjName: row.parentObjName ?? null,
  }))
}

const node = ({ objectId, parentObjectId, ...member }: Member): MemberNode => member

/**
 * The members as a tree. A member whose parent is not in the network is a root. With `recursion` every
 * level is included; without, only the level itself (each node's children left out).
 */
export function treeOf(members: Member[], rootId: number | null, recursion: boolean): MemberNode[] {
  const ids = new Set(members.map((m) => m.objectId))
  const childrenOf = new Map<number | null, Member[]>()
  for (const member of members) {
    const parent =
      member.parentObjectId !== null && ids.has(member.parentObjectId) ? member.parentObjectId : null
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), member])
  }
  const build = (parent: number | null, depth: number): MemberNode[] =>
    (childrenOf.get(parent) ?? []).map((member) =>
      recursion || depth === 0
        ? { ...node(member), ...(recursion ? { children: build(member.objectId, depth + 1) } : {}) }
        : node(member),
    )
  return build(rootId, 0)
}

/** The member ids under `objectId` (its descendants). */
export function descendantsOf(members: Member[], objectId: number): Set<number> {
  const out = new Set<number>()
  const walk = (id: number) => {
    for (const member of members) {
      if (member.parentObjectId === id && !out.has(member.objectId)) {
        out.add(member.objectId)
        walk(member.objectId)
      }
    }
  }
  walk(objectId)
  return out
}

export async function listNetworks(db: Kysely<Database>, query: MetaPaging & { keyWord?: string }) {
  let select = db.selectFrom('networks').select(COLUMNS).orderBy('networkName')
  if (query.keyWord) {
    select = select.where(
      sql<boolean>`lower(network_name) like ${containsPattern(query.keyWord)} escape '\\'`,
    )
  }
  const page = await fetchMetaPage(select, query)
  const ids = page.list.map((row) => row.networkId)
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('networkMembers')
          .select(['networkId', sql<number | string>`count(*)`.as('count')])
          .where('networkId', 'in', ids)
          .groupBy('networkId')
          .execute()
  const countOf = new Map(counts.map((row) => [row.networkId, Number(row.count)]))
  return {
    ...page,
    list: page.list.map(({ networkId, ...row }) => ({ ...row, memberCount: countOf.get(networkId) ?? 0 })),
  }
}
