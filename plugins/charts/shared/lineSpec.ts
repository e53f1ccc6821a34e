/** The G2 spec of line charts (the line chart, the trend chart): pure, unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import { formatAxisTime } from '../../shared/time.ts'
import { axisStyle } from './axes.ts'
import { seriesNames, type XYDatum } from './chartData.ts'
import { chartLegend } from './chartLegend.ts'
import { type ChartPalette, g2Theme, seriesColor } from './theme.ts'
import { chartValueText } from './valueText.ts'

/** A row of a time axis, epoch milliseconds; y null where the series has a gap. */
export interface TimeDatum {
  x: number
  y: number | null
  series: string
}

/** What the line spec depends on. */
export interface LineSpecOptions {
  /** x holds category labels, or epoch milliseconds when `timeAxis`; a null y breaks the line (a gap). */
  data: readonly (XYDatum | TimeDatum)[]
  timeAxis: boolean
  /** The x range of a time axis (a live window shows its whole span even before it fills); null fits the data. */
  xDomain?: readonly [number, number] | null
  theme: ChartPalette
  /** Colours of the series in order of first appearance; a missing or '' entry uses the palette. */
  colors: readonly string[]
  smooth: boolean
  /**
   * Each value holds until the next sample (a bound property reports changes only): an unsmoothed line
   * is drawn as steps, so a value held on needs no point of its own (see `stepPoints`).
   */
  steps?: boolean
  area: boolean
  showLegend: boolean
  /** Fixed value range, or null for automatic. */
  yRange: { min: number; max: number } | null
  /** Off for live updates: a line that re-animates every second is distracting on a control screen. */
  animate: boolean
  /** Shown after values in the tooltip. */
  unit?: string
  /** Fill opacity of one series' area (the area chart's is stronger than the line chart's soft one). */
  areaOpacity?: number
}

/** A line (optionally over a soft area) per series, value grid lines, time or category x axis. */
export function lineChartSpec(options: LineSpecOptions): G2Spec {
  const { theme, timeAxis, unit = '' } = options
  const span = timeSpan(options)
  // Marks animate on their own unless told not to; a live line that morphs between updates draws
  // transient shapes no sample ever had.
  const childAnimation = options.animate ? undefined : false
  const stepped = options.steps === true && !options.smooth
  const names = seriesNames(options.data)
  const colors = (names.length > 0 ? names : ['']).map((_, index) =>
    seriesColor(index, options.colors[index]),
  )
  return {
    type: 'view',
    theme: g2Theme(theme),
    // A time scale wants Dates; rows carry epoch milliseconds so that they stay plain JSON until here.
    data: timeAxis ? options.data.map((row) => ({ ...row, x: new Date(Number(row.x)) })) : [...options.data],
    margin: 4,
    paddingLeft: 48,
    paddingRight: 16,
    paddingTop: options.showLegend ? 36 : 16,
    encode: { x: 'x', y: 'y', color: 'series' },
    scale: {
      x: timeAxis
        ? {
            type: 'time',
            ...(options.xDomain
              ? { domain: [new Date(options.xDomain[0]), new Date(options.xDomain[1])] }
              : {}),
          }
        : { type: 'point', padding: 0.05 },
      y: options.yRange
        ? { domain: [options.yRange.min, options.yRange.max], nice: false }
        : { nice: true, zero: false },
      color: { domain: names, range: colors },
    },
    axis: {
      x: {
        ...axisStyle(theme, { grid: false }),
        labelAutoHide: true,
        // Upright clock labels, a few of them: rotated timestamps are hard to read across a control room.
        labelAutoRotate: false,
        tickCount: 5,
        labelFormatter: timeAxis ? (time: number | Date) => formatAxisTime(Number(time), span) : undefined,
      },
      y: { ...axisStyle(theme, { grid: true }), labelAutoHide: true },
    },
    legend: chartLegend(options.showLegend, 'top', 'line'),
    // A gap's row has no value to show: the tooltip leaves it out rather than print "null".
    interaction: { tooltip: { shared: true, filter: (item: { value?: unknown }) => item.value != null } },
    animate: options.animate ? undefined : false,
    children: [
      // An unfilled chart has no area mark: an invisible one would double every live update's work.
      ...(options.area
        ? [
            {
              type: 'area',
              // A smoothed area over a time axis bulges at its ends (G2 closes it with the same curve),
              // and over dense live samples the straight area is indistinguishable from the smooth line.
              encode: { shape: options.smooth && !timeAxis ? 'smooth' : stepped ? 'hv' : 'area' },
              // Overlapping areas add up: several series get a lighter fill each.
              style: { fillOpacity: (options.areaOpacity ?? 0.14) / (names.length > 1 ? 2 : 1) },
              tooltip: false,
              animate: childAnimation,
            },
          ]
        : []),
      {
        type: 'line',
        encode: { shape: options.smooth ? 'smooth' : stepped ? 'hv' : 'line' },
        style: { lineWidth: 2 },
        tooltip: { items: [{ channel: 'y', valueFormatter: (value: unknown) => tooltipValue(value, unit) }] },
        animate: childAnimation,
      },
    ],
  } as G2Spec
}

/** A value in the tooltip: numbers rounded with the unit; a gap stays null (the tooltip leaves it out). */
function tooltipValue(value: unknown, unit: string): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? chartValueText(value, unit) : value
}

function timeSpan(options: LineSpecOptions): number {
  if (options.xDomain) return options.xDomain[1] - options.xDomain[0]
  const times = options.data.map((row) => Number(row.x)).filter(Number.isFinite)
  return times.length > 1 ? Math.max(...times) - Math.min(...times) : 0
}
