import { NODE_H, NODE_W, type Placed } from './layout'
import { type Box, edgePoints } from './windowing'

/** Graph coordinates → canvas pixels: `x * scale + tx`. */
export interface CanvasView {
  scale: number
  tx: number
  ty: number
}

/** Sizes a canvas's backing store to its CSS box at the screen's pixel ratio; answers the 2D context. */
export function fitCanvas(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1
  const width = Math.round(canvas.clientWidth * ratio)
  const height = Math.round(canvas.clientHeight * ratio)
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width
    canvas.height = height
  }
  const context = canvas.getContext('2d')
  context?.setTransform(ratio, 0, 0, ratio, 0, 0)
  context?.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight)
  return context
}

/**
 * Draws nodes as plain boxes with their state stripe, and the elbows between them: what a zoomed-out
 * plant looks like when its text would be too small to read (one canvas instead of thousands of SVG
 * elements).
 */
export function paintBoxes<T>(
  context: CanvasRenderingContext2D,
  nodes: readonly Placed<T>[],
  edges: readonly Placed<T>[],
  byId: ReadonlyMap<string, Placed<T>>,
  view: CanvasView,
  stripe: (id: string) => string,
): void {
  const { scale, tx, ty } = view
  context.beginPath()
  for (const child of edges) {
    const parent = child.parentId === null ? undefined : byId.get(child.parentId)
    if (!parent) continue
    const { source, vertices, target } = edgePoints(parent, child)
    context.moveTo(source.x * scale + tx, source.y * scale + ty)
    for (const point of [...vertices, target]) context.lineTo(point.x * scale + tx, point.y * scale + ty)
  }
  context.strokeStyle = '#94a3b8'
  context.lineWidth = 1
  context.stroke()
  const width = NODE_W * scale
  const height = NODE_H * scale
  context.fillStyle = '#ffffff'
  context.strokeStyle = '#cbd5e1'
  for (const node of nodes) {
    const x = node.x * scale + tx
    const y = node.y * scale + ty
    context.fillRect(x, y, width, height)
    context.strokeRect(x, y, width, height)
  }
  const stripeWidth = Math.max(1, 6 * scale)
  for (const node of nodes) {
    context.fillStyle = stripe(node.id)
    context.fillRect(node.x * scale + tx, node.y * scale + ty, stripeWidth, height)
  }
}

/** The transform that fits `bounds` into a `width` × `height` canvas with `padding` around it. */
export function fitView(bounds: Box, width: number, height: number, padding: number): CanvasView {
  const scale = Math.min(
    (width - padding * 2) / Math.max(bounds.width, 1),
    (height - padding * 2) / Math.max(bounds.height, 1),
  )
  return {
    scale,
    tx: (width - bounds.width * scale) / 2 - bounds.x * scale,
    ty: (height - bounds.height * scale) / 2 - bounds.y * scale,
  }
}
