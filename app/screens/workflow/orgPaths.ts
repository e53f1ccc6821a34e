/** An organisation as the tree call answers it. */
export interface OrgNode {
  orgId: number
  name: string
  children: OrgNode[]
}

/** An organisation named by its path, for a picker. */
export interface OrgPath {
  orgId: number
  path: string
}

/** The organisation tree as one list, each named by its path ("Plant / Area A / Shift 1"). */
export function flattenOrgs(nodes: readonly OrgNode[], above: string[] = []): OrgPath[] {
  return nodes.flatMap((node) => {
    const path = [...above, node.name]
    return [{ orgId: node.orgId, path: path.join(' / ') }, ...flattenOrgs(node.children ?? [], path)]
  })
}
