// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import {
  alarmChangesOf,
  alarmRowOf,
  type ServerAlarm,
  trendPointOf,
} from '../../../../app/runtime/live/runtimeServices'

const alarm: ServerAlarm = {
  id: 42,
  objName: 'Pump_A1',
  propName: 'pressure',
  showName: 'High pressure',
  alertType: 'HI',
  limitValue: 8,
  value: 8.4,
  priority: 2,
  color: '#f59e0b',
  alarmTime: '2026-11-22T08:00:00.000Z',
  isConfirm: false,
  confirmPerson: '',
  confirmTime: null,
}

describe('runtime services adapters', () => {
  test('a server alarm becomes the plugins’ alarm row', () => {
    expect(alarmRowOf(alarm)).toEqual({
      id: '42',
      objName: 'Pump_A1',
      propName: 'pressure',
      showName: 'High pressure',
      priority: 2,
      colour: '#f59e0b',
      value: 8.4,
      limitValue: 8,
      alertType: 'HI',
      time: Date.parse('2026-11-22T08:00:00.000Z'),
      acknowledged: false,
      ackUser: null,
      ackTime: null,
    })
    const acked = alarmRowOf({
      ...alarm,
      isConfirm: true,
      confirmPerson: 'admin',
      confirmTime: '2026-11-22T08:01:00.000Z',
    })
    expect(acked).toMatchObject({
      acknowledged: true,
      ackUser: 'admin',
      ackTime: Date.parse('2026-11-22T08:01:00.000Z'),
    })
  })

  test('raised and acknowledged events upsert, cleared ones remove', () => {
    const changes = alarmChangesOf([
      { ...alarm, action: 'raised' },
      { ...alarm, id: 43, action: 'acknowledged', isConfirm: true, confirmPerson: 'op' },
      { ...alarm, id: 44, action: 'cleared', isRemove: true },
    ])
    expect(changes.map((c) => c.kind)).toEqual(['upsert', 'upsert', 'remove'])
    expect(changes[1]).toMatchObject({ rows: [{ id: '43', acknowledged: true, ackUser: 'op' }] })
    expect(changes[2]).toEqual({ kind: 'remove', ids: ['44'] })
  })

  test('history points are numeric, and bad quality or text is a gap', () => {
    const at = '2026-11-22T08:00:00.000Z'
    const time = Date.parse(at)
    expect(trendPointOf({ value: 4.5, quality: 'good', timestamp: at })).toEqual({ time, value: 4.5 })
    expect(trendPointOf({ value: 4.5, quality: 'uncertain', timestamp: at })).toEqual({ time, value: 4.5 })
    expect(trendPointOf({ value: 4.5, quality: 'bad', timestamp: at })).toEqual({ time, value: null })
    expect(trendPointOf({ value: true, quality: 'good', timestamp: at }).value).toBe(1)
    expect(trendPointOf({ value: ' 7 ', timestamp: at }).value).toBe(7)
    expect(trendPointOf({ value: 'open', timestamp: at }).value).toBeNull()
    expect(trendPointOf({ value: null, quality: 'good', timestamp: at }).value).toBeNull()
  })
})
