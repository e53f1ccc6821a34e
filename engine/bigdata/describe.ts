import { max, mean, median, min, sampleStandardDeviation } from 'simple-statistics'

/** Descriptive statistics of one column (its non-null values). */
export interface ColumnSummary {
  column: string
  count: number
  /** Null when the column has no value; `std` needs two. */
  mean: number | null
  std: number | null
  min: number | null
  q1: number | null
  median: number | null
  q3: number | null
  max: number | null
}

/** The values of a column that are numbers (gaps in a sample are null). */
export const presentValues = (values: readonly (number | null)[]): number[] =>
  values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))

/** Count, mean, sample standard deviation, min, quartiles (linear interpolation) and max of a column. */
export function describeColumn(column: string, values: readonly (number | null)[]): ColumnSummary {
  const xs = presentValues(values)
  if (xs.length === 0)
    return { column, count: 0, mean: null, std: null, min: null, q1: null, median: null, q3: null, max: null }
  const sorted = [...xs].sort((a, b) => a - b)
  return {
    column,
    count: xs.length,
    mean: mean(xs),
    std: xs.length > 1 ? sampleStandardDeviation(xs) : null,
    min: min(xs),
    q1: quartile(sorted, 0.25),
    median: median(xs),
    q3: quartile(sorted, 0.75),
    max: max(xs),
  }
}

/**
 * Quantile with linear interpolation between order statistics (R type 7, NumPy's default, what analysts
 * compare with); simple-statistics' `quantile` picks an order statistic instead.
 */
function quartile(sorted: number[], p: number): number {
  if (sorted.length === 1) return sorted[0] as number
  const h = (sorted.length - 1) * p
  const lo = Math.floor(h)
  const below = sorted[lo] as number
  const above = sorted[Math.min(lo + 1, sorted.length - 1)] as number
  return below + (h - lo) * (above - below)
}
