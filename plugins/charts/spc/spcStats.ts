/**
 * Statistical process control, pure: Shewhart X̄–R, individuals and moving range (I-MR) and p charts,
 * with limits computed from the data (or fixed by the designer) and the Western Electric rules 1–4.
 * Formulas and constants as in the NIST/SEMATECH e-Handbook of Statistical Methods, §6.3.2 and §6.3.3.
 */

/** Control chart constants per subgroup size n (A2, D3, D4, d2), n = 2…10. */
const CONSTANTS: Record<number, { a2: number; d3: number; d4: number; d2: number }> = {
  2: { a2: 1.88, d3: 0, d4: 3.267, d2: 1.128 },
  3: { a2: 1.023, d3: 0, d4: 2.574, d2: 1.693 },
  4: { a2: 0.729, d3: 0, d4: 2.282, d2: 2.059 },
  5: { a2: 0.577, d3: 0, d4: 2.114, d2: 2.326 },
  6: { a2: 0.483, d3: 0, d4: 2.004, d2: 2.534 },
  7: { a2: 0.419, d3: 0.076, d4: 1.924, d2: 2.704 },
  8: { a2: 0.373, d3: 0.136, d4: 1.864, d2: 2.847 },
  9: { a2: 0.337, d3: 0.184, d4: 1.816, d2: 2.97 },
  10: { a2: 0.308, d3: 0.223, d4: 1.777, d2: 3.078 },
}

/** Subgroup sizes the X̄–R chart supports. */
export const MIN_SUBGROUP = 2
export const MAX_SUBGROUP = 10

/** The Western Electric rules, by number. */
export type WeRule = 1 | 2 | 3 | 4

/** Centre line and control limits; `sigma` is one standard deviation of the plotted statistic. */
export interface Limits {
  center: number
  ucl: number
  lcl: number
  sigma: number
}

/** One plotted point with the limits in force at it and the rules it breaks (empty: in control). */
export interface SpcPoint {
  index: number
  value: number
  center: number
  ucl: number
  lcl: number
  rules: WeRule[]
}

/** One chart of a control chart pair. */
export interface SpcSeries {
  /** 'x̄', 'I', 'p' for the main chart; 'R', 'MR' for the dispersion chart. */
  statistic: string
  /** The chart-wide limits (for a p chart with varying sample sizes, those of the average size). */
  limits: Limits
  points: SpcPoint[]
}

/** A control chart: the main chart and, for X̄–R and I-MR, its dispersion chart. */
export interface SpcResult {
  main: SpcSeries
  dispersion: SpcSeries | null
}

