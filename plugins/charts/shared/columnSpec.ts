/** The G2 spec of a column chart: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import { axisStyle } from './axes.ts'
import { seriesNames, type XYDatum } from './chartData.ts'
import { chartLegend } from './chartLegend.ts'
import { type ChartPalette, g2Theme, inkOf, seriesColor } from './theme.ts'
import { chartValueText } from './valueText.ts'

/** What the column spec depends on. */
export interface ColumnSpecOptions {
  data: readonly XYDatum[]
  theme: ChartPalette
  color: string
  layout: 'grouped' | 'stacked'
  showLegend: boolean
  showLabels: boolean
  animate: boolean
  /** Colours per series in order (live series carry their own); '' entries use the palette. */
  colors?: readonly string[]
  /** Bars: categories down the left, values across. */
  horizontal?: boolean
  /** Shown after values in the tooltip. */
  unit?: string
}

/** Columns per category, several series side by side or stacked, rounded tops, value grid lines. */
export function columnChartSpec(options: ColumnSpecOptions): G2Spec {
  const { theme } = options
  const names = seriesNames(options.data)
  const colors = (names.length > 0 ? names : ['']).map((_, index) =>
    seriesColor(index, options.colors?.[index] ?? (index === 0 ? options.color : '')),
  )
  const horizontal = options.horizontal === true
  const unit = options.unit ?? ''
  const stacked = options.layout === 'stacked'
  return {
    type: 'interval',
    theme: g2Theme(theme),
    data: [...options.data],
    margin: 4,
    paddingLeft: horizontal ? 72 : 48,
    paddingRight: 16,
    paddingTop: options.showLegend ? 36 : 16,
    ...(horizontal ? { coordinate: { transform: [{ type: 'transpose' }] } } : {}),
    encode: { x: 'x', y: 'y', color: 'series' },
    transform: [stacked ? { type: 'stackY' } : { type: 'dodgeX', padding: 0.1 }],
    scale: {
      x: { padding: 0.35 },
      y: { nice: true },
      color: { domain: names, range: colors },
    },
    axis: {
      x: { ...axisStyle(theme, { grid: false }), labelAutoHide: true },
      y: { ...axisStyle(theme, { grid: true }), labelAutoHide: true },
    },
    legend: chartLegend(options.showLegend),
    style: { radiusTopLeft: 3, radiusTopRight: 3, maxWidth: 48 },
    tooltip: { items: [{ channel: 'y', valueFormatter: (value: number) => chartValueText(value, unit) }] },
    labels: options.showLabels
      ? [
          {
            text: (row: XYDatum) => chartValueText(row.y, ''),
            position: stacked ? 'inside' : horizontal ? 'right' : 'top',
            dy: stacked || horizontal ? 0 : -2,
            dx: horizontal && !stacked ? 4 : 0,
            fontSize: 10,
            fill: stacked ? '#ffffff' : inkOf(theme).text,
            textBaseline: stacked || horizontal ? 'middle' : 'bottom',
            textAlign: horizontal && !stacked ? 'left' : undefined,
          },
        ]
      : [],
    animate: options.animate ? undefined : false,
  } as G2Spec
}
