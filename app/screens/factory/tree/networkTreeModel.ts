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

/**
 * The organize calls that put `objName` under `parent` at `index` among its other children: the moved node
 * first, then each later sibling whose `networkOrder` must shift to keep the shown order.
 */
export function moveSteps(
  nodes: readonly NetworkNode[],
  objName: string,
  parent: string | null,
  index: number,
): { objName: string; parent: string | null; order: number }[] {
  const siblings = childrenOf(nodes, parent).filter((n) => n.objName !== objName)
  const order = [...siblings.slice(0, index), { objName }, ...siblings.slice(index)]
  const steps = [{ objName, parent, order: index }]
  order.forEach((node, position) => {
    const sibling = siblings.find((s) => s.objName === node.objName)
    if (sibling && sibling.networkOrder !== position)
      steps.push({ objName: sibling.objName, parent, order: position })
  })
  return steps
}