/** Limits the designer fixed instead of computing them from the data. */
export interface FixedLimits {
  center: number
  ucl: number
  lcl: number
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length

function fixedOrComputed(computed: Limits, fixed: FixedLimits | null | undefined): Limits {
  if (!fixed || !(fixed.ucl > fixed.lcl)) return computed
  // Symmetric 3-sigma limits are assumed: the zones of the rules are sixths of the band.
  return { ...fixed, sigma: (fixed.ucl - fixed.lcl) / 6 }
}

function plot(
  statistic: string,
  values: readonly number[],
  limits: Limits,
  rules: readonly WeRule[],
): SpcSeries {
  const marks = westernElectric(values, limits.center, limits.sigma, rules)
  return {
    statistic,
    limits,
    points: values.map((value, index) => ({
      index,
      value,
      center: limits.center,
      ucl: limits.ucl,
      lcl: limits.lcl,
      rules: marks[index] ?? [],
    })),
  }
}

/**
 * X̄–R chart of subgroups of equal size n (2…10; incomplete subgroups are left out): X̄ limits
 * x̿ ± A2·R̄, R limits D3·R̄ … D4·R̄. Null with fewer than two subgroups.
 */
export function xbarRChart(
  subgroups: readonly (readonly number[])[],
  rules: readonly WeRule[] = [1, 2, 3, 4],
  fixed?: FixedLimits | null,
): SpcResult | null {
  const n = subgroups[0]?.length ?? 0
  const c = CONSTANTS[n]
  if (!c) return null
  const groups = subgroups.filter((group) => group.length === n)
  if (groups.length < 2) return null
  const means = groups.map(mean)
  const ranges = groups.map((group) => Math.max(...group) - Math.min(...group))
  const xbarbar = mean(means)
  const rbar = mean(ranges)
  const xLimits = fixedOrComputed(
    { center: xbarbar, ucl: xbarbar + c.a2 * rbar, lcl: xbarbar - c.a2 * rbar, sigma: (c.a2 * rbar) / 3 },
    fixed,
  )
  const rLimits: Limits = {
    center: rbar,
    ucl: c.d4 * rbar,
    lcl: c.d3 * rbar,
    sigma: ((c.d4 - 1) * rbar) / 3,
  }
  return { main: plot('x̄', means, xLimits, rules), dispersion: plot('R', ranges, rLimits, [1]) }
}

/**
 * Individuals and moving range chart: I limits x̄ ± 3·MR̄/d2 (d2 = 1.128 for ranges of two), MR limits
 * 0 … D4·MR̄ (D4 = 3.267). Null with fewer than two values.
 */
export function individualsChart(
  values: readonly number[],
  rules: readonly WeRule[] = [1, 2, 3, 4],
  fixed?: FixedLimits | null,
): SpcResult | null {
  if (values.length < 2) return null
  const c = CONSTANTS[2] as { d2: number; d4: number }
  const ranges = values.slice(1).map((value, i) => Math.abs(value - (values[i] ?? value)))
  const xbar = mean(values)
  const mrbar = mean(ranges)
  const sigma = mrbar / c.d2
  const iLimits = fixedOrComputed(
    { center: xbar, ucl: xbar + 3 * sigma, lcl: xbar - 3 * sigma, sigma },
    fixed,
  )
  const mrLimits: Limits = { center: mrbar, ucl: c.d4 * mrbar, lcl: 0, sigma: ((c.d4 - 1) * mrbar) / 3 }
  return { main: plot('I', values, iLimits, rules), dispersion: plot('MR', ranges, mrLimits, [1]) }
}

/** One sample of a p chart: `count` nonconforming items of `size` inspected. */
export interface CountSample {
  count: number
  size: number
}

/**
 * p chart of the fraction nonconforming: p̄ = Σcount / Σsize, limits p̄ ± 3·√(p̄(1−p̄)/nᵢ) per sample
 * (the LCL not below 0, the UCL not above 1). Samples with a size ≤ 0 or count outside 0…size are left out.
 */
export function pChart(
  samples: readonly CountSample[],
  rules: readonly WeRule[] = [1, 2, 3, 4],
  fixed?: FixedLimits | null,
): SpcResult | null {
  const valid = samples.filter((s) => s.size > 0 && s.count >= 0 && s.count <= s.size)
  if (valid.length < 2) return null
  const pbar = valid.reduce((sum, s) => sum + s.count, 0) / valid.reduce((sum, s) => sum + s.size, 0)
  const limitsAt = (size: number): Limits => {
    const sigma = Math.sqrt((pbar * (1 - pbar)) / size)
    return { center: pbar, ucl: Math.min(1, pbar + 3 * sigma), lcl: Math.max(0, pbar - 3 * sigma), sigma }
  }
  const overall = fixedOrComputed(limitsAt(mean(valid.map((s) => s.size))), fixed)
  const fractions = valid.map((s) => s.count / s.size)
  if (fixed && fixed.ucl > fixed.lcl) return { main: plot('p', fractions, overall, rules), dispersion: null }
  // Sizes vary: each point has its own limits, and the rules read standardised values (z = (p − p̄)/σᵢ).
  const z = valid.map((s, i) => ((fractions[i] ?? 0) - pbar) / limitsAt(s.size).sigma)
  const marks = westernElectric(z, 0, 1, rules)
  const points = valid.map((s, i) => {
    const at = limitsAt(s.size)
    return {
      index: i,
      value: fractions[i] ?? 0,
      center: pbar,
      ucl: at.ucl,
      lcl: at.lcl,
      // Rule 1 against the clipped limits (a p of 0 at an LCL of 0 is in control).
      rules: (marks[i] ?? []).filter(
        (rule) => rule !== 1 || (fractions[i] ?? 0) > at.ucl || (fractions[i] ?? 0) < at.lcl,
      ),
    }
  })
  return { main: { statistic: 'p', limits: overall, points }, dispersion: null }
}

/**
 * Western Electric rules, per point: the rules (of `rules`) that the point completes.
 * 1: beyond 3σ. 2: two of three successive points beyond 2σ on one side. 3: four of five successive
 * points beyond 1σ on one side. 4: eight successive points on one side of the centre line.
 * A rule marks the point that completes its pattern (the point an operator would react to).
 */
export function westernElectric(
  values: readonly number[],
  center: number,
  sigma: number,
  rules: readonly WeRule[],
): WeRule[][] {
  const on = new Set(rules)
  const z = values.map((value) => (sigma > 0 ? (value - center) / sigma : 0))
  // Points within `window` ending at i beyond `k` sigma on the side of point i.
  const beyond = (i: number, window: number, k: number) => {
    const side = Math.sign(z[i] ?? 0)
    if (side === 0) return 0
    let count = 0
    for (let j = Math.max(0, i - window + 1); j <= i; j++) if ((z[j] ?? 0) * side > k) count++
    return count
  }
  return z.map((zi, i) => {
    const hit: WeRule[] = []
    if (on.has(1) && Math.abs(zi) > 3) hit.push(1)
    if (on.has(2) && Math.abs(zi) > 2 && i >= 2 && beyond(i, 3, 2) >= 2) hit.push(2)
    if (on.has(3) && Math.abs(zi) > 1 && i >= 4 && beyond(i, 5, 1) >= 4) hit.push(3)
    if (on.has(4) && i >= 7 && beyond(i, 8, 0) >= 8) hit.push(4)
    return hit
  })
}

/** Consecutive values in subgroups of `n` (the last, incomplete one left out until it fills). */
export function subgroupsOf(values: readonly number[], n: number): number[][] {
  const groups: number[][] = []
  for (let i = 0; i + n <= values.length; i += n) groups.push(values.slice(i, i + n))
  return groups
}
