import type { G2Spec } from '@antv/g2'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ChartLegend } from './ChartLegend.tsx'
import type { ChartHost } from './chartHost.ts'
import { splitLegend } from './chartLegend.ts'
import type { ChartInk, ChartTheme } from './theme.ts'
import { useChartInk } from './useChartInk.ts'

/** A spec, or a builder of it from the inks the widget's CSS resolves to (so the dark page theme applies). */
export type ChartSpecInput = G2Spec | ((ink: ChartInk) => G2Spec)

interface Props {
  spec: ChartSpecInput
  /** The widget's theme prop: the inks until the widget's CSS has been read. */
  theme?: ChartTheme
  width: number
  height: number
  /** Shown over the plot until G2 has drawn it (a gauge's reading), so the value does not wait for G2. */
  placeholder?: ReactNode
  /**
   * Runtime values: updates are coalesced to one render a second per chart, drawn without animation,
   * and wait while the chart is off-screen (renderQueue). Off in the designer, where an edit shows at once.
   */
  live?: boolean
  /** Charts drawn as one (see renderQueue): the same object for each of them. */
  group?: object
}

type ChartHostModule = typeof import('./chartHost.ts')

let chartHostModule: Promise<ChartHostModule> | null = null

/**
 * G2 is most of a chart page's JavaScript (about 390 kB compressed, and long to compile). It is loaded on
 * its own, once, when the browser is first idle after the frame that mounted the first chart: the chart
 * views stay small, and compiling G2 does not hold back the frames that bring the page's labels, shapes
 * and gauge readings their first values. The plots fill in after.
 */
function loadChartHost(): Promise<ChartHostModule> {
  if (!chartHostModule) {
    const loading = afterFirstFrames().then(() => import('./chartHost.ts'))
    // A failed download is tried again by the next chart that mounts.
    loading.catch(() => {
      if (chartHostModule === loading) chartHostModule = null
    })
    chartHostModule = loading
  }
  return chartHostModule
}

/** Idle after the next frame, or at most a quarter of a second later (a background tab has no frames). */
function afterFirstFrames(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 250)
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 150 })
      else setTimeout(resolve, 50)
    }
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(idle, 0))
    else idle()
  })
}

/**
 * A G2 chart as a React element. `spec` must keep its identity between renders unless it changed (build
 * it with useMemo, or a builder with useCallback): each new spec is one G2 render, and renders of all
 * charts share a time budget per frame (chartHost), so many live charts never make one long task. `data-rendered` marks the first finished render.
 */
export function G2Chart({
  spec: input,
  theme = 'light',
  width,
  height,
  placeholder,
  live = false,
  group,
}: Props) {
  const element = useRef<HTMLDivElement>(null)
  const ink = useChartInk(element, theme)
  const built = useMemo(() => (typeof input === 'function' ? input(ink) : input), [input, ink])
  // Series the operator switched off in the legend: left out of every render until switched on again.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set())
  const split = useMemo(() => splitLegend(built, hidden, width), [built, hidden, width])
  const spec = split.spec
  // The legend is drawn again only when its entries change, not with every live value.
  const legendKey = split.legend ? JSON.stringify(split.legend) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the legend's content
  const legend = useMemo(() => split.legend, [legendKey])
  const toggle = useCallback((name: string) => {
    setHidden((before) => {
      const after = new Set(before)
      if (!after.delete(name)) after.add(name)
      return after
    })
  }, [])
  const host = useRef<ChartHost | null>(null)
  // Read when G2 arrives: the size and spec of that moment, not of the first render.
  const latest = useRef({ spec, width, height, live, group })
  latest.current = { spec, width, height, live, group }
  const [drawn, setDrawn] = useState(false)

  useEffect(() => {
    const container = element.current
    if (!container) return
    let alive = true
    let chart: ChartHost | null = null
    loadChartHost().then(
      ({ createChartHost }) => {
        if (!alive) return
        const { spec: first, width: w, height: h, live: liveFirst, group: together } = latest.current
        chart = createChartHost(
          container,
          { width: Math.max(1, w), height: Math.max(1, h) },
          () => {
            container.dataset.rendered = 'true'
            setDrawn(true)
          },
          together,
        )
        host.current = chart
        chart.render(first, liveFirst)
      },
      (error: unknown) => {
        if (alive) console.error('The chart library could not be loaded', error)
      },
    )
    return () => {
      alive = false
      chart?.destroy()
      host.current = null
    }
  }, [])

  useEffect(() => {
    host.current?.resize(Math.max(1, width), Math.max(1, height))
  }, [width, height])

  useEffect(() => {
    host.current?.render(spec, latest.current.live)
  }, [spec])

  return (
    <>
      <div ref={element} className="gx-chart__plot" style={{ width, height }} />
      {legend ? <ChartLegend legend={legend} onToggle={toggle} plot={{ width, height }} /> : null}
      {placeholder !== undefined && !drawn ? (
        <div className="gx-chart__placeholder" data-testid="chart-placeholder">
          {placeholder}
        </div>
      ) : null}
    </>
  )
}
