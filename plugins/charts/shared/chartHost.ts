/**
 * One G2 chart in one element: created once, re-rendered with whole specs, resized with its widget and
 * destroyed after any render in flight has settled (destroying mid-render makes G2 draw into a dead canvas).
 * Only view files import this module, so G2 is downloaded with the first chart a page shows.
 */
import { Chart, type G2Spec } from '@antv/g2'
import { createChartCanvas } from './chartCanvas.ts'
import { canvasFrames, STILL_AWAKE_MS } from './chartTicker.ts'
import { withoutAnimation } from './liveSpec.ts'
import { cancelRender, queueRender, setRenderVisible } from './renderQueue.ts'

/** A mounted chart. */
export interface ChartHost {
  /** Queues a render of `spec` (see renderQueue); `live`: a runtime update, coalesced to one a second. */
  render(spec: G2Spec, live?: boolean): void
  resize(width: number, height: number): void
  destroy(): void
}

/**
 * Mounts a chart of `width` × `height` into `container`; `onRendered` follows each finished render.
 * `group`: charts drawn as one (renderQueue), the same object for each.
 */
export function createChartHost(
  container: HTMLElement,
  size: { width: number; height: number },
  onRendered: () => void = () => {},
  group?: object,
): ChartHost {
  let { width, height } = size
  // The canvas's frames come from the shared ticker (chartTicker).
  const frames = canvasFrames()
  const canvas = createChartCanvas(container, {
    width,
    height,
    requestAnimationFrame: frames.request,
    cancelAnimationFrame: frames.cancel,
  })
  const chart = new Chart({ container, canvas, width, height, autoFit: false })
  let settled: Promise<unknown> = Promise.resolve()
  let destroyed = false
  let structure = ''
  let drawn = false
  // Where the pointer rests on the chart. A render drops the tooltip, so it is shown there again: an
  // operator hovering a live chart keeps reading the values under the pointer as they change.
  let pointer: { x: number; y: number } | null = null
  // Only a shared (series) tooltip can be shown at a point; element tooltips (columns, slices) need data.
  let sharedTooltip = false
  const onPointerMove = (event: PointerEvent) => {
    const box = container.getBoundingClientRect()
    // Page pixels: a runtime page may be scaled to the screen by a CSS transform.
    const scaleX = container.offsetWidth > 0 ? box.width / container.offsetWidth : 1
    const scaleY = container.offsetHeight > 0 ? box.height / container.offsetHeight : 1
    pointer = { x: (event.clientX - box.left) / scaleX, y: (event.clientY - box.top) / scaleY }
    frames.hold('pointer')
  }
  const onPointerLeave = () => {
    pointer = null
    frames.release('pointer')
  }
  container.addEventListener('pointermove', onPointerMove)
  container.addEventListener('pointerleave', onPointerLeave)
  const owner = {}
  // Off-screen charts are not redrawn (renderQueue holds their latest spec until they are seen again).
  const seen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          const entry = entries[entries.length - 1]
          if (entry) setRenderVisible(owner, entry.isIntersecting)
        })
      : null
  seen?.observe(container)

  /** Follows a render; `animated`: it may still be animating when it settles (not a live update). */
  const track = (render: Promise<unknown>, animated = true): Promise<unknown> => {
    frames.hold('render')
    const awakeMs = animated ? undefined : STILL_AWAKE_MS
    settled = render.then(
      () => {
        frames.release('render', awakeMs)
        if (destroyed) return
        drawn = true
        onRendered()
        if (!pointer || !sharedTooltip) return
        try {
          chart.emit('tooltip:show', { offsetX: pointer.x, offsetY: pointer.y })
        } catch {
          // A tooltip that cannot be shown there is simply not shown; the next pointer move shows it.
        }
      },
      (error: unknown) => {
        frames.release('render', awakeMs)
        if (!destroyed) console.error('Chart render failed', error)
      },
    )
    return settled
  }

  return {
    render(spec, live = false) {
      if (destroyed) return
      queueRender(owner, { run: () => draw(spec, live), first: !drawn, live, group })
    },
    resize(nextWidth, nextHeight) {
      if (destroyed || (nextWidth === width && nextHeight === height)) return
      width = nextWidth
      height = nextHeight
      track(chart.changeSize(width, height))
    },
    destroy() {
      destroyed = true
      cancelRender(owner)
      seen?.disconnect()
      container.removeEventListener('pointermove', onPointerMove)
      container.removeEventListener('pointerleave', onPointerLeave)
      void settled.finally(() => {
        chart.destroy()
        frames.dispose()
      })
    },
  }

  function draw(input: G2Spec, live: boolean): Promise<unknown> | undefined {
    if (destroyed) return undefined
    // A live update never animates: the chart redraws in place (a spec may leave its marks' default on).
    const spec = live ? withoutAnimation(input) : input
    // G2 merges new options into the old tree and keeps children the new spec no longer lists, so a
    // spec whose marks changed starts from a cleared chart; value-only updates keep the tree.
    sharedTooltip =
      (spec as { interaction?: { tooltip?: { shared?: boolean } } }).interaction?.tooltip?.shared === true
    const nextStructure = structureOf(spec)
    if (structure !== '' && nextStructure !== structure) chart.clear()
    structure = nextStructure
    chart.options({ ...spec, width, height, autoFit: false } as G2Spec)
    const rendered = chart.render()
    return track(rendered, !live)
  }
}

function structureOf(spec: G2Spec): string {
  const children = (spec as { children?: { type?: string }[] }).children ?? []
  return [String((spec as { type?: string }).type), ...children.map((child) => String(child.type))].join('/')
}
