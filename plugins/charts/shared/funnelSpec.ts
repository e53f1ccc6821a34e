/** The G2 spec of a funnel chart: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import type { NameValueDatum } from './chartData.ts'
import { chartLegend } from './chartLegend.ts'
import { percentOf } from './pieSpec.ts'
import { type ChartPalette, g2Theme, seriesColor } from './theme.ts'
import { chartValueText } from './valueText.ts'

/** What the funnel spec depends on. */
export interface FunnelSpecOptions {
  data: readonly NameValueDatum[]
  theme: ChartPalette
  /** Widest stage on top (sorted by value), or in the given order. */
  sort: boolean
  showLegend: boolean
  /** Stage labels: value, or percent of the first (widest) stage. */
  labels: 'none' | 'value' | 'percent'
  unit: string
  colors?: readonly string[]
  animate: boolean
}

/** Stages of a process as a symmetric funnel, widest first; a label in each stage. */
export function funnelChartSpec(options: FunnelSpecOptions): G2Spec {
  const rows = options.sort ? [...options.data].sort((a, b) => b.value - a.value) : [...options.data]
  const first = rows[0]?.value ?? 0
  const text = (row: NameValueDatum) =>
    options.labels === 'percent' ? percentOf(row.value, first) : chartValueText(row.value, options.unit)
  return {
    type: 'interval',
    theme: g2Theme(options.theme),
    data: rows,
    margin: 8,
    paddingTop: options.showLegend ? 32 : 8,
    coordinate: { transform: [{ type: 'transpose' }] },
    transform: [{ type: 'symmetryY' }],
    encode: { x: 'name', y: 'value', color: 'name', shape: 'funnel' },
    scale: {
      x: { padding: 0 },
      color: {
        domain: rows.map((row) => row.name),
        range: rows.map((_, i) => seriesColor(i, options.colors?.[i])),
      },
    },
    axis: false,
    legend: chartLegend(options.showLegend, 'top', 'square', false),
    labels:
      options.labels === 'none'
        ? []
        : [
            {
              text: (row: NameValueDatum) => `${row.name} ${text(row)}`,
              position: 'inside',
              fontSize: 11,
              fontWeight: 600,
              fill: '#ffffff',
            },
          ],
    tooltip: { items: [(row: NameValueDatum) => ({ name: row.name, value: text(row) })] },
    animate: options.animate ? undefined : false,
  } as G2Spec
}
