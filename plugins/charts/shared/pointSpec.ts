/** The G2 spec of scatter and bubble charts: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import { axisStyle } from './axes.ts'
import { seriesNames } from './chartData.ts'
import { chartLegend } from './chartLegend.ts'
import type { PairDatum } from './seriesData.ts'
import { type ChartPalette, g2Theme, seriesColor } from './theme.ts'
import { chartValueText } from './valueText.ts'

/** Rows `{x, y, size?, series?}` with numeric x and y; others are dropped. */
export function readPointData(value: unknown, defaultSeries: string): PairDatum[] {
  if (!Array.isArray(value)) return []
  const rows: PairDatum[] = []
  for (const row of value) {
    if (typeof row !== 'object' || row === null) continue
    const r = row as Record<string, unknown>
    const x = Number(r.x)
    const y = Number(r.y)
    if (
      r.x === null ||
      r.y === null ||
      r.x === '' ||
      r.y === '' ||
      !Number.isFinite(x) ||
      !Number.isFinite(y)
    )
      continue
    const size = Number(r.size)
    const series = typeof r.series === 'string' && r.series.trim() !== '' ? r.series : defaultSeries
    rows.push({ x, y, size: Number.isFinite(size) && size > 0 ? size : 1, series })
  }
  return rows
}

/** What the point spec depends on. */
export interface PointSpecOptions {
  data: readonly PairDatum[]
  theme: ChartPalette
  colors: readonly string[]
  /** Bubbles: point area from `size`. */
  bubbles: boolean
  xTitle: string
  yTitle: string
  unit: string
  showLegend: boolean
  animate: boolean
}

/** Points (or bubbles) on two value axes, coloured by series, the newest drawn on top. */
export function pointChartSpec(options: PointSpecOptions): G2Spec {
  const { theme } = options
  const names = seriesNames(options.data)
  const colors = (names.length > 0 ? names : ['']).map((_, i) => seriesColor(i, options.colors[i]))
  const fmt = (v: number) => chartValueText(v, '')
  return {
    type: 'point',
    theme: g2Theme(theme),
    data: [...options.data],
    margin: 4,
    paddingLeft: 52,
    // Room for the largest bubble at the right edge.
    paddingRight: options.bubbles ? 28 : 16,
    paddingBottom: options.xTitle ? 40 : 28,
    paddingTop: options.showLegend ? 36 : options.bubbles ? 24 : 16,
    encode: {
      x: 'x',
      y: 'y',
      color: 'series',
      shape: 'point',
      ...(options.bubbles ? { size: 'size' } : {}),
    },
    scale: {
      x: { nice: true, zero: false },
      y: { nice: true, zero: false },
      color: { domain: names, range: colors },
      ...(options.bubbles ? { size: { type: 'sqrt', range: [4, 22] } } : {}),
    },
    axis: {
      x: { ...axisStyle(theme, { grid: true, title: options.xTitle }), labelAutoHide: true },
      y: { ...axisStyle(theme, { grid: true, title: options.yTitle }), labelAutoHide: true },
    },
    legend: chartLegend(options.showLegend, 'top', 'circle'),
    style: { fillOpacity: options.bubbles ? 0.55 : 0.75, lineWidth: 1, r: options.bubbles ? undefined : 3.5 },
    tooltip: {
      items: [
        { channel: 'x', name: options.xTitle || 'x', valueFormatter: fmt },
        {
          channel: 'y',
          name: options.yTitle || 'y',
          valueFormatter: (v: number) => chartValueText(v, options.unit),
        },
        ...(options.bubbles ? [{ channel: 'size', name: '⌀', valueFormatter: fmt }] : []),
      ],
    },
    animate: options.animate ? undefined : false,
  } as G2Spec
}
