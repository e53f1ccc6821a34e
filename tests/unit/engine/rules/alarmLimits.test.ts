import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  type AlarmLimit,
  type AlarmLimitEntry,
  type AlertType,
  alarmLimitHolds,
  evaluateAlarmLimit,
  groupAlarmLimits,
  readDeadband,
  readLimitValue,
  reviewAlarmLimits,
} from '../../../../engine/rules/alarmLimits.ts'

const entry = (
  alertType: AlertType,
  limitValue: unknown,
  name = `${alertType}${String(limitValue)}`,
): AlarmLimitEntry => ({
  limitValue,
  alertType,
  showName: name.toUpperCase(),
  name,
  enabled: true,
})

const values = (list: AlarmLimit[]) => list.map((item) => item.limitValue)

describe('readLimitValue', () => {
  it('reads numbers and numeric strings only', () => {
    expect(readLimitValue(5)).toBe(5)
    expect(readLimitValue('12.5')).toBe(12.5)
    expect(readLimitValue(' -3 ')).toBe(-3)
    for (const value of [
      '',
      '  ',
      'abc',
      null,
      undefined,
      true,
      {},
      [],
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(readLimitValue(value), String(value)).toBeNull()
    }
  })
})

describe('groupAlarmLimits', () => {
  it('groups by type and sorts each group ascending', () => {
    const groups = groupAlarmLimits([
      entry('gt', 90),
      entry('lt', 10),
      entry('gt', 80),
      entry('ge', 95),
      entry('le', 5),
      entry('lt', 2),
    ])
    expect(values(groups.gt)).toEqual([80, 90])
    expect(values(groups.ge)).toEqual([95])
    expect(values(groups.lt)).toEqual([2, 10])
    expect(values(groups.le)).toEqual([5])
  })

  it('drops non-numeric limit values and reads numeric strings', () => {
    const groups = groupAlarmLimits([
      entry('gt', 'high'),
      entry('gt', ''),
      entry('gt', null),
      entry('gt', '70'),
      entry('gt', 60),
    ])
    expect(values(groups.gt)).toEqual([60, 70])
  })

  it('drops duplicate values for gt, ge and lt but not le, exactly as written', () => {
    const groups = groupAlarmLimits([
      entry('gt', 50, 'first'),
      entry('gt', '50', 'second'),
      entry('ge', 60),
      entry('ge', 60),
      entry('lt', 10),
      entry('lt', 10),
      entry('le', 5, 'a'),
      entry('le', 5, 'b'),
    ])
    expect(groups.gt.map((item) => item.name)).toEqual(['first'])
    expect(values(groups.ge)).toEqual([60])
    expect(values(groups.lt)).toEqual([10])
    expect(groups.le.map((item) => item.name)).toEqual(['a', 'b'])
  })

  it('builds greater from gt and ge, less from lt and le, sorted', () => {
    const groups = groupAlarmLimits([
      entry('ge', 85),
      entry('gt', 90),
      entry('gt', 80),
      entry('le', 15),
      entry('lt', 20),
      entry('le', 5),
    ])
    expect(groups.greater.map((item) => `${item.alertType}${item.limitValue}`)).toEqual([
      'gt80',
      'ge85',
      'gt90',
    ])
    expect(groups.less.map((item) => `${item.alertType}${item.limitValue}`)).toEqual(['le5', 'le15', 'lt20'])
  })

  it('ignores unknown alert types and junk entries', () => {
    const junk = [null, entry('eq' as AlertType, 3), entry('gt', 1)] as unknown as AlarmLimitEntry[]
    const groups = groupAlarmLimits(junk)
    expect(values(groups.gt)).toEqual([1])
    expect(groups.greater).toHaveLength(1)
    expect(groups.less).toHaveLength(0)
  })

  const anyLimit = fc.oneof(
    fc.double(),
    fc.integer({ min: -5, max: 5 }),
    fc.string({ maxLength: 4 }),
    fc.constant(null),
  )
  const anyEntry = fc
    .record({
      limitValue: anyLimit,
      alertType: fc.constantFrom<AlertType>('gt', 'ge', 'lt', 'le'),
      name: fc.string(),
    })
    .map(({ limitValue, alertType, name }) => entry(alertType, limitValue, name))

  it('keeps its invariants for any entries', () => {
    const isAscending = (list: AlarmLimit[]) =>
      list.every((item, i) => i === 0 || (list[i - 1]?.limitValue ?? 0) <= item.limitValue)
    fc.assert(
      fc.property(fc.array(anyEntry, { maxLength: 30 }), (entries) => {
        const groups = groupAlarmLimits(entries)
        for (const type of ['gt', 'ge', 'lt', 'le', 'greater', 'less'] as const) {
          const list = groups[type]
          expect(isAscending(list)).toBe(true)
          expect(
            list.every((item) => typeof item.limitValue === 'number' && Number.isFinite(item.limitValue)),
          ).toBe(true)
        }
        for (const type of ['gt', 'ge', 'lt', 'le'] as const) {
          expect(groups[type].every((item) => item.alertType === type)).toBe(true)
        }
        for (const type of ['gt', 'ge', 'lt'] as const) {
          expect(new Set(values(groups[type])).size).toBe(groups[type].length)
        }
        const numericLe = entries.filter(
          (item) => item.alertType === 'le' && readLimitValue(item.limitValue) !== null,
        )
        expect(groups.le).toHaveLength(numericLe.length)
        for (const type of ['gt', 'ge', 'lt'] as const) {
          const numeric = entries
            .filter((item) => item.alertType === type)
            .map((item) => readLimitValue(item.limitValue))
          expect(groups[type]).toHaveLength(new Set(numeric.filter((value) => value !== null)).size)
        }
        expect(groups.greater).toHaveLength(groups.gt.length + groups.ge.length)
        expect(groups.less).toHaveLength(groups.lt.length + groups.le.length)
      }),
    )
  })
})

describe('evaluateAlarmLimit', () => {
  it('compares like the alert type says', () => {
    expect(evaluateAlarmLimit(81, entry('gt', 80))).toBe(true)
    expect(evaluateAlarmLimit(80, entry('gt', 80))).toBe(false)
    expect(evaluateAlarmLimit(80, entry('ge', 80))).toBe(true)
    expect(evaluateAlarmLimit(79.9, entry('ge', 80))).toBe(false)
    expect(evaluateAlarmLimit(9, entry('lt', 10))).toBe(true)
    expect(evaluateAlarmLimit(10, entry('lt', 10))).toBe(false)
    expect(evaluateAlarmLimit(10, entry('le', '10'))).toBe(true)
    expect(evaluateAlarmLimit(10.1, entry('le', 10))).toBe(false)
  })

  it('never fires on a non-numeric limit, a NaN value or an unknown type', () => {
    expect(evaluateAlarmLimit(100, entry('gt', 'high'))).toBe(false)
    expect(evaluateAlarmLimit(Number.NaN, entry('lt', 10))).toBe(false)
    expect(evaluateAlarmLimit(100, entry('eq' as AlertType, 1))).toBe(false)
  })
})

describe('alarmLimitHolds (deadband)', () => {
  const banded = (alertType: AlertType, limitValue: number, deadband?: unknown) =>
    ({ alertType, limitValue, deadband }) as Pick<AlarmLimitEntry, 'alertType' | 'limitValue' | 'deadband'>

  it('keeps an active alarm until the value is back past the limit by the deadband', () => {
    expect(alarmLimitHolds(76, banded('gt', 80, 5))).toBe(true)
    expect(alarmLimitHolds(75, banded('gt', 80, 5))).toBe(false)
    expect(alarmLimitHolds(75, banded('ge', 80, 5))).toBe(true)
    expect(alarmLimitHolds(74.9, banded('ge', 80, 5))).toBe(false)
    expect(alarmLimitHolds(21.9, banded('lt', 20, 2))).toBe(true)
    expect(alarmLimitHolds(22, banded('lt', 20, 2))).toBe(false)
    expect(alarmLimitHolds(22, banded('le', 20, 2))).toBe(true)
    expect(alarmLimitHolds(22.1, banded('le', 20, 2))).toBe(false)
  })

  it('is the plain comparison without a deadband, or with an invalid one', () => {
    for (const deadband of [undefined, 0, -3, '5', Number.NaN]) {
      expect(alarmLimitHolds(80, banded('gt', 80, deadband))).toBe(false)
      expect(alarmLimitHolds(80.5, banded('gt', 80, deadband))).toBe(true)
      expect(alarmLimitHolds(20, banded('le', 20, deadband))).toBe(true)
    }
  })

  it('reads deadbands as numbers of at least 0', () => {
    expect(readDeadband(0)).toBe(0)
    expect(readDeadband(2.5)).toBe(2.5)
    expect(readDeadband(-0.1)).toBeNull()
    expect(readDeadband('1')).toBeNull()
    expect(readDeadband(Number.POSITIVE_INFINITY)).toBeNull()
    expect(readDeadband(null)).toBeNull()
  })
})

describe('reviewAlarmLimits: the grouping rule for a list as given', () => {
  const limit = (name: string, alertType: string, limitValue: unknown) => ({
    name,
    showName: name,
    alertType,
    limitValue,
    enabled: true,
  })

  it('keeps entries in their order and says which were dropped and why', () => {
    const { kept, dropped } = reviewAlarmLimits([
      limit('Hi', 'gt', 80),
      limit('Bad', 'gt', 'abc'),
      limit('Hi2', 'gt', '80'),
      limit('HiHi', 'gt', 95),
      limit('Low', 'le', 10),
      limit('Low2', 'le', 10),
      limit('Odd', 'eq', 5),
    ])
    expect(kept.map((entry) => [entry.name, entry.limitValue])).toEqual([
      ['Hi', 80],
      ['HiHi', 95],
      ['Low', 10],
      ['Low2', 10],
    ])
    expect(dropped.map(({ index, reason, duplicateOf }) => ({ index, reason, duplicateOf }))).toEqual([
      { index: 1, reason: 'notNumeric', duplicateOf: undefined },
      { index: 2, reason: 'duplicate', duplicateOf: 0 },
      { index: 6, reason: 'noComparison', duplicateOf: undefined },
    ])
    expect(dropped.map((drop) => formatMessage(drop.message))).toEqual([
      'Dropped limit Bad: its value "abc" is not a number',
      'Dropped limit Hi2: duplicate of gt 80 (Hi)',
      'Dropped limit Odd: its comparison is not gt, ge, lt or le',
    ])
  })

  it('agrees with groupAlarmLimits on what is kept', () => {
    const entries = [limit('A', 'lt', 5), limit('B', 'lt', '5'), limit('C', 'ge', 1), limit('D', 'lt', 'x')]
    const grouped = groupAlarmLimits(entries as AlarmLimitEntry[])
    const { kept } = reviewAlarmLimits(entries)
    expect([...grouped.greater, ...grouped.less].map((entry) => entry.name).sort()).toEqual(
      kept.map((entry) => entry.name).sort(),
    )
  })
})
