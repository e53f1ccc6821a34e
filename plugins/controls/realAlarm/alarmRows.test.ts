import { describe, expect, test } from 'vitest'
import type { AlarmRow } from '../../shared/viewContract.ts'
import {
  alarmColour,
  alarmCounts,
  applyAlarmChange,
  compareAlarms,
  DEFAULT_PRIORITY_COLOURS,
  FALLBACK_PRIORITY_COLOUR,
  formatAlarmValue,
  idsToAcknowledge,
  limitText,
  sortAlarms,
  visibleAlarms,
} from './alarmRows.ts'

function row(id: string, partial: Partial<AlarmRow> = {}): AlarmRow {
  return {
    id,
    objName: 'Pump_P101',
    propName: 'temp',
    showName: 'High',
    priority: 3,
    colour: '',
    value: 1,
    limitValue: 0,
    alertType: 'gt',
    time: 1000,
    acknowledged: false,
    ackUser: null,
    ackTime: null,
    ...partial,
  }
}

describe('alarm ordering', () => {
  test('unacknowledged first, then priority 1 first, then newest, then id', () => {
    const rows = [
      row('acked-p1', { acknowledged: true, priority: 1, time: 9000 }),
      row('p3-old', { priority: 3, time: 1000 }),
      row('p1', { priority: 1, time: 500 }),
      row('p3-new', { priority: 3, time: 5000 }),
      row('b-tie', { priority: 2, time: 100 }),
      row('a-tie', { priority: 2, time: 100 }),
    ]
    expect(sortAlarms(rows).map((r) => r.id)).toEqual([
      'p1',
      'a-tie',
      'b-tie',
      'p3-new',
      'p3-old',
      'acked-p1',
    ])
    expect(compareAlarms(row('x'), row('x'))).toBe(0)
  })

  test('sorting copies; the input is untouched', () => {
    const rows = [row('b', { priority: 2 }), row('a', { priority: 1 })]
    sortAlarms(rows)
    expect(rows.map((r) => r.id)).toEqual(['b', 'a'])
  })
})

describe('alarm colours', () => {
  test('the colour setup wins when it is a colour', () => {
    expect(alarmColour({ colour: '#123456', priority: 1 })).toBe('#123456')
    expect(alarmColour({ colour: ' rgb(1, 2, 3) ', priority: 1 })).toBe('rgb(1, 2, 3)')
  })

  test('otherwise the priority palette, grey beyond it; junk colours are not used', () => {
    expect(alarmColour({ colour: '', priority: 1 })).toBe(DEFAULT_PRIORITY_COLOURS[1])
    expect(alarmColour({ colour: '', priority: 4 })).toBe(DEFAULT_PRIORITY_COLOURS[4])
    expect(alarmColour({ colour: '', priority: 9 })).toBe(FALLBACK_PRIORITY_COLOUR)
    expect(alarmColour({ colour: 'url(javascript:alert(1))', priority: 2 })).toBe(DEFAULT_PRIORITY_COLOURS[2])
    expect(alarmColour({ colour: 'expression(alert(1))', priority: 2 })).toBe(DEFAULT_PRIORITY_COLOURS[2])
  })
})

describe('pushed alarm changes', () => {
  test('upserts replace by id and keep the order; removals drop ids', () => {
    const rows = sortAlarms([row('a', { priority: 2 }), row('b', { priority: 3 })])
    const acked = applyAlarmChange(
      rows,
      { kind: 'upsert', rows: [row('a', { priority: 2, acknowledged: true, ackUser: 'op' })] },
      [],
    )
    expect(acked.map((r) => [r.id, r.acknowledged])).toEqual([
      ['b', false],
      ['a', true],
    ])
    const raised = applyAlarmChange(acked, { kind: 'upsert', rows: [row('c', { priority: 1 })] }, [])
    expect(raised.map((r) => r.id)).toEqual(['c', 'b', 'a'])
    expect(applyAlarmChange(raised, { kind: 'remove', ids: ['b', 'zzz'] }, []).map((r) => r.id)).toEqual([
      'c',
      'a',
    ])
  })

  test('alarms of objects the control does not show are ignored', () => {
    const rows = [row('a')]
    const next = applyAlarmChange(rows, { kind: 'upsert', rows: [row('x', { objName: 'Tank_T1' })] }, [
      'Pump_P101',
    ])
    expect(next.map((r) => r.id)).toEqual(['a'])
  })
})

describe('what the control shows and acknowledges', () => {
  const rows = [row('a', { priority: 1 }), row('b', { acknowledged: true }), row('c', { priority: 2 })]

  test('hides acknowledged rows when asked, and caps the count', () => {
    expect(visibleAlarms(rows, { showAcknowledged: false, maxRows: 10 }).map((r) => r.id)).toEqual(['a', 'c'])
    expect(visibleAlarms(rows, { showAcknowledged: true, maxRows: 2 }).map((r) => r.id)).toEqual(['a', 'c'])
  })

  test('acknowledging sends only rows still unacknowledged', () => {
    expect(idsToAcknowledge(rows, 'all')).toEqual(['a', 'c'])
    expect(idsToAcknowledge(rows, new Set(['b', 'c']))).toEqual(['c'])
    expect(alarmCounts(rows)).toEqual({ total: 3, unacknowledged: 2 })
  })

  test('limit and value texts', () => {
    expect(limitText({ alertType: 'ge', limitValue: 12.5 })).toBe('≥ 12.5')
    expect(limitText({ alertType: 'lt', limitValue: 4 })).toBe('< 4')
    expect(formatAlarmValue(12.81349)).toBe('12.813')
    expect(formatAlarmValue('OPEN')).toBe('OPEN')
    expect(formatAlarmValue(null)).toBe('')
  })
})
