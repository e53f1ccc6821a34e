/** SPC input from props and samples: measurements or counts, then the control chart (pure, unit-tested). */
import {
  type CountSample,
  type FixedLimits,
  individualsChart,
  pChart,
  type SpcResult,
  subgroupsOf,
  type WeRule,
  xbarRChart,
} from './spcStats.ts'

/** Which control chart. */
export type SpcKind = 'imr' | 'xbarR' | 'p'

/** Numbers of a static data list (for I-MR and X̄–R); entries that are not numbers are left out. */
export function readMeasurements(value: unknown): number[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const n =
      typeof entry === 'number'
        ? entry
        : typeof entry === 'string' && entry.trim() !== ''
          ? Number(entry)
          : NaN
    return Number.isFinite(n) ? [n] : []
  })
}

/** `{count, size}` rows of a static p chart list (a bare number is a count of `defaultSize`). */
export function readCounts(value: unknown, defaultSize: number): CountSample[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    if (typeof entry === 'number') return Number.isFinite(entry) ? [{ count: entry, size: defaultSize }] : []
    if (typeof entry !== 'object' || entry === null) return []
    const r = entry as Record<string, unknown>
    const count = Number(r.count)
    const size = r.size === undefined ? defaultSize : Number(r.size)
    return Number.isFinite(count) && Number.isFinite(size) ? [{ count, size }] : []
  })
}

/** The rules switched on in the inspector, as rule numbers. */
export function selectedRules(props: {
  rule1: boolean
  rule2: boolean
  rule3: boolean
  rule4: boolean
}): WeRule[] {
  const rules: WeRule[] = []
  if (props.rule1) rules.push(1)
  if (props.rule2) rules.push(2)
  if (props.rule3) rules.push(3)
  if (props.rule4) rules.push(4)
  return rules
}

/** The control chart of the given kind, or null while there are too few points. */
export function controlChart(
  kind: SpcKind,
  input: { measurements: readonly number[]; counts: readonly CountSample[] },
  options: { subgroupSize: number; rules: readonly WeRule[]; fixed: FixedLimits | null },
): SpcResult | null {
  if (kind === 'p') return pChart(input.counts, options.rules, options.fixed)
  if (kind === 'xbarR') {
    return xbarRChart(subgroupsOf(input.measurements, options.subgroupSize), options.rules, options.fixed)
  }
  return individualsChart(input.measurements, options.rules, options.fixed)
}
