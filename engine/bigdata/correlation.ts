import { sampleCorrelation } from 'simple-statistics'

/** Pearson correlation of every pair of columns, over the rows where both have a value. */
export interface CorrelationMatrix {
  columns: string[]
  /** `values[i][j]`: null when fewer than 3 paired rows or a column is constant there. */
  values: (number | null)[][]
}

/** Pairs the rows where both columns hold a number. */
export function pairedValues(
  a: readonly (number | null)[],
  b: readonly (number | null)[],
): [number[], number[]] {
  const xs: number[] = []
  const ys: number[] = []
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]
    const y = b[i]
    if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) {
      xs.push(x)
      ys.push(y)
    }
  }
  return [xs, ys]
}

/** Pearson correlation of two columns (pairwise complete rows), or null when it is not defined. */
export function correlation(a: readonly (number | null)[], b: readonly (number | null)[]): number | null {
  const [xs, ys] = pairedValues(a, b)
  if (xs.length < 3) return null
  const r = sampleCorrelation(xs, ys)
  return Number.isFinite(r) ? r : null
}

/** The correlation matrix of the named columns. */
export function correlationMatrix(columns: Record<string, readonly (number | null)[]>): CorrelationMatrix {
  const names = Object.keys(columns)
  const values = names.map((a) =>
    names.map((b) => (a === b ? 1 : correlation(columns[a] ?? [], columns[b] ?? []))),
  )
  return { columns: names, values }
}
