/** The G2 spec of a control chart: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import { axisStyle } from '../shared/axes.ts'
import { ALERT_COLOR, type ChartPalette, g2Theme, inkOf, seriesColor } from '../shared/theme.ts'
import { chartValueText } from '../shared/valueText.ts'
import type { SpcResult, SpcSeries } from './spcStats.ts'

/** What the control chart spec depends on. */
export interface SpcSpecOptions {
  result: SpcResult
  theme: ChartPalette
  color: string
  /** Show the R or MR chart under the main one. */
  dispersion: boolean
  unit: string
  /** Words of the tooltip and limit labels, in the user's language. */
  words: { centre: string; rules: string; point: string }
  animate: boolean
}

/** One row per plotted point, as the marks read it. */
interface Row {
  n: number
  value: number
  center: number
  ucl: number
  lcl: number
  out: boolean
  rules: string
}

function rowsOf(series: SpcSeries): Row[] {
  return series.points.map((p) => ({
    n: p.index + 1,
    value: p.value,
    center: p.center,
    ucl: p.ucl,
    lcl: p.lcl,
    out: p.rules.length > 0,
    rules: p.rules.join(', '),
  }))
}

function chartView(series: SpcSeries, options: SpcSpecOptions, main: boolean) {
  const ink = inkOf(options.theme)
  const rows = rowsOf(series)
  const unit = main && series.statistic !== 'p' ? options.unit : ''
  const fmt = (v: number) => (series.statistic === 'p' ? `${(v * 100).toFixed(1)}%` : chartValueText(v, unit))
  const last = rows.length - 1
  const color = seriesColor(0, options.color)
  const limitLine = (channel: 'ucl' | 'lcl' | 'center', name: string) => ({
    type: 'line',
    encode: { x: 'n', y: channel, shape: 'hvh' },
    style: {
      stroke: channel === 'center' ? ink.muted : ALERT_COLOR,
      lineWidth: 1.2,
      lineDash: channel === 'center' ? [0, 0] : [5, 3],
    },
    // The small range chart below labels its UCL only: three labels would overlap there.
    labels: [
      {
        // One label, at the line's end: without the selector G2 makes a (blank) text shape for every
        // point of all three lines on every live update, most of an SPC render's time.
        selector: 'last',
        text: (d: Row, i: number) =>
          i === last && (main || channel === 'ucl') ? `${name} ${fmt(d[channel])}` : '',
        position: 'right',
        dx: 4,
        fontSize: 10,
        fill: channel === 'center' ? ink.muted : ALERT_COLOR,
        textAlign: 'left',
        textBaseline: 'middle',
      },
    ],
    tooltip: false,
  })
  const childAnimation = options.animate ? undefined : false
  return {
    type: 'view',
    data: rows,
    paddingLeft: 52,
    paddingRight: 84,
    paddingTop: 12,
    paddingBottom: 24,
    scale: {
      x: { type: 'linear', nice: false, domain: [1, Math.max(2, rows.length)] },
      y: { nice: true, zero: false },
    },
    axis: {
      x: {
        ...axisStyle(options.theme, { grid: false }),
        labelAutoHide: true,
        tickCount: 8,
        // Points are numbered: a short series would otherwise repeat each number under fractional ticks.
        tickFilter: (n: number) => Number.isInteger(n),
        labelFormatter: 'd',
      },
      y: { ...axisStyle(options.theme, { grid: true, title: series.statistic }), labelFormatter: fmt },
    },
    children: [
      limitLine('ucl', 'UCL'),
      limitLine('lcl', 'LCL'),
      limitLine('center', options.words.centre),
      {
        type: 'line',
        encode: { x: 'n', y: 'value' },
        style: { stroke: color, lineWidth: 1.5 },
        tooltip: false,
        animate: childAnimation,
      },
      {
        type: 'point',
        encode: { x: 'n', y: 'value', shape: 'point' },
        style: {
          fill: (d: Row) => (d.out ? ALERT_COLOR : color),
          stroke: (d: Row) => (d.out ? ALERT_COLOR : ink.bg),
          r: (d: Row) => (d.out ? 4.5 : 2.5),
          lineWidth: 1,
        },
        tooltip: {
          title: (d: Row) => `${options.words.point} ${d.n}`,
          items: [
            (d: Row) => ({ name: series.statistic, value: fmt(d.value) }),
            (d: Row) => ({ name: 'UCL / LCL', value: `${fmt(d.ucl)} / ${fmt(d.lcl)}` }),
            (d: Row) => ({ name: options.words.rules, value: d.rules || '—' }),
          ],
        },
        animate: childAnimation,
      },
    ],
  }
}

/**
 * A control chart: the statistic per point with its centre line, UCL and LCL (step lines, since a p
 * chart's limits vary with the sample size), points breaking a selected Western Electric rule in red,
 * and the R or MR chart below when there is one and it is asked for.
 */
export function spcChartSpec(options: SpcSpecOptions): G2Spec {
  const { result } = options
  const main = chartView(result.main, options, true)
  const theme = g2Theme(options.theme)
  if (!options.dispersion || !result.dispersion) {
    return { ...main, theme, margin: 4, animate: options.animate ? undefined : false } as G2Spec
  }
  return {
    type: 'spaceFlex',
    theme,
    direction: 'col',
    ratio: [3, 2],
    margin: 4,
    animate: options.animate ? undefined : false,
    children: [main, chartView(result.dispersion, options, false)],
  } as G2Spec
}
