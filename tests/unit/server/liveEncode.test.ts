import { describe, expect, it } from 'vitest'
import { encodeValues } from '../../../server/live/hub.ts'
import { LiveStore } from '../../../server/live/store.ts'
import type { Vqt } from '../../../server/live/types.ts'

describe('encodeValues (a client batch, encoded from its pending map)', () => {
  it('is the text JSON.stringify gives for the values message, for every kind of value', () => {
    const pending = new Map<string, Vqt>([
      ['Tank_1.level', { value: 12.5, quality: 'good', timestamp: '2026-01-01T00:00:00.000Z' }],
      ['Pump "A".state', { value: true, quality: 'uncertain', timestamp: '2026-01-01T00:00:00.001Z' }],
      ['Line\\1.note', { value: 'a "quoted" \n text 中文', quality: 'bad', timestamp: 'x' }],
      ['Obj.json', { value: { nested: [1, null, 'two'] }, quality: 'good', timestamp: 'y' }],
      ['Obj.none', { value: null, quality: 'bad', timestamp: 'z' }],
      ['__proto__.x', { value: -0.000001, quality: 'good', timestamp: 'w' }],
    ])
    const text = encodeValues(pending)
    expect(text).toBe(JSON.stringify({ type: 'values', values: Object.fromEntries(pending) }))
    expect(JSON.parse(text).values['Pump "A".state'].value).toBe(true)
  })

  it('encodes an empty batch as an empty values object', () => {
    expect(JSON.parse(encodeValues(new Map()))).toEqual({ type: 'values', values: {} })
  })
})

describe('LiveStore timestamps of writes without one', () => {
  it('stamps each write with the time it was made, also across many writes in a row', async () => {
    const store = new LiveStore()
    store.define([
      {
        name: 'Obj',
        templateName: null,
        properties: [
          {
            name: 'p',
            type: 'float',
            defaultValue: 0,
            writable: true,
            unit: '',
            binding: null,
            alarmLimits: [],
          },
        ],
      },
    ])
    const origin = { kind: 'connector' as const, connector: 'test' }
    const stamps: string[] = []
    for (let i = 0; i < 3; i++) {
      const before = Date.now()
      const result = store.write('Obj', 'p', i + 1, { origin })
      if (!result.ok) throw new Error('write refused')
      const at = Date.parse(result.vqt.timestamp)
      expect(at).toBeGreaterThanOrEqual(before)
      expect(at).toBeLessThanOrEqual(Date.now())
      stamps.push(result.vqt.timestamp)
      await new Promise((resolve) => setTimeout(resolve, 3))
    }
    // A cached 'now' that went stale would repeat the first stamp.
    expect(new Set(stamps).size).toBe(3)
  })
})
