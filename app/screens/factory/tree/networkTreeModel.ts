import type { NetworkNode } from '../../metadataApi/networksApi'

/** Every node of a network tree, depth-first. */
export function flatten(nodes: readonly NetworkNode[]): NetworkNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])
}

/** The node's name and the names below it (the parents it cannot move under). */
export function subtreeNames(nodes: readonly NetworkNode[], objName: string): Set<string> {
  const node = flatten(nodes).find((n) => n.objName === objName)
  return new Set(node ? flatten([node]).map((n) => n.objName) : [])
}

/** The children of `parent` (null: the roots) in their order. */
export function childrenOf(nodes: readonly NetworkNode[], parent: string | null): NetworkNode[] {
  if (parent === null) return [...nodes]
  return flatten(nodes).find((n) => n.objName === parent)?.children ?? []
}
