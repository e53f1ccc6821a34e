import type { OrgNode } from '../metadataApi/organizationsApi'

/** Every organisation of the tree, depth-first, with its path of names ("Plant / Production"). */
export function flattenOrgs(
  nodes: readonly OrgNode[],
  prefix = '',
): { org: OrgNode; path: string; depth: number }[] {
  return nodes.flatMap((org) => {
    const path = prefix ? `${prefix} / ${org.name}` : org.name
    return [
      { org, path, depth: prefix.split(' / ').filter(Boolean).length },
      ...flattenOrgs(org.children, path),
    ]
  })
}

/** The ids of an organisation and everything below it (what it cannot be moved under). */
export function subtreeIds(nodes: readonly OrgNode[], orgId: number): Set<number> {
  const found = flattenOrgs(nodes).find((entry) => entry.org.orgId === orgId)
  return new Set(found ? flattenOrgs([found.org]).map((entry) => entry.org.orgId) : [])
}

export const ORGANIZATIONS_PATH = '/design/network/network/organizations'
export const STAFF_PATH = '/design/network/network/staff'
export const ORG_ADD_PATH = '/design/network/organizationsEdit/add'
export const orgEditPath = (orgId: number) => `/design/network/organizationsEdit/root/${orgId}`
