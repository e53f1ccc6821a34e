/**
 * The G canvas a chart draws on. Its <canvas> element stays in the page (pointer events, the tooltip's
 * position), but its pixels are drawn through an OffscreenCanvas (`transferControlToOffscreen`).
 * Why: a page element's 2D canvas hands the compositor a new copy of its pixels at every frame the page
 * commits, changed or not. Live labels commit most frames, so 40 charts that redraw every few seconds
 * cost a copy each per frame, about a tenth of the main thread (bench:charts, Chromium drawing without a
 * GPU as a control-room PC often does). An OffscreenCanvas hands over only the frames it drew.
 */
import { Canvas } from '@antv/g'
import { Renderer } from '@antv/g-canvas'
import { Plugin as DragAndDropPlugin } from '@antv/g-plugin-dragndrop'
import { offscreenBacked } from './offscreenBacked.ts'

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
