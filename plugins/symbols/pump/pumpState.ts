/** What a pump's bound state means: a value mapping chosen by the designer, never hard-wired codes. */

/** The states the symbol draws; `unknown` when the bound state is of bad quality (its source failed). */
export type PumpState = 'running' | 'stopped' | 'fault' | 'unknown'

/** The designer's mapping: comma-separated values meaning running and fault; anything else is stopped. */
export interface PumpStateMapping {
  runningValues: string
  faultValues: string
}

function tokens(list: string): string[] {
  return list
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '')
}

/** A bound value as the mapping compares it: booleans as 'true'/'false', numbers in plain notation. */
export function stateKey(value: unknown): string {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  if (typeof value === 'string') return value.trim().toLowerCase()
  return ''
}

/**
 * The state of `value` under `mapping`. Fault wins over running when a value is listed in both: a
 * misconfigured mapping must not hide a fault. Numbers match numerically ('1.0' matches 1).
 */
export function pumpState(value: unknown, mapping: PumpStateMapping): PumpState {
  const key = stateKey(value)
  if (key === '') return 'stopped'
  const matches = (list: string) =>
    tokens(list).some(
      (token) => token === key || (isNumeric(token) && isNumeric(key) && Number(token) === Number(key)),
    )
  if (matches(mapping.faultValues)) return 'fault'
  if (matches(mapping.runningValues)) return 'running'
  return 'stopped'
}

/**
 * The state to draw: unknown while the bound state's quality is bad, as its value is then only the last
 * one known (a pump must not look running, impeller turning, when nobody knows), and while a bound state
 * waits for its first value (`quality` 'waiting', from liveStatus); else `pumpState`.
 */
export function shownPumpState(
  value: unknown,
  quality: string | undefined,
  mapping: PumpStateMapping,
): PumpState {
  return quality === 'bad' || quality === 'waiting' ? 'unknown' : pumpState(value, mapping)
}

function isNumeric(text: string): boolean {
  return text !== '' && Number.isFinite(Number(text))
}

/** Impeller angle after `elapsedMs` at `degreesPerSecond`, wrapped into [0, 360). */
export function advanceAngle(angle: number, degreesPerSecond: number, elapsedMs: number): number {
  const step = Math.min(Math.max(0, elapsedMs), 100) / 1000
  const next = (angle + degreesPerSecond * step) % 360
  return next < 0 ? next + 360 : next
}
