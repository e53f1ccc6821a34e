/**
 * Alarm limits of spec S1 §3: entries grouped by type, sorted ascending by limit value, and the
 * comparison the server's alarm engine applies to a live value.
 */

/** Alarm-limit comparison: greater than, greater or equal, less than, less or equal. */
export type AlertType = 'gt' | 'ge' | 'lt' | 'le'

/** An alarm-limit entry as configured on an object property. */
export interface AlarmLimitEntry {
  limitValue: unknown
  alertType: AlertType
  showName: string
  name: string
  enabled: boolean
  /** How far the value must return past the limit before an active alarm clears (≥ 0; default 0). */
  deadband?: number
}

/** An entry whose limit value has been read as a number. */
export type AlarmLimit = Omit<AlarmLimitEntry, 'limitValue'> & { limitValue: number }

/** Entries grouped by type, each ascending; greater = gt + ge and less = lt + le. */
export interface GroupedAlarmLimits {
  gt: AlarmLimit[]
  ge: AlarmLimit[]
  lt: AlarmLimit[]
  le: AlarmLimit[]
  greater: AlarmLimit[]
  less: AlarmLimit[]
}

const ALERT_TYPES: readonly AlertType[] = ['gt', 'ge', 'lt', 'le']

/** Reads a limit value: a finite number or a numeric string ('12.5'); null for anything else. */
export function readLimitValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

function ascending(list: AlarmLimit[]): AlarmLimit[] {
  return list.sort((a, b) => a.limitValue - b.limitValue)
}

function withoutDuplicateValues(list: AlarmLimit[]): AlarmLimit[] {
  const seen = new Set<number>()
  return list.filter((entry) => {
    // The first entry (in input order, the sort being stable) keeps the value; a Set treats 0 and -0 as one.
    if (seen.has(entry.limitValue)) return false
    seen.add(entry.limitValue)
    return true
  })
}

/**
 * Groups entries as spec S1 §3 says: non-numeric limit values dropped, each group sorted ascending by
 * limitValue, duplicate values dropped for gt, ge and lt (le keeps them, exactly as written), and the
 * combined groups greater (gt, ge) and less (lt, le), also ascending.
 */
export function groupAlarmLimits(entries: readonly AlarmLimitEntry[]): GroupedAlarmLimits {
  const byType: Record<AlertType, AlarmLimit[]> = { gt: [], ge: [], lt: [], le: [] }
  const list: readonly AlarmLimitEntry[] = Array.isArray(entries) ? entries : []
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null || !ALERT_TYPES.includes(entry.alertType)) continue
    const limitValue = readLimitValue(entry.limitValue)
    if (limitValue !== null) byType[entry.alertType].push({ ...entry, limitValue })
  }
  const gt = withoutDuplicateValues(ascending(byType.gt))
  const ge = withoutDuplicateValues(ascending(byType.ge))
  const lt = withoutDuplicateValues(ascending(byType.lt))
  const le = ascending(byType.le)
  return { gt, ge, lt, le, greater: ascending([...gt, ...ge]), less: ascending([...lt, ...le]) }
}

/** Whether `value` breaches `limit` (gt: value > limit, ge: value >= limit, lt: <, le: <=). */
export function evaluateAlarmLimit(
  value: number,
  limit: Pick<AlarmLimitEntry, 'alertType' | 'limitValue'>,
): boolean {
  const threshold = readLimitValue(limit.limitValue)
  if (threshold === null || typeof value !== 'number' || Number.isNaN(value)) return false
  switch (limit.alertType) {
    case 'gt':
      return value > threshold
    case 'ge':
      return value >= threshold
    case 'lt':
      return value < threshold
    case 'le':
      return value <= threshold
    default:
      return false
  }
}

/** Reads a deadband: a finite number ≥ 0; null for anything else (negative, text, NaN). */
export function readDeadband(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
}

/**
 * Whether an alarm `limit` already raised stays active at `value`. The value must return past the limit
 * by the deadband before it clears, so a value hovering at the limit does not raise and clear over and
 * over: gt clears at value <= limit - deadband, ge below it; lt clears at value >= limit + deadband, le
 * above it. A deadband of 0 (or none, or an invalid one) is the plain comparison.
 */
export function alarmLimitHolds(
  value: number,
  limit: Pick<AlarmLimitEntry, 'alertType' | 'limitValue' | 'deadband'>,
): boolean {
  const threshold = readLimitValue(limit.limitValue)
  if (threshold === null) return false
  const band = readDeadband(limit.deadband) ?? 0
  const returned = limit.alertType === 'gt' || limit.alertType === 'ge' ? threshold - band : threshold + band
  return evaluateAlarmLimit(value, { alertType: limit.alertType, limitValue: returned })
}
