import { NODE_H, NODE_W, type Placed } from './layout'

/** A rectangle in graph coordinates. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

const touches = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The box of an elbow edge from `parent`'s bottom centre to `child`'s top centre. */
export function edgeBox(parent: { x: number; y: number }, child: { x: number; y: number }): Box {
  const left = Math.min(parent.x, child.x) + NODE_W / 2
  const right = Math.max(parent.x, child.x) + NODE_W / 2
  return { x: left - 1, y: parent.y + NODE_H, width: right - left + 2, height: child.y - parent.y - NODE_H }
}

/** The elbow's points: parent bottom centre, two bends half-way down, child top centre. */
export function edgePoints(parent: { x: number; y: number }, child: { x: number; y: number }) {
  const midY = parent.y + NODE_H + (child.y - parent.y - NODE_H) / 2
  return {
    source: { x: parent.x + NODE_W / 2, y: parent.y + NODE_H },
    vertices: [
      { x: parent.x + NODE_W / 2, y: midY },
      { x: child.x + NODE_W / 2, y: midY },
    ],
    target: { x: child.x + NODE_W / 2, y: child.y },
  }
}

/**
 * The laid-out nodes that touch `area`, and the nodes whose edge from their parent touches it. A linear
 * scan: 2,000 nodes take a few hundredths of a millisecond, so it can run on every frame of a pan.
 */
export function inView<T>(
  placed: readonly Placed<T>[],
  byId: ReadonlyMap<string, Placed<T>>,
  area: Box,
): { nodes: Placed<T>[]; edges: Placed<T>[] } {
  const nodes: Placed<T>[] = []
  const edges: Placed<T>[] = []
  for (const node of placed) {
    if (touches(area, { x: node.x, y: node.y, width: NODE_W, height: NODE_H })) nodes.push(node)
    const parent = node.parentId === null ? undefined : byId.get(node.parentId)
    if (parent && touches(area, edgeBox(parent, node))) edges.push(node)
  }
  return { nodes, edges }
}

/** The box around every laid-out node (null when there are none). */
export function boundsOf(placed: readonly Placed<unknown>[]): Box | null {
  if (placed.length === 0) return null
  let left = Number.POSITIVE_INFINITY
  let top = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  for (const node of placed) {
    left = Math.min(left, node.x)
    top = Math.min(top, node.y)
    right = Math.max(right, node.x + NODE_W)
    bottom = Math.max(bottom, node.y + NODE_H)
  }
  return { x: left, y: top, width: right - left, height: bottom - top }
}
