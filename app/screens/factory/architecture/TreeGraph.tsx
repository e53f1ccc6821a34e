import { Export, Graph, type Node } from '@antv/x6'
import { useLingui } from '@lingui/react/macro'
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react'
import { fitCanvas, paintBoxes } from './canvasPaint'
import { layoutTree, NODE_H, NODE_W, type Placed } from './layout'
import { OverviewMap } from './overviewMap'
import { boundsOf, edgePoints, inView } from './windowing'

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

// Windowing: only the cells near the screen are in x6's model (x6's own `virtual` option still creates,
// and on every pan re-checks, a view for each of the plant's cells: seconds for 2,000 objects).
/** Screen pixels beyond each edge whose cells are drawn ahead of a pan. */
const MARGIN_PX = 200
/** Below this zoom, with this many nodes in view, the nodes are drawn as boxes on a canvas instead. */
const FAR_SCALE = 0.4
const FAR_COUNT = 300

interface Windowing {
  placed: Placed<GraphItem>[]
  byId: Map<string, Placed<GraphItem>>
  /** Ids of the cells in x6's model now (nodes by id, edges as `e:<child id>`). */
  shown: Set<string>
  colours: ReadonlyMap<string, string>
  fallback: string
  /** The node under the pointer's drag: kept in the model even if its home leaves the screen. */
  held: string | null
  /** Export puts every cell in the model; windowing waits meanwhile. */
  everything: boolean
  frame: number
}

function nodeCell(p: Placed<GraphItem>, colour: string) {
  return {
    id: p.id,
    shape: SHAPE,
    x: p.x,
    y: p.y,
    // One layer for every node: x6 keeps a marker per distinct z-index, found by a scan on each insert.
    zIndex: 1,
    home: { x: p.x, y: p.y },
    attrs: {
      label: { text: clip(p.data.label, 20) },
      sub: { text: clip(p.data.sub, 24) },
      badge: { fill: p.data.badge.colour },
      badgeText: { text: p.data.badge.text },
      body: { title: p.data.label },
      state: { fill: colour },
    },
  }
}

function edgeCell(parent: Placed<GraphItem>, child: Placed<GraphItem>) {
  // Ends at points, not at the node cells: either node may be outside the window (not in the model).
  return {
    id: `e:${child.id}`,
    shape: 'edge',
    ...edgePoints(parent, child),
    attrs: { line: { stroke: '#94a3b8', strokeWidth: 1.5, targetMarker: null } },
    zIndex: 0,
  }
}

/**
 * A tree drawn as a graph on @antv/x6: nodes with a state stripe, a badge and two lines of text, elbow
 * edges from parent to child, pan by dragging the canvas, zoom with the wheel, an overview map, and drag a
 * node onto another to re-parent it (the caller saves; the tree is re-laid out from what it passes back).
 * Only the cells near the screen are in the graph (added and removed as it pans and zooms); zoomed far
 * out, a large tree is painted as boxes on a canvas.
 */
