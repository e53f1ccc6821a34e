import { describe, expect, it } from 'vitest'
import { modelPayloads, readModelPayload } from '../../../server/live/modelSync.ts'

describe('model change payloads', () => {
  it('fit every name into payloads under the NOTIFY limit, once each', () => {
    const names = Array.from(
      { length: 1500 },
      (_, i) => `Pump_${String(i).padStart(5, '0')}_${'x'.repeat(20)}`,
    )
    const payloads = modelPayloads('plant', 'me', [...names, names[0] as string])
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000)
    const read = payloads.flatMap((payload) => readModelPayload(payload, 'plant', 'other') as string[])
    expect(read).toEqual(names)
  })

  it('send one "all" instead of very many payloads', () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `Object_number_${i}`)
    const payloads = modelPayloads('plant', 'me', names)
    expect(payloads).toHaveLength(1)
    expect(readModelPayload(payloads[0], 'plant', 'other')).toBe('all')
  })

  it('are ignored from another schema, from the sender itself, or when unreadable', () => {
    const [payload] = modelPayloads('plant', 'me', ['Pump_1'])
    expect(readModelPayload(payload, 'plant', 'other')).toEqual(['Pump_1'])
    expect(readModelPayload(payload, 'other_schema', 'other')).toBeUndefined()
    expect(readModelPayload(payload, 'plant', 'me')).toBeUndefined()
    expect(readModelPayload('not json', 'plant', 'other')).toBeUndefined()
    expect(readModelPayload(undefined, 'plant', 'other')).toBeUndefined()
  })
})
