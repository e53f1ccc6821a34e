import { type ReactNode, useState } from 'react'
import type { LiveStatus } from '../../shared/viewContract.ts'
import { WIDGET_HEADER_HEIGHT, WidgetFrame } from '../../shared/WidgetFrame.tsx'
import { type ChartSpecInput, G2Chart } from './G2Chart.tsx'
import type { ChartTheme } from './theme.ts'
import './chart.css'

interface Props {
  width: number
  height: number
  theme: ChartTheme
  title: string
  meta?: ReactNode
  quality?: LiveStatus
  /** Memoise it on everything it reads: each new spec is one G2 render. A builder gets the page's inks. */
  spec: ChartSpecInput
  /** Shown over the plot instead of an empty chart (no data, a refused query). */
  notice?: ReactNode
  /** Shown in the plot until G2 has drawn it (see G2Chart). */
  placeholder?: ReactNode
  /** Drawn over the plot at all times (a donut's centre figure), not catching the pointer. */
  overlay?: ReactNode
  /** Runtime: live updates coalesced and without animation (see G2Chart). */
  live?: boolean
  /**
   * A second plot under the first (a control chart's range chart) taking `share` of the height. It is a
   * G2 chart of its own, so a live update of the two is two renders, each a task of its own, drawn
   * one after the other (renderQueue's groups).
   */
  below?: { spec: ChartSpecInput; share: number }
}

/** What a chart shows for bound rows that have not arrived: none (an empty chart in its frame). */
export const CHART_WAITING = { data: [] } as const

/** The frame of every chart: header, theme, quality tag, and a G2 plot filling the rest. */
export function ChartWidget({
  width,
  height,
  theme,
  title,
  meta,
  quality,
  spec,
  notice,
  placeholder,
  overlay,
  live,
  below,
}: Props) {
  const plot = chartPlotSize(width, height, title !== '' || Boolean(meta))
  const [group] = useState(() => ({}))
  const belowHeight = below ? Math.max(1, Math.round(plot.height * below.share)) : 0
  const topHeight = Math.max(1, plot.height - belowHeight)
  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={theme}
      title={title}
      meta={meta}
      quality={quality}
      className="gx-chart"
    >
      <G2Chart
        spec={spec}
        theme={theme}
        width={plot.width}
        height={topHeight}
        placeholder={placeholder}
        live={live}
        group={below ? group : undefined}
      />
      {below ? (
        // G2 makes its container position: relative, so the lower plot is placed by a box of its own.
        <div className="gx-chart__below" style={{ top: topHeight }}>
          <G2Chart
            spec={below.spec}
            theme={theme}
            width={plot.width}
            height={belowHeight}
            live={live}
            group={group}
          />
        </div>
      ) : null}
      {overlay ? <div className="gx-chart__overlay">{overlay}</div> : null}
      {notice ? <div className="gx-widget__notice">{notice}</div> : null}
    </WidgetFrame>
  )
}

/** The plot area inside the frame's 1 px border and optional header. */
export function chartPlotSize(
  width: number,
  height: number,
  header: boolean,
): { width: number; height: number } {
  return {
    width: Math.max(1, Math.floor(width - 2)),
    height: Math.max(1, Math.floor(height - 2 - (header ? WIDGET_HEADER_HEIGHT : 0))),
  }
}
