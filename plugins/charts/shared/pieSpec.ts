/** The G2 spec of a pie or donut chart: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import type { NameValueDatum } from './chartData.ts'
import { chartLegend } from './chartLegend.ts'
import { type ChartPalette, g2Theme, inkOf, SERIES_COLORS, seriesColor } from './theme.ts'

/** What the pie spec depends on. */
export interface PieSpecOptions {
  data: readonly NameValueDatum[]
  theme: ChartPalette
  donut: boolean
  labels: 'none' | 'percent' | 'value'
  showLegend: boolean
  unit: string
  decimals: number
  animate: boolean
  /** Ring thickness of a donut as the inner radius' share (0.5 by default). */
  innerRadius?: number
  legendPosition?: 'right' | 'bottom'
  /** Colours of the slices in order ('' entries: the palette's). */
  colors?: readonly string[]
}

/** Each slice's share of the total, as the label shows it ('38%'). */
export function percentOf(value: number, total: number, decimals = 0): string {
  if (total <= 0) return ''
  return `${((value / total) * 100).toFixed(decimals)}%`
}

/** Slices around a theta coordinate, labels inside the ring, legend on the right. */
export function pieChartSpec(options: PieSpecOptions): G2Spec {
  const { theme } = options
  const total = options.data.reduce((sum, row) => sum + row.value, 0)
  const text = (row: NameValueDatum) =>
    options.labels === 'percent'
      ? percentOf(row.value, total)
      : `${row.value.toFixed(options.decimals)}${options.unit ? ` ${options.unit}` : ''}`
  return {
    type: 'interval',
    theme: g2Theme(theme),
    data: [...options.data],
    margin: 8,
    coordinate: {
      type: 'theta',
      outerRadius: 0.95,
      innerRadius: options.donut ? (options.innerRadius ?? 0.5) : 0,
    },
    transform: [{ type: 'stackY' }],
    encode: { y: 'value', color: 'name' },
    scale: {
      color: {
        range: options.colors ? options.colors.map((color, i) => seriesColor(i, color)) : [...SERIES_COLORS],
      },
    },
    legend: chartLegend(options.showLegend, options.legendPosition ?? 'right', 'square', false),
    style: { stroke: inkOf(theme).bg, lineWidth: 1.5, inset: 0.5 },
    labels:
      options.labels === 'none'
        ? []
        : [
            {
              // A slice under 6 % has no room for its label; the tooltip and legend still name it.
              text: (row: NameValueDatum) => (total > 0 && row.value / total < 0.06 ? '' : text(row)),
              position: 'inside',
              fontSize: 10,
              fontWeight: 600,
              fill: '#ffffff',
            },
          ],
    tooltip: { items: [(row: NameValueDatum) => ({ name: row.name, value: text(row) })] },
    animate: options.animate ? undefined : false,
  } as G2Spec
}
