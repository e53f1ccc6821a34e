import type { Kysely } from 'kysely'
import type { Database, Resource } from '../../../db/schema.ts'

/** The spec's resource types (S1 §3) and function types. */
export const RESOURCE_TYPES = ['system', 'business', 'app'] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

/** A node of a resource tree in the spec's menu resource shape (S0 §3). */
export interface ResourceNode {
  resourceId: number
  resourceCode: string
  name: string
  resourceType: string
  resourceFunctionType: string
  /** JSON string: { config: { menuDisplay }, url }. */
  resource: string
  parentId: number | null
  sortOrder: number
  childResources: ResourceNode[]
}

/** A node of a user's own tree: `granted` is false for a folder shown only to reach what lies below it. */
export interface GrantedResourceNode extends ResourceNode {
  granted: boolean
  childResources: GrantedResourceNode[]
}

/** Every resource, optionally of one type, in tree order. */
export function loadResources(db: Kysely<Database>, resourceType?: string): Promise<Resource[]> {
  let query = db.selectFrom('resources').selectAll().orderBy('sortOrder').orderBy('resourceId')
  if (resourceType) query = query.where('resourceType', '=', resourceType)
  return query.execute()
}

/**
 * Builds the forest of `rows`. With `keep`, only kept resources and their ancestors appear, so a granted
 * page is reachable through its folders even if the folders themselves were not granted.
 */
export function buildTree(rows: Resource[], keep?: ReadonlySet<number>): ResourceNode[] {
  const byId = new Map(rows.map((row) => [row.resourceId, row]))
  let visible: Set<number> | undefined
  if (keep) {
    visible = new Set()
    for (const id of keep) {
      let current = byId.get(id)
      while (current && !visible.has(current.resourceId)) {
        visible.add(current.resourceId)
        current = current.parentId === null ? undefined : byId.get(current.parentId)
      }
    }
  }
  const nodes = new Map<number, ResourceNode>()
  for (const row of rows) {
    if (visible && !visible.has(row.resourceId)) continue
    nodes.set(row.resourceId, { ...row, childResources: [] })
  }
  const roots: ResourceNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
    if (parent) parent.childResources.push(node)
    else roots.push(node)
  }
  return roots
}

/**
 * A user's own tree (GET /userResourceTree): what they hold with its ancestors, each node saying whether
 * it is held itself, so the app permits exactly what the server checks. `'all'` is the administrator.
 */
export function grantedTree(rows: Resource[], held: ReadonlySet<number> | 'all'): GrantedResourceNode[] {
  const mark = (node: ResourceNode): GrantedResourceNode => ({
    ...node,
    granted: held === 'all' || held.has(node.resourceId),
    childResources: node.childResources.map(mark),
  })
  return buildTree(rows, held === 'all' ? undefined : held).map(mark)
}

/** Resource ids a user holds directly or through roles. */
export async function heldResourceIds(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const direct = db.selectFrom('userResources').select('resourceId').where('userId', '=', userId)
  const viaRoles = db
    .selectFrom('userRoles')
    .innerJoin('roleResources', 'roleResources.roleId', 'userRoles.roleId')
    .select('roleResources.resourceId')
    .where('userRoles.userId', '=', userId)
  const rows = await direct.union(viaRoles).execute()
  return new Set(rows.map((row) => row.resourceId))
}

/** The ids among `ids` that are not resources of `resourceType` (any type when undefined). */
export async function foreignResourceIds(
  db: Kysely<Database>,
  ids: number[],
  resourceType?: string,
): Promise<number[]> {
  if (ids.length === 0) return []
  let query = db.selectFrom('resources').select('resourceId').where('resourceId', 'in', ids)
  if (resourceType) query = query.where('resourceType', '=', resourceType)
  const found = new Set((await query.execute()).map((row) => row.resourceId))
  return ids.filter((id) => !found.has(id))
}
