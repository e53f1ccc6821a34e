/**
 * The G canvas a chart draws on. Its <canvas> element stays in the page (pointer events, the tooltip's
 * position), but its pixels are drawn through an OffscreenCanvas (offscreenBacked): 40 charts that redraw
 * every few seconds had cost a copy each of their pixels per frame, about a tenth of the main thread.
 */
import { Canvas } from '@antv/g'
import { Renderer } from '@antv/g-canvas'
import { Plugin as DragAndDropPlugin } from '@antv/g-plugin-dragndrop'
import { offscreenBacked } from '../../shared/offscreenBacked.ts'

/** What the chart's canvas is made with. */
export interface ChartCanvasOptions {
  width: number
  height: number
  /** The canvas's animation frames (chartTicker). */
  requestAnimationFrame: (callback: FrameRequestCallback) => number
  cancelAnimationFrame: (id: number) => void
}

/** A G canvas in `container` for a G2 chart (G2's own, but for its pixels: see above). */
export function createChartCanvas(container: HTMLElement, options: ChartCanvasOptions): Canvas {
  const element = offscreenBacked(document.createElement('canvas'))
  element.style.display = 'block'
  container.appendChild(element)
  // What G does for a canvas it creates: the tooltip is placed within the container.
  if (!container.style.position) container.style.position = 'relative'
  const renderer = new Renderer()
  // G2 registers it on a canvas it creates (drag interactions: sliders, brushes).
  renderer.registerPlugin(new DragAndDropPlugin())
  return new Canvas({ canvas: element, renderer, ...options })
}
