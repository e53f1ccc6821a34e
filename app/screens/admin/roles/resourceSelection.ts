/**
 * The checkable resource tree of the role editor. Every node is a resource the role may hold on its own:
 * a folder's code gates functions too (system-info-manage gates backup and settings), so a folder is
 * only granted when it is ticked itself, never because all its children are.
 */

/** A node of the server's resource tree (GET /api/auth/getAllResourceTree). */
export interface ResourceNode {
  resourceId: number
  resourceCode: string
  name: string
  resourceType: string
  resourceFunctionType: string
  resource: string
  parentId: number | null
  childResources: ResourceNode[]
}

/** How a checkbox of the tree shows: ticked, partly ticked (some of it and its descendants), or not. */
export type CheckState = 'checked' | 'partial' | 'unchecked'

/** The node and all its descendants, depth first. */
export function subtreeIds(node: ResourceNode): number[] {
  return [node.resourceId, ...node.childResources.flatMap(subtreeIds)]
}

/** Every node of a forest, depth first. */
export function flattenTree(roots: readonly ResourceNode[]): ResourceNode[] {
  return roots.flatMap((root) => [root, ...flattenTree(root.childResources)])
}

/** The state of a node: checked when it and every descendant are granted, partial when some are. */
export function checkState(node: ResourceNode, granted: ReadonlySet<number>): CheckState {
  const ids = subtreeIds(node)
  const held = ids.filter((id) => granted.has(id)).length
  if (held === 0) return 'unchecked'
  return held === ids.length ? 'checked' : 'partial'
}

/**
 * Clicking a node's checkbox: a leaf toggles itself; a folder grants itself and everything under it,
 * or, when all of that is already granted, takes all of it away.
 */
export function toggleNode(node: ResourceNode, granted: ReadonlySet<number>): Set<number> {
  const next = new Set(granted)
  const ids = subtreeIds(node)
  const grant = checkState(node, granted) !== 'checked'
  for (const id of ids) {
    if (grant) next.add(id)
    else next.delete(id)
  }
  return next
}

/** Resource ids keyed by code, for files that name resources by code. */
export function idsByCode(roots: readonly ResourceNode[]): Map<string, number> {
  return new Map(flattenTree(roots).map((node) => [node.resourceCode, node.resourceId]))
}

/**
 * Nodes whose name, shown label or code contains `text` (any case), with their ancestors so they stay
 * reachable; a matching folder keeps all its children.
 */
export function filterTree(
  roots: readonly ResourceNode[],
  text: string,
  labelOf: (node: ResourceNode) => string = (node) => node.name,
): ResourceNode[] {
  const needle = text.trim().toLowerCase()
  if (needle === '') return [...roots]
  const keep = (node: ResourceNode): ResourceNode | null => {
    const children = node.childResources.map(keep).filter((child): child is ResourceNode => child !== null)
    const matches = [node.name, labelOf(node), node.resourceCode].some((value) =>
      value.toLowerCase().includes(needle),
    )
    return matches || children.length > 0
      ? { ...node, childResources: matches ? node.childResources : children }
      : null
  }
  return roots.map(keep).filter((node): node is ResourceNode => node !== null)
}
