/** The G2 spec of a radar (spider) chart: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import { seriesNames, type XYDatum } from './chartData.ts'
import { chartLegend } from './chartLegend.ts'
import { type ChartPalette, g2Theme, inkOf, seriesColor } from './theme.ts'
import { chartValueText } from './valueText.ts'

/** What the radar spec depends on. */
export interface RadarSpecOptions {
  /** x: the axis (a measure), y: its value, series: which outline. */
  data: readonly XYDatum[]
  theme: ChartPalette
  colors?: readonly string[]
  /** The outer ring's value; null fits the data. */
  max: number | null
  showLegend: boolean
  area: boolean
  unit: string
  animate: boolean
}

/** One closed outline per series over the axes, a soft fill, points at the values, polar grid. */
export function radarChartSpec(options: RadarSpecOptions): G2Spec {
  const ink = inkOf(options.theme)
  const names = seriesNames(options.data)
  const colors = (names.length > 0 ? names : ['']).map((_, i) => seriesColor(i, options.colors?.[i]))
  const childAnimation = options.animate ? undefined : false
  const axisText = { labelFill: ink.muted, labelOpacity: 1, labelFontSize: 11 }
  return {
    type: 'view',
    theme: g2Theme(options.theme),
    data: [...options.data],
    margin: 4,
    paddingTop: options.showLegend ? 36 : 20,
    paddingBottom: 20,
    coordinate: { type: 'polar', outerRadius: 0.85 },
    encode: { x: 'x', y: 'y', color: 'series' },
    scale: {
      x: { padding: 0.5, align: 0 },
      y: {
        tickCount: 4,
        nice: true,
        ...(options.max !== null ? { domain: [0, options.max] } : { domainMin: 0 }),
      },
      color: { domain: names, range: colors },
    },
    axis: {
      x: {
        ...axisText,
        grid: true,
        gridStroke: ink.grid,
        gridStrokeOpacity: 1,
        gridLineDash: [0, 0],
        line: false,
        tick: false,
      },
      y: {
        ...axisText,
        zIndex: 1,
        title: false,
        grid: true,
        gridStroke: ink.grid,
        gridStrokeOpacity: 1,
        gridLineDash: [0, 0],
        gridConnect: 'line',
        line: false,
        tick: false,
        labelFontSize: 9,
      },
    },
    legend: chartLegend(options.showLegend, 'top', 'line'),
    interaction: { tooltip: { shared: true } },
    animate: options.animate ? undefined : false,
    children: [
      {
        type: 'area',
        style: { fillOpacity: options.area ? 0.18 : 0 },
        tooltip: false,
        animate: childAnimation,
      },
      {
        type: 'line',
        style: { lineWidth: 2 },
        tooltip: {
          items: [{ channel: 'y', valueFormatter: (v: number) => chartValueText(v, options.unit) }],
        },
        animate: childAnimation,
      },
      { type: 'point', style: { r: 2.5, lineWidth: 0 }, tooltip: false, animate: childAnimation },
    ],
  } as G2Spec
}
