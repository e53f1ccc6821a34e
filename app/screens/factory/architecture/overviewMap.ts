import { type CanvasView, fitCanvas, fitView } from './canvasPaint'
import { NODE_H, NODE_W, type Placed } from './layout'
import { type Box, boundsOf } from './windowing'

/**
 * The graph's overview map: every node as a grey box on a canvas, and the part of the graph on screen as
 * a frame; press or drag on it to centre the graph there. The graph itself only holds the cells in view,
 * so x6's own minimap (which draws the graph's cells) would show only those.
 */
export class OverviewMap {
  private readonly nodesLayer = document.createElement('canvas')
  private view: CanvasView | null = null
  private area: Box | null = null
  private pressed = false

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly centreOn: (x: number, y: number) => void,
  ) {
    canvas.addEventListener('pointerdown', this.down)
    canvas.addEventListener('pointermove', this.move)
    window.addEventListener('pointerup', this.up)
  }

  /** Draws the nodes once (they change only when the tree does). */
  setNodes(placed: readonly Placed<unknown>[]): void {
    const bounds = boundsOf(placed)
    const layer = this.nodesLayer
    layer.style.width = `${this.canvas.clientWidth}px`
    layer.style.height = `${this.canvas.clientHeight}px`
    const ratio = window.devicePixelRatio || 1
    layer.width = Math.round(this.canvas.clientWidth * ratio)
    layer.height = Math.round(this.canvas.clientHeight * ratio)
    const context = layer.getContext('2d')
    this.view = bounds ? fitView(bounds, this.canvas.clientWidth, this.canvas.clientHeight, 8) : null
    if (context && this.view) {
      const { scale, tx, ty } = this.view
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      context.fillStyle = '#94a3b8'
      const width = Math.max(1, NODE_W * scale)
      const height = Math.max(1, NODE_H * scale)
      for (const node of placed) context.fillRect(node.x * scale + tx, node.y * scale + ty, width, height)
    }
    this.paint()
  }

  /** Moves the frame to the part of the graph on screen. */
  setViewport(area: Box): void {
    this.area = area
    this.paint()
  }

  dispose(): void {
    this.canvas.removeEventListener('pointerdown', this.down)
    this.canvas.removeEventListener('pointermove', this.move)
    window.removeEventListener('pointerup', this.up)
  }

  private paint() {
    const context = fitCanvas(this.canvas)
    if (!context || !this.view) return
    context.drawImage(this.nodesLayer, 0, 0, this.canvas.clientWidth, this.canvas.clientHeight)
    if (!this.area) return
    const { scale, tx, ty } = this.view
    context.strokeStyle = '#2563eb'
    context.lineWidth = 1.5
    context.strokeRect(
      this.area.x * scale + tx,
      this.area.y * scale + ty,
      this.area.width * scale,
      this.area.height * scale,
    )
  }

  private readonly down = (event: PointerEvent) => {
    this.pressed = true
    this.canvas.setPointerCapture?.(event.pointerId)
    this.move(event)
  }

  private readonly move = (event: PointerEvent) => {
    if (!this.pressed || !this.view) return
    const box = this.canvas.getBoundingClientRect()
    const { scale, tx, ty } = this.view
    this.centreOn((event.clientX - box.left - tx) / scale, (event.clientY - box.top - ty) / scale)
  }

  private readonly up = () => {
    this.pressed = false
  }
}
