import { describe, expect, test } from 'vitest'
import { layoutTree, NODE_H, NODE_W } from '../../../../app/screens/factory/architecture/layout'
import { boundsOf, edgeBox, inView } from '../../../../app/screens/factory/architecture/windowing'

interface Item {
  id: string
  children: Item[]
}

// A plant: 10 areas × 10 lines × 19 pieces of equipment (2,000 objects).
function plant(): Item[] {
  return Array.from({ length: 10 }, (_, a) => ({
    id: `A${a}`,
    children: Array.from({ length: 10 }, (_, l) => ({
      id: `L${a}_${l}`,
      children: Array.from({ length: 18 }, (_, e) => ({ id: `E${a}_${l}_${e}`, children: [] })),
    })),
  }))
}

// Issue 20: the architecture graph keeps only the cells near the screen in x6's model.
describe('graph windowing', () => {
  const placed = layoutTree(
    plant(),
    (item) => item.id,
    (item) => item.children,
  )
  const byId = new Map(placed.map((p) => [p.id, p]))

  test('a screen-sized window over the first area holds a few nodes, each edge drawn once', () => {
    const first = byId.get('A0')
    if (!first) throw new Error('no A0')
    const area = { x: first.x - 600, y: 0, width: 1400, height: 700 }
    const { nodes, edges } = inView(placed, byId, area)
    expect(nodes.length).toBeGreaterThan(3)
    expect(nodes.length).toBeLessThan(60)
    expect(nodes.map((n) => n.id)).toContain('A0')
    // Every child whose top centre (where its edge ends) is in view has its edge in view too.
    const ids = new Set(edges.map((e) => e.id))
    const endInView = (n: { x: number; y: number }) =>
      n.x + NODE_W / 2 > area.x && n.x + NODE_W / 2 < area.x + area.width && n.y > area.y
    for (const node of nodes) if (node.parentId && endInView(node)) expect(ids.has(node.id)).toBe(true)
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length)
  })

  test('an edge whose two ends are off screen is in view when its bend crosses the window', () => {
    const parent = { x: 0, y: 0 }
    const child = { x: 5000, y: 120 + NODE_H }
    const box = edgeBox(parent, child)
    expect(box.x).toBe(NODE_W / 2 - 1)
    expect(box.width).toBe(5000 + 2)
    expect(box.y).toBe(NODE_H)
  })

  test('the bounds hold every node; nothing laid out, no bounds', () => {
    const bounds = boundsOf(placed)
    if (!bounds) throw new Error('no bounds')
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(bounds.x)
      expect(p.x + NODE_W).toBeLessThanOrEqual(bounds.x + bounds.width)
      expect(p.y + NODE_H).toBeLessThanOrEqual(bounds.y + bounds.height)
    }
    expect(inView(placed, byId, bounds).nodes).toHaveLength(placed.length)
    expect(boundsOf([])).toBeNull()
  })
})
