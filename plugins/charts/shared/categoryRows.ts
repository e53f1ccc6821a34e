/** Category rows of a chart from its bound series' figures (pure: unit-tested). */
import type { NameValueDatum, XYDatum } from './chartData.ts'
import type { SeriesValue } from './seriesData.ts'

/** One column (or bar) per bound series, named by it; a series without a value (a gap) has none. */
export function seriesXYRows(values: readonly SeriesValue[]): XYDatum[] {
  return values.flatMap((v) => (v.value === null ? [] : [{ x: v.name, y: v.value, series: v.name }]))
}

/** One slice (pie, funnel stage) per bound series; negative values and gaps are left out. */
export function seriesNameValueRows(values: readonly SeriesValue[]): NameValueDatum[] {
  return values.flatMap((v) => (v.value === null || v.value < 0 ? [] : [{ name: v.name, value: v.value }]))
}
