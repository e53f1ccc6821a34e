import { alarmLimitHolds, evaluateAlarmLimit } from '../../engine/rules/alarmLimits.ts'
import type { LiveAlarmLimit } from '../live/types.ts'

/** The number an alarm limit compares: numbers as they are, booleans as 1/0, anything else none. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean') return value ? 1 : 0
  return null
}

/**
 * Which of a property's limits a value breaches, by limit name. Each enabled limit is its own alarm, so a
 * value above both `High` (gt 80) and `HighHigh` (gt 95) has both active, each with its own priority. A
 * limit whose alarm is `active` already still counts until the value is back past its deadband.
 */
export function breachedLimits(
  value: number,
  limits: readonly LiveAlarmLimit[],
  active: ReadonlySet<string> = new Set(),
): LiveAlarmLimit[] {
  return limits.filter(
    (limit) =>
      limit.enabled &&
      (active.has(limit.name) ? alarmLimitHolds(value, limit) : evaluateAlarmLimit(value, limit)),
  )
}

/** The identity of an alarm: at most one is active per property and limit. */
export const alarmIdentity = (objName: string, propName: string, limitName: string) =>
  `${objName}.${propName}\u0000${limitName}`
