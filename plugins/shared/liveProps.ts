/** Helpers every view uses to combine its designed props with the live values of its bindings. */
import type { BoundProps, LiveProps, LiveStatus, Quality } from './viewContract.ts'

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
 * With `waiting`, each bound prop that has no value yet shows that instead of its designed value (the
 * rule in plugins/README.md: a value a widget shows is never invented, so a label's text waits as '—').
 */
export function mergeLive<P extends object>(
  props: P,
  live: LiveProps,
  waiting?: Readonly<Partial<Record<keyof P & string, unknown>>>,
  bound: BoundProps = NO_BOUND,
): P {
  let merged: P | undefined
  for (const [key, entry] of Object.entries(live)) {
    if (!(key in props) || entry.value === undefined) continue
    merged ??= { ...props }
    ;(merged as Record<string, unknown>)[key] = entry.value
  }
  if (waiting) {
    for (const key of bound) {
      if (!(key in waiting) || live[key]) continue
      merged ??= { ...props }
      ;(merged as Record<string, unknown>)[key] = waiting[key as keyof typeof waiting]
    }
  }
  return merged ?? props
}

/** The placeholder a value shows while its binding waits for its first value. */
export const WAITING_TEXT = '—'

/** Whether a prop (or any of `keys`, or any prop) is bound and has no value yet. */
export function isWaiting(bound: BoundProps, live: LiveProps, keys?: readonly string[]): boolean {
  if (bound.size === 0) return false
  for (const key of keys ?? bound) if (bound.has(key) && !live[key]) return true
  return false
}

/**
 * What a widget marks about its values (of `keys`, or of all): 'bad' before 'waiting' (a bound prop with
 * no value yet) before 'uncertain'; 'good' when all is well, and always in design mode (nothing bound).
 */
export function liveStatus(live: LiveProps, bound: BoundProps, keys?: readonly string[]): LiveStatus {
  const quality = worstQuality(live, keys)
  if (quality === 'bad') return quality
  return isWaiting(bound, live, keys) ? 'waiting' : quality
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
