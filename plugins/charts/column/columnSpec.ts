/** The G2 spec of a column chart: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import { axisStyle, legendStyle } from '../shared/axes.ts'
import { seriesNames, type XYDatum } from '../shared/chartData.ts'
import { CHART_INK, type ChartTheme, g2Theme, seriesColor } from '../shared/theme.ts'

/** What the column spec depends on. */
export interface ColumnSpecOptions {
  data: readonly XYDatum[]
  theme: ChartTheme
  color: string
  layout: 'grouped' | 'stacked'
  showLegend: boolean
  showLabels: boolean
  animate: boolean
}

/** Columns per category, several series side by side or stacked, rounded tops, value grid lines. */
export function columnChartSpec(options: ColumnSpecOptions): G2Spec {
  const { theme } = options
  const names = seriesNames(options.data)
  const colors = (names.length > 0 ? names : ['']).map((_, index) =>
    seriesColor(index, index === 0 ? options.color : ''),
  )
  const stacked = options.layout === 'stacked'
  return {
    type: 'interval',
    theme: g2Theme(theme),
    data: [...options.data],
    margin: 4,
    paddingLeft: 48,
    paddingRight: 16,
    paddingTop: options.showLegend ? 36 : 16,
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
    legend: legendStyle(theme, options.showLegend),
    style: { radiusTopLeft: 3, radiusTopRight: 3, maxWidth: 48 },
    labels: options.showLabels
      ? [
          {
            text: 'y',
            position: stacked ? 'inside' : 'top',
            dy: stacked ? 0 : -2,
            fontSize: 10,
            fill: stacked ? '#ffffff' : CHART_INK[theme].text,
            textBaseline: stacked ? 'middle' : 'bottom',
          },
        ]
      : [],
    animate: options.animate ? undefined : false,
  } as G2Spec
}
