/** The G2 spec of a gauge: pure, so it is unit-tested without G2 or a canvas. */
import type { G2Spec } from '@antv/g2'
import { formatNumber } from '../../shared/transforms.ts'
import { type ChartPalette, g2Theme, inkOf } from './theme.ts'

/** A colour band of the dial, from the previous band's end up to `to`. */
export interface GaugeBand {
  to: number
  color: string
}

/** What G2's gauge mark takes: target and thresholds measured from the dial's minimum. */
export interface GaugeData {
  target: number
  total: number
  thresholds: number[]
  colors: string[]
}

/**
 * The dial of `min`..`max` with the value clamped onto it. Bands are sorted, clipped to the range, and the
 * rest of the dial after the last band is drawn in the track colour.
 */
export function gaugeData(
  value: number | null,
  min: number,
  max: number,
  bands: readonly GaugeBand[],
  track: string,
): GaugeData {
  const low = Number.isFinite(min) ? min : 0
  const high = Number.isFinite(max) && max > low ? max : low + 1
  const total = high - low
  const clamp = (n: number) => Math.min(total, Math.max(0, n - low))
  const sorted = [...bands]
    .filter((band) => Number.isFinite(band.to) && band.to > low)
    .sort((a, b) => a.to - b.to)
  const thresholds: number[] = []
  const colors: string[] = []
  for (const band of sorted) {
    const end = clamp(band.to)
    if (thresholds.length > 0 && end <= (thresholds[thresholds.length - 1] ?? 0)) continue
    thresholds.push(end)
    colors.push(band.color || track)
    if (end >= total) break
  }
  if ((thresholds[thresholds.length - 1] ?? 0) < total) {
    thresholds.push(total)
    colors.push(track)
  }
  return { target: value === null ? 0 : clamp(value), total, thresholds, colors }
}

/** What the gauge spec depends on. */
export interface GaugeSpecOptions {
  value: number | null
  min: number
  max: number
  bands: readonly GaugeBand[]
  unit: string
  decimals: number
  theme: ChartPalette
  /** Plot height, to size the value text. */
  height: number
  animate: boolean
  /** Shown instead of a number when there is none (unbound, refused, not arrived): 'No value'. */
  noValueText: string
  /** 'dial': a 240° gauge; 'half': a 180° dashboard arc, thicker, the value under its centre. */
  arc?: 'dial' | 'half'
}

/**
 * A 240° dial with coloured bands, a pointer and the formatted value under the pivot. Without a value the
 * dial has no pointer and says so, muted: a pointer parked at the minimum would read as a real value.
 */
export function gaugeChartSpec(options: GaugeSpecOptions): G2Spec {
  const ink = inkOf(options.theme)
  const data = gaugeData(options.value, options.min, options.max, options.bands, ink.track)
  const missing = options.value === null
  const text = missing ? options.noValueText : formatNumber(options.value, options.decimals, options.unit)
  const pointer = missing ? 'transparent' : ink.text
  const half = options.arc === 'half'
  return {
    type: 'gauge',
    theme: g2Theme(options.theme),
    // Just enough room around the dial for its tick labels; the dial fills the rest.
    margin: 0,
    padding: 22,
    paddingTop: 14,
    // A 240° dial leaves its lower quarter empty: let it extend there, where the value text goes.
    paddingBottom: half ? -Math.round(options.height * 0.35) : -Math.round(options.height * 0.1),
    data: { value: { target: data.target, total: data.total, name: 'value', thresholds: data.thresholds } },
    coordinate: half
      ? { innerRadius: 0.72, outerRadius: 1, startAngle: -Math.PI, endAngle: 0 }
      : { innerRadius: 0.86, outerRadius: 1 },
    scale: { color: { range: data.colors } },
    axis: {
      y: {
        labelFormatter: (d: number) => formatNumber(d + options.min, 0, ''),
        labelFill: ink.muted,
        labelFontSize: 10,
        labelOpacity: 1,
        labelAlign: 'horizontal',
        tickStroke: ink.axis,
        tickOpacity: 1,
        tickCount: 5,
        lineStroke: 'transparent',
        grid: false,
      },
    },
    legend: false,
    style: {
      // The dashboard's reading is DOM text under the arc (GaugeChart): G2 would clip it there.
      textContent: () => (half ? '' : text),
      textFontSize: Math.max(14, Math.min(missing ? 18 : 30, Math.round(options.height / 9))),
      textFontWeight: missing ? 400 : 600,
      textFill: missing ? ink.muted : ink.text,
      textY: half ? '92%' : '77%',
      pointerStroke: pointer,
      pointerLineWidth: 3,
      pinStroke: pointer,
      pinFill: missing ? 'transparent' : ink.bg,
      pinR: 6,
      pinLineWidth: 2,
    },
    animate: options.animate ? undefined : false,
  } as G2Spec
}