export const TreeGraph = forwardRef<TreeGraphHandle, Props>(function TreeGraph(
  { items, label, onReparent, onRefused, onSelect, testId },
  ref,
) {
  const { t } = useLingui()
  const canvas = useRef<HTMLDivElement>(null)
  const far = useRef<HTMLCanvasElement>(null)
  const minimap = useRef<HTMLCanvasElement>(null)
  const graphRef = useRef<Graph | null>(null)
  const mapRef = useRef<OverviewMap | null>(null)
  const callbacks = useRef({ onReparent, onRefused, onSelect })
  callbacks.current = { onReparent, onRefused, onSelect }
  const below = useRef(new Map<string, Set<string>>())
  const win = useRef<Windowing>({
    placed: [],
    byId: new Map(),
    shown: new Set(),
    colours: new Map(),
    fallback: '#22a06b',
    held: null,
    everything: false,
    frame: 0,
  })

  /** Puts the cells near the screen in the model and takes the others out (or paints them far out). */
  const sync = useCallback(() => {
    const graph = graphRef.current
    const w = win.current
    if (!graph || w.everything) return
    const area = graph.getGraphArea()
    const scale = graph.zoom()
    const margin = MARGIN_PX / scale
    const { nodes, edges } = inView(w.placed, w.byId, {
      x: area.x - margin,
      y: area.y - margin,
      width: area.width + margin * 2,
      height: area.height + margin * 2,
    })
    const painted = scale < FAR_SCALE && nodes.length > FAR_COUNT
    const context = far.current ? fitCanvas(far.current) : null
    if (painted && context) {
      const { tx, ty } = graph.translate()
      paintBoxes(context, nodes, edges, w.byId, { scale, tx, ty }, (id) => colourOf(w, id))
    }
    const wanted = new Set<string>()
    if (!painted) {
      for (const node of nodes) wanted.add(node.id)
      for (const edge of edges) wanted.add(`e:${edge.id}`)
    }
    if (w.held) wanted.add(w.held)
    const gone = [...w.shown].filter((id) => !wanted.has(id))
    const freshNodes = painted ? [] : nodes.filter((node) => !w.shown.has(node.id))
    const freshEdges = painted ? [] : edges.filter((edge) => !w.shown.has(`e:${edge.id}`))
    if (gone.length > 0 || freshNodes.length > 0 || freshEdges.length > 0) {
      graph.batchUpdate(() => {
        if (gone.length > 0) graph.removeCells(gone)
        if (freshNodes.length > 0) graph.addNodes(freshNodes.map((p) => nodeCell(p, colourOf(w, p.id))))
        if (freshEdges.length > 0)
          graph.addEdges(
            freshEdges.map((child) =>
              edgeCell(w.byId.get(child.parentId as string) as Placed<GraphItem>, child),
            ),
          )
      })
    }
    w.shown = wanted
    mapRef.current?.setViewport(area)
  }, [])

  /** Syncs on the next frame (a pan moves many times a frame). */
  const schedule = useCallback(() => {
    const w = win.current
    if (w.frame) return
    w.frame = requestAnimationFrame(() => {
      w.frame = 0
      sync()
    })
  }, [sync])

  useEffect(() => {
    if (!canvas.current || !minimap.current) return
    register()
    const graph = new Graph({
      container: canvas.current,
      autoResize: true,
      // The window holds a few dozen cells: drawn at once, so a pan never shows a gap and export sees all.
      async: false,
      background: { color: 'transparent' },
      grid: { visible: true, size: 16, type: 'dot' },
      panning: { enabled: true, eventTypes: ['leftMouseDown'] },
      mousewheel: { enabled: true, factor: 1.1, minScale: 0.02, maxScale: 3 },
      interacting: { nodeMovable: true, edgeMovable: false },
    })
    graph.use(new Export())
    graph.on('translate', schedule)
    graph.on('scale', schedule)
    graph.on('resize', schedule)
    graph.on('node:click', ({ node }) => callbacks.current.onSelect?.(node.id))
    graph.on('node:mousedown', ({ node }: { node: Node }) => {
      win.current.held = node.id
    })
    graph.on('node:mouseup', ({ node }: { node: Node }) => {
      win.current.held = null
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
    mapRef.current = new OverviewMap(minimap.current, (x, y) => graph.centerPoint(x, y))
    const w = win.current
    return () => {
      cancelAnimationFrame(w.frame)
      w.frame = 0
      mapRef.current?.dispose()
      mapRef.current = null
      graph.dispose()
      graphRef.current = null
    }
  }, [schedule])

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
    const w = win.current
    w.placed = placed
    w.byId = new Map(placed.map((p) => [p.id, p]))
    // A new tree: the cells shown are rebuilt from the new layout (a re-parent moves whole subtrees).
    w.shown = new Set()
    w.held = null
    graph.clearCells()
    mapRef.current?.setNodes(placed)
    sync()
  }, [items, sync])

  useImperativeHandle(ref, () => ({
    zoomIn: () => graphRef.current?.zoom(0.2),
    zoomOut: () => graphRef.current?.zoom(-0.2),
    fit: () => {
      const bounds = boundsOf(win.current.placed)
      if (bounds) graphRef.current?.zoomToRect(bounds, { padding: 24, maxScale: 1 })
    },
    focusTop: () => {
      const graph = graphRef.current
      const first = win.current.placed[0]
      if (!graph || !first || !canvas.current) return
      graph.zoomTo(1)
      graph.translate(canvas.current.clientWidth / 2 - (first.x + NODE_W / 2), 24)
    },
    exportPng: (fileName) => {
      const graph = graphRef.current
      if (!graph) return
      const w = win.current
      // The picture is of the whole tree: every cell goes into the model for the copy x6 takes.
      w.everything = true
      graph.batchUpdate(() => {
        graph.clearCells()
        graph.addNodes(w.placed.map((p) => nodeCell(p, colourOf(w, p.id))))
        graph.addEdges(
          w.placed
            .filter((p) => p.parentId !== null)
            .map((child) => edgeCell(w.byId.get(child.parentId as string) as Placed<GraphItem>, child)),
        )
      })
      graph.exportPNG(fileName, { padding: 24, backgroundColor: '#ffffff', copyStyles: false })
      graph.clearCells()
      w.shown = new Set()
      w.everything = false
      sync()
    },
    paintStates: (colours, fallback) => {
      const graph = graphRef.current
      const w = win.current
      w.colours = colours
      w.fallback = fallback
      if (!graph) return
      graph.batchUpdate(() => {
        for (const node of graph.getNodes()) {
          const colour = colourOf(w, node.id)
          if (node.attr('state/fill') !== colour) node.attr('state/fill', colour)
        }
      })
      // Far out, the stripes are on the canvas.
      if (graph.getNodes().length === 0 && w.placed.length > 0) sync()
    },
    graph: () => graphRef.current,
  }))

  return (
    <div className="factory-graph" data-testid={testId}>
      <canvas ref={far} className="factory-graph__far" />
      <div ref={canvas} className="factory-graph__canvas" role="img" aria-label={label} />
      <canvas
        ref={minimap}
        className="factory-graph__minimap"
        role="img"
        aria-label={t`Overview map`}
        title={t`Overview map`}
      />
    </div>
  )
})

function colourOf(w: Windowing, id: string): string {
  return w.colours.get(id.toLowerCase()) ?? w.fallback
}
