import { Export, Graph, MiniMap, type Node } from '@antv/x6'
import { useLingui } from '@lingui/react/macro'
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react'
import { layoutTree, NODE_H, NODE_W } from './layout'
import { minimapCellView } from './minimapView'

/** One node of a `TreeGraph`. */
export interface GraphItem {
  id: string
  label: string
  sub: string
  badge: { text: string; colour: string }
  children: GraphItem[]
}

export interface TreeGraphHandle {
  zoomIn(): void
  zoomOut(): void
  fit(): void
  /** 100 % zoom with the first root at the top centre: what a large graph opens on (fit would draw it all). */
  focusTop(): void
  exportPng(fileName: string): void
  /** Sets each node's state stripe (id → colour); ids not in the map get `fallback`. */
  paintStates(colours: ReadonlyMap<string, string>, fallback: string): void
  graph(): Graph | null
}

interface Props {
  items: readonly GraphItem[]
  label: string
  /** A node was dropped onto another (null: onto the empty canvas, which makes it a root). */
  onReparent: (id: string, parentId: string | null) => void
  onRefused: (id: string) => void
  onSelect?: (id: string) => void
  testId?: string
}

const SHAPE = 'gantry-tree-node'
let registered = false

function register() {
  if (registered) return
  registered = true
  Graph.registerNode(
    SHAPE,
    {
      width: NODE_W,
      height: NODE_H,
      markup: [
        { tagName: 'rect', selector: 'body' },
        { tagName: 'rect', selector: 'state' },
        { tagName: 'circle', selector: 'badge' },
        { tagName: 'text', selector: 'badgeText' },
        { tagName: 'text', selector: 'label' },
        { tagName: 'text', selector: 'sub' },
      ],
      attrs: {
        body: {
          refWidth: '100%',
          refHeight: '100%',
          rx: 6,
          fill: '#ffffff',
          stroke: '#cbd5e1',
          strokeWidth: 1,
        },
        state: { x: 0, y: 0, width: 6, refHeight: '100%', rx: 3, fill: '#22a06b' },
        badge: { cx: 28, cy: NODE_H / 2, r: 14, fill: '#2563eb' },
        badgeText: {
          x: 28,
          y: NODE_H / 2,
          fill: '#ffffff',
          fontSize: 11,
          fontWeight: 700,
          textAnchor: 'middle',
          textVerticalAnchor: 'middle',
        },
        label: { x: 50, y: 20, fill: '#0f172a', fontSize: 13, fontWeight: 600, textVerticalAnchor: 'middle' },
        sub: { x: 50, y: 38, fill: '#64748b', fontSize: 11, textVerticalAnchor: 'middle' },
      },
    },
    true,
  )
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * A tree drawn as a graph on @antv/x6: nodes with a state stripe, a badge and two lines of text, elbow
 * edges from parent to child, pan by dragging the canvas, zoom with the wheel, a minimap, and drag a node
 * onto another to re-parent it (the caller saves; the tree is re-laid out from what it passes back).
 */
export const TreeGraph = forwardRef<TreeGraphHandle, Props>(function TreeGraph(
  { items, label, onReparent, onRefused, onSelect, testId },
  ref,
) {
  const { t } = useLingui()
  const canvas = useRef<HTMLDivElement>(null)
  const minimap = useRef<HTMLDivElement>(null)
  const graphRef = useRef<Graph | null>(null)
  const callbacks = useRef({ onReparent, onRefused, onSelect })
  callbacks.current = { onReparent, onRefused, onSelect }
  const below = useRef(new Map<string, Set<string>>())

  useEffect(() => {
    if (!canvas.current || !minimap.current) return
    register()
    const graph = new Graph({
      container: canvas.current,
      autoResize: true,
      background: { color: '#f8fafc' },
      grid: { visible: true, size: 16, type: 'dot' },
      panning: { enabled: true, eventTypes: ['leftMouseDown'] },
      mousewheel: { enabled: true, factor: 1.1, minScale: 0.05, maxScale: 3 },
      virtual: true,
      interacting: { nodeMovable: true, edgeMovable: false },
    })
    graph.use(
      new MiniMap({
        container: minimap.current,
        width: 200,
        height: 140,
        padding: 8,
        graphOptions: { createCellView: minimapCellView },
      }),
    )
    graph.use(new Export())
    graph.on('node:click', ({ node }) => callbacks.current.onSelect?.(node.id))
    graph.on('node:mouseup', ({ node }: { node: Node }) => {
      const box = node.getBBox()
      const centre = box.getCenter()
      const moved = node.getProp<{ x: number; y: number }>('home')
      const position = node.getPosition()
      if (moved && Math.abs(moved.x - position.x) < 4 && Math.abs(moved.y - position.y) < 4) return
      const onto = graph.getNodesFromPoint(centre.x, centre.y).find((other) => other.id !== node.id)
      if (onto && below.current.get(node.id)?.has(onto.id)) {
        if (moved) node.setPosition(moved.x, moved.y)
        callbacks.current.onRefused(node.id)
        return
      }
      if (moved) node.setPosition(moved.x, moved.y)
      callbacks.current.onReparent(node.id, onto?.id ?? null)
    })
    graphRef.current = graph
    return () => {
      graph.dispose()
      graphRef.current = null
    }
  }, [])

  useEffect(() => {
    const graph = graphRef.current
    if (!graph) return
    const placed = layoutTree(
      items,
      (item) => item.id,
      (item) => item.children,
    )
    const subtree = new Map<string, Set<string>>()
    const collect = (item: GraphItem): Set<string> => {
      const ids = new Set<string>([item.id])
      for (const child of item.children) for (const id of collect(child)) ids.add(id)
      subtree.set(item.id, ids)
      return ids
    }
    for (const item of items) collect(item)
    below.current = subtree
    const byId = new Map(placed.map((p) => [p.id, p]))
    const nodes = placed.map((p) => ({
      id: p.id,
      shape: SHAPE,
      x: p.x,
      y: p.y,
      home: { x: p.x, y: p.y },
      attrs: {
        label: { text: clip(p.data.label, 20) },
        sub: { text: clip(p.data.sub, 24) },
        badge: { fill: p.data.badge.colour },
        badgeText: { text: p.data.badge.text },
        body: { title: p.data.label },
      },
    }))
    const edges = placed
      .filter((p) => p.parentId !== null)
      .map((p) => {
        const parent = byId.get(p.parentId as string) as (typeof placed)[number]
        const midY = parent.y + NODE_H + (p.y - parent.y - NODE_H) / 2
        return {
          id: `e:${p.id}`,
          shape: 'edge',
          source: { cell: parent.id, anchor: 'bottom' },
          target: { cell: p.id, anchor: 'top' },
          vertices: [
            { x: parent.x + NODE_W / 2, y: midY },
            { x: p.x + NODE_W / 2, y: midY },
          ],
          attrs: { line: { stroke: '#94a3b8', strokeWidth: 1.5, targetMarker: null } },
          zIndex: 0,
        }
      })
    graph.fromJSON({ nodes, edges } as Parameters<Graph['fromJSON']>[0])
  }, [items])

  useImperativeHandle(ref, () => ({
    zoomIn: () => graphRef.current?.zoom(0.2),
    zoomOut: () => graphRef.current?.zoom(-0.2),
    fit: () => graphRef.current?.zoomToFit({ padding: 24, maxScale: 1 }),
    focusTop: () => {
      const graph = graphRef.current
      const first = graph?.getNodes()[0]
      if (!graph || !first || !canvas.current) return
      graph.zoomTo(1)
      const { x } = first.getPosition()
      graph.translate(canvas.current.clientWidth / 2 - (x + NODE_W / 2), 24)
    },
    exportPng: (fileName) =>
      graphRef.current?.exportPNG(fileName, { padding: 24, backgroundColor: '#ffffff', copyStyles: false }),
    paintStates: (colours, fallback) => {
      const graph = graphRef.current
      if (!graph) return
      graph.batchUpdate(() => {
        for (const node of graph.getNodes()) {
          const colour = colours.get(node.id.toLowerCase()) ?? fallback
          if (node.attr('state/fill') !== colour) node.attr('state/fill', colour)
        }
      })
    },
    graph: () => graphRef.current,
  }))

  return (
    <div className="factory-graph" data-testid={testId}>
      <div ref={canvas} className="factory-graph__canvas" role="img" aria-label={label} />
      <div ref={minimap} className="factory-graph__minimap" aria-hidden="true" title={t`Overview map`} />
    </div>
  )
})
