/** Helpers every view uses to combine its designed props with the live values of its bindings. */
import type { BoundProps, LiveProps, Quality } from './viewContract.ts'

/** No live values: what design views and unbound widgets receive. */
export const NO_LIVE: LiveProps = Object.freeze({})

/** No bound props: what design views receive. */
export const NO_BOUND: BoundProps = Object.freeze(new Set<string>())

/** The props a widget's bindings bind (each names an object and a property). */
export function boundProps(
  bindings: Readonly<Record<string, { objName?: string; propName?: string }>>,
): BoundProps {
  const keys = Object.keys(bindings).filter((key) => bindings[key]?.objName && bindings[key]?.propName)
  return keys.length === 0 ? NO_BOUND : new Set(keys)
}

/**
 * The props a view draws: each bound prop's live value over the designed one. A live value of
 * `undefined` (a ranges transform with no matching range and no `otherwise`) keeps the designed value.
 */
export function mergeLive<P extends object>(props: P, live: LiveProps): P {
  let merged: P | undefined
  for (const [key, entry] of Object.entries(live)) {
    if (!(key in props) || entry.value === undefined) continue
    merged ??= { ...props }
    ;(merged as Record<string, unknown>)[key] = entry.value
  }
  return merged ?? props
}

const QUALITY_RANK: Record<Quality, number> = { good: 0, uncertain: 1, bad: 2 }

/** The worst quality among the live values (of `keys`, or of all); 'good' when there are none. */
export function worstQuality(live: LiveProps, keys?: readonly string[]): Quality {
  let worst: Quality = 'good'
  for (const key of keys ?? Object.keys(live)) {
    const quality = live[key]?.quality
    if (quality && QUALITY_RANK[quality] > QUALITY_RANK[worst]) worst = quality
  }
  return worst
}

/** Reads a finite number from a live or designed value (numbers, numeric strings, booleans as 1/0). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}
