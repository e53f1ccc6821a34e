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
export interface Row {
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

/**
 * Most points a chart marks one by one. Beyond it a marker per point is a few pixels wide and they run
 * together on a widget's width, while each costs its own shape on every live update (a 150-point pair of
 * charts: half an update's time). Then only points out of control are marked; the line shows the rest.
 */
export const MARK_EVERY_POINT_UP_TO = 50

/**
 * The rows a limit line needs: where its value changes (the end of a level and the start of the next,
 * so the step falls between them as with every row) and both ends. A computed limit is one level: two
 * rows instead of one per point.
 */
export function limitRows(rows: readonly Row[], channel: 'ucl' | 'lcl' | 'center'): Row[] {
  return rows.filter(
    (row, i) =>
      i === 0 ||
      i === rows.length - 1 ||
      row[channel] !== rows[i - 1]?.[channel] ||
      row[channel] !== rows[i + 1]?.[channel],
  )
}

function chartView(series: SpcSeries, options: SpcSpecOptions, main: boolean) {
  const ink = inkOf(options.theme)
  const rows = rowsOf(series)
  const unit = main && series.statistic !== 'p' ? options.unit : ''
  const fmt = (v: number) => (series.statistic === 'p' ? `${(v * 100).toFixed(1)}%` : chartValueText(v, unit))
  const color = seriesColor(0, options.color)
  const limitLine = (channel: 'ucl' | 'lcl' | 'center', name: string) => ({
    type: 'line',
    data: limitRows(rows, channel),
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
        // point of all three lines on every live update.
        selector: 'last',
        text: (d: Row) => (main || channel === 'ucl' ? `${name} ${fmt(d[channel])}` : ''),
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
        // The line carries the tooltip, so every point has one, marked or not.
        tooltip: {
          title: (d: Row) => `${options.words.point} ${d.n}`,
          items: [
            (d: Row) => ({ name: series.statistic, value: fmt(d.value), color }),
            (d: Row) => ({ name: 'UCL / LCL', value: `${fmt(d.ucl)} / ${fmt(d.lcl)}`, color: ALERT_COLOR }),
            (d: Row) => ({
              name: options.words.rules,
              value: d.rules || '—',
              color: d.out ? ALERT_COLOR : color,
            }),
          ],
        },
        animate: childAnimation,
      },
      {
        type: 'point',
        data: rows.length <= MARK_EVERY_POINT_UP_TO ? rows : rows.filter((row) => row.out),
        encode: { x: 'n', y: 'value', shape: 'point' },
        style: {
          fill: (d: Row) => (d.out ? ALERT_COLOR : color),
          stroke: (d: Row) => (d.out ? ALERT_COLOR : ink.bg),
          r: (d: Row) => (d.out ? 4.5 : 2.5),
          lineWidth: 1,
        },
        tooltip: false,
        animate: childAnimation,
      },
    ],
  }
}

/** The share of the plot's height the main chart takes when the R or MR chart is drawn under it. */
export const MAIN_SHARE = 3 / 5

/**
 * A control chart: the statistic per point with its centre line, UCL and LCL (step lines, since a p
 * chart's limits vary with the sample size), points breaking a selected Western Electric rule in red.
 * The R or MR chart under it (`spcDispersionSpec`) is a G2 chart of its own: a live update of the pair
 * is then two renders, each a task of its own (one G2 render of both views was the longest task of a
 * page of live charts).
 */
export function spcMainSpec(options: SpcSpecOptions): G2Spec {
  const below = options.dispersion && options.result.dispersion !== null
  return {
    ...chartView(options.result.main, options, true),
    theme: g2Theme(options.theme),
    margin: 4,
    ...(below ? { marginBottom: 0 } : {}),
    animate: options.animate ? undefined : false,
  } as G2Spec
}

/** The R or MR chart drawn under the main one, or null when there is none or it is not asked for. */
export function spcDispersionSpec(options: SpcSpecOptions): G2Spec | null {
  const series = options.dispersion ? options.result.dispersion : null
  if (!series) return null
  return {
    ...chartView(series, options, false),
    theme: g2Theme(options.theme),
    margin: 4,
    marginTop: 0,
    animate: options.animate ? undefined : false,
  } as G2Spec
}
