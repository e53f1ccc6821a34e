/**
 * Alarm limits of spec S1 §3: entries grouped by type, sorted ascending by limit value, and the
 * comparison the server's alarm engine applies to a live value.
 */
import { type MessageDescriptor, withValues } from '../messages.ts'

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

/** Why the grouping rule drops an entry. */
export type AlarmLimitDropReason = 'notNumeric' | 'duplicate' | 'noComparison'

/** An entry the grouping rule drops: its position among the entries given, and why. */
export interface DroppedAlarmLimit {
  index: number
  entry: unknown
  reason: AlarmLimitDropReason
  /** For a duplicate: the position of the entry of the same type and value that is kept. */
  duplicateOf?: number
  /** What to show the user, e.g. "Dropped limit Hi2: duplicate of gt 80 (Hi)". */
  message: MessageDescriptor
}

export const ALARM_LIMIT_MESSAGES = {
  notNumeric: /*i18n*/ {
    id: 'rules.alarmLimits.notNumeric',
    message: 'Dropped limit {name}: its value "{value}" is not a number',
  },
  duplicate: /*i18n*/ {
    id: 'rules.alarmLimits.duplicate',
    message: 'Dropped limit {name}: duplicate of {type} {value} ({kept})',
  },
  noComparison: /*i18n*/ {
    id: 'rules.alarmLimits.noComparison',
    message: 'Dropped limit {name}: its comparison is not gt, ge, lt or le',
  },
} satisfies Record<AlarmLimitDropReason, MessageDescriptor>

/**
 * The grouping rule of spec S1 §3 applied to a list as given, for places that take limits in bulk (an
 * import, an editor as the user types): which entries it keeps (in their order, limit values read as
 * numbers) and which it drops and why. Non-numeric limit values are dropped, and for gt, ge and lt an
 * entry repeating the value of an earlier one of its type; le keeps repeats, as the spec says.
 */
export function reviewAlarmLimits(entries: readonly unknown[]): {
  kept: AlarmLimit[]
  dropped: DroppedAlarmLimit[]
} {
  const kept: AlarmLimit[] = []
  const dropped: DroppedAlarmLimit[] = []
  const firstByValue: Record<AlertType, Map<number, { index: number; name: string }>> = {
    gt: new Map(),
    ge: new Map(),
    lt: new Map(),
    le: new Map(),
  }
  const list: readonly unknown[] = Array.isArray(entries) ? entries : []
  for (const [index, item] of list.entries()) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Partial<AlarmLimitEntry>
    const name = typeof entry.name === 'string' && entry.name !== '' ? entry.name : `#${index + 1}`
    const drop = (
      reason: AlarmLimitDropReason,
      values: Record<string, string | number>,
      duplicateOf?: number,
    ) =>
      dropped.push({
        index,
        entry: item,
        reason,
        ...(duplicateOf === undefined ? {} : { duplicateOf }),
        message: withValues(ALARM_LIMIT_MESSAGES[reason], { name, ...values }),
      })
    const type = entry.alertType
    if (type === undefined || !ALERT_TYPES.includes(type)) {
      drop('noComparison', {})
      continue
    }
    const limitValue = readLimitValue(entry.limitValue)
    if (limitValue === null) {
      drop('notNumeric', { value: String(entry.limitValue ?? '') })
      continue
    }
    // A Map treats 0 and -0 as one value, as the comparison does.
    const first = firstByValue[type].get(limitValue)
    if (first && type !== 'le') {
      drop('duplicate', { type, value: limitValue, kept: first.name }, first.index)
      continue
    }
    if (!first) firstByValue[type].set(limitValue, { index, name })
    kept.push({ ...(entry as AlarmLimitEntry), limitValue })
  }
  return { kept, dropped }
}

/**
 * Groups entries as spec S1 §3 says: non-numeric limit values dropped, each group sorted ascending by
 * limitValue, duplicate values dropped for gt, ge and lt (le keeps them, exactly as written), and the
 * combined groups greater (gt, ge) and less (lt, le), also ascending.
 */
export function groupAlarmLimits(entries: readonly AlarmLimitEntry[]): GroupedAlarmLimits {
  const byType: Record<AlertType, AlarmLimit[]> = { gt: [], ge: [], lt: [], le: [] }
  // The kept entries are in input order and the sort is stable: of equal values the first written stays.
  for (const limit of reviewAlarmLimits(entries).kept) byType[limit.alertType].push(limit)
  const gt = ascending(byType.gt)
  const ge = ascending(byType.ge)
  const lt = ascending(byType.lt)
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
