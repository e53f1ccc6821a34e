/**
 * One G2 chart in one element: created once, re-rendered with whole specs, resized with its widget and
 * destroyed after any render in flight has settled (destroying mid-render makes G2 draw into a dead canvas).
 * Only view files import this module, so G2 is downloaded with the first chart a page shows.
 */
import { Chart, type G2Spec } from '@antv/g2'
import { cancelRender, queueRender } from './renderQueue.ts'

/** A mounted chart. */
export interface ChartHost {
  render(spec: G2Spec): void
  resize(width: number, height: number): void
  destroy(): void
}

/** Mounts a chart of `width` × `height` into `container`; `onRendered` follows each finished render. */
export function createChartHost(
  container: HTMLElement,
  size: { width: number; height: number },
  onRendered: () => void = () => {},
): ChartHost {
  let { width, height } = size
  const chart = new Chart({ container, width, height, autoFit: false })
  let settled: Promise<unknown> = Promise.resolve()
  let destroyed = false
  let structure = ''
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
  }
  const onPointerLeave = () => {
    pointer = null
  }
  container.addEventListener('pointermove', onPointerMove)
  container.addEventListener('pointerleave', onPointerLeave)

  const track = (render: Promise<unknown>) => {
    settled = render.then(
      () => {
        if (destroyed) return
        onRendered()
        if (!pointer || !sharedTooltip) return
        try {
          chart.emit('tooltip:show', { offsetX: pointer.x, offsetY: pointer.y })
        } catch {
          // A tooltip that cannot be shown there is simply not shown; the next pointer move shows it.
        }
      },
      (error: unknown) => {
        if (!destroyed) console.error('Chart render failed', error)
      },
    )
  }

  const owner = {}
  return {
    render(spec) {
      if (destroyed) return
      queueRender(owner, () => draw(spec))
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
      container.removeEventListener('pointermove', onPointerMove)
      container.removeEventListener('pointerleave', onPointerLeave)
      void settled.finally(() => chart.destroy())
    },
  }

  function draw(spec: G2Spec) {
    if (destroyed) return
    // G2 merges new options into the old tree and keeps children the new spec no longer lists, so a
    // spec whose marks changed starts from a cleared chart; value-only updates keep the tree.
    sharedTooltip =
      (spec as { interaction?: { tooltip?: { shared?: boolean } } }).interaction?.tooltip?.shared === true
    const nextStructure = structureOf(spec)
    if (structure !== '' && nextStructure !== structure) chart.clear()
    structure = nextStructure
    chart.options({ ...spec, width, height, autoFit: false } as G2Spec)
    track(chart.render())
  }
}

function structureOf(spec: G2Spec): string {
  const children = (spec as { children?: { type?: string }[] }).children ?? []
  return [String((spec as { type?: string }).type), ...children.map((child) => String(child.type))].join('/')
}
