import { describe, expect, it } from 'vitest'
import { readMqttBinding, readPayload } from '../../../server/connectors/mqtt/payload.ts'
import { topicMatches } from '../../../server/connectors/mqtt/topics.ts'
import {
  idleValue,
  isRunning,
  readSimulation,
  type Simulation,
  simulatedValue,
  waveValue,
} from '../../../server/connectors/simulator/waveforms.ts'

const sim = (binding: Record<string, unknown>, type: 'float' | 'bool' | 'int' = 'float') => {
  const read = readSimulation({ connector: 'simulator', ...binding }, type)
  if ('error' in read) throw new Error(read.error)
  return read as Simulation
}

describe('simulator waveforms', () => {
  it('span offset ± amplitude over the period', () => {
    const sine = sim({ waveform: 'sine', amplitude: 10, offset: 50, period: 4 })
    expect(waveValue(sine, 0, 0)).toBeCloseTo(50)
    expect(waveValue(sine, 1000, 0)).toBeCloseTo(60)
    expect(waveValue(sine, 3000, 0)).toBeCloseTo(40)
    const ramp = sim({ waveform: 'ramp', amplitude: 10, offset: 50, period: 10 })
    expect(waveValue(ramp, 0, 0)).toBe(40)
    expect(waveValue(ramp, 5000, 0)).toBe(50)
    expect(waveValue(ramp, 9999, 0)).toBeCloseTo(60, 1)
    const triangle = sim({ waveform: 'triangle', amplitude: 10, offset: 50, period: 10 })
    expect([0, 2500, 5000, 7500].map((t) => waveValue(triangle, t, 0))).toEqual([40, 50, 60, 50])
    expect(waveValue(triangle, 9999, 0)).toBeCloseTo(40, 1)
    const square = sim({ waveform: 'square', amplitude: 1, offset: 5, period: 2, duty: 0.25 })
    expect(waveValue(square, 0, 0)).toBe(6)
    expect(waveValue(square, 600, 0)).toBe(4)
    const shifted = sim({ waveform: 'ramp', amplitude: 10, offset: 50, period: 10, phase: 0.5 })
    expect(waveValue(shifted, 0, 0)).toBe(50)
  })

  it('draws random values in range, the same for the same key and tick everywhere', () => {
    const random = sim({ waveform: 'random', amplitude: 5, offset: 20 })
    const values = Array.from(
      { length: 200 },
      (_, i) => simulatedValue(random, 'float', i * 1000, 'P.x', 1000) as number,
    )
    expect(Math.min(...values)).toBeGreaterThanOrEqual(15)
    expect(Math.max(...values)).toBeLessThanOrEqual(25)
    expect(new Set(values).size).toBeGreaterThan(150)
    expect(simulatedValue(random, 'float', 5000, 'P.x', 1000)).toBe(values[5])
    expect(simulatedValue(random, 'float', 5000, 'P.y', 1000)).not.toBe(values[5])
  })

  it('toggles booleans and rounds integers', () => {
    const toggle = sim({ period: 10 }, 'bool')
    expect(toggle.waveform).toBe('square')
    expect(simulatedValue(toggle, 'bool', 1000, 'k', 1000)).toBe(true)
    expect(simulatedValue(toggle, 'bool', 6000, 'k', 1000)).toBe(false)
    const ints = sim({ amplitude: 10, offset: 0, period: 8 }, 'int')
    expect(simulatedValue(ints, 'int', 1000, 'k', 1000)).toBe(7)
  })

  it('reads runsWith and idle, and gives idle in the property type', () => {
    const gated = sim({ runsWith: ' running ', idle: 2.6 })
    expect(gated).toMatchObject({ runsWith: 'running', idle: 2.6 })
    expect(sim({}).runsWith).toBe('')
    expect(idleValue(gated, 'float')).toBe(2.6)
    expect(idleValue(gated, 'int')).toBe(3)
    expect(idleValue(sim({ idle: 0 }), 'bool')).toBe(false)
    expect(readSimulation({ connector: 'simulator', runsWith: 3 }, 'float')).toEqual({
      error: 'runsWith must name a property',
    })
    expect(readSimulation({ connector: 'simulator', runsWith: ' ' }, 'float')).toHaveProperty('error')
    expect(readSimulation({ connector: 'simulator', idle: 'x' }, 'float')).toEqual({
      error: 'idle must be a number',
    })
    expect([true, 1, -2].map(isRunning)).toEqual([true, true, true])
    expect([false, 0, null, undefined, 'on'].map(isRunning)).toEqual([false, false, false, false, false])
  })

  it('refuses bindings it cannot simulate', () => {
    expect(readSimulation({ connector: 'simulator' }, 'string')).toEqual({
      error: 'a string property cannot be simulated',
    })
    expect(readSimulation({ connector: 'simulator', waveform: 'saw' }, 'float')).toHaveProperty('error')
    expect(readSimulation({ connector: 'simulator', period: 0 }, 'float')).toHaveProperty('error')
    expect(readSimulation({ connector: 'simulator', amplitude: '3' }, 'float')).toHaveProperty('error')
  })
})

describe('MQTT bindings and payloads', () => {
  const binding = (settings: Record<string, unknown>) => {
    const read = readMqttBinding({ connector: 'mqtt', ...settings })
    if ('error' in read) throw new Error(read.error)
    return read
  }

  it('reads numbers, booleans, text, JSON paths and { value, quality, timestamp }', () => {
    const plain = binding({ topic: 'a/b' })
    expect(readPayload(Buffer.from(' 12.5 '), plain, 'float')).toEqual({ value: 12.5 })
    expect(readPayload('true', plain, 'bool')).toEqual({ value: true })
    expect(readPayload('on', plain, 'bool')).toEqual({ value: 'on' })
    expect(readPayload('{"value":3,"quality":"uncertain","ts":1700000000000}', plain, 'float')).toEqual({
      value: 3,
      quality: 'uncertain',
      timestamp: 1_700_000_000_000,
    })
    expect(readPayload('{"value":3}', plain, 'json')).toEqual({ value: { value: 3 } })
    const nested = binding({ topic: 'a/b', path: 'data.items[1].v' })
    expect(readPayload('{"data":{"items":[{"v":1},{"v":2}]}}', nested, 'float')).toEqual({ value: 2 })
    expect(readPayload('{"data":{}}', nested, 'float')).toBeNull()
    expect(readPayload('{broken', plain, 'string')).toEqual({ value: '{broken' })
  })

  it('checks bindings and matches wildcards', () => {
    expect(readMqttBinding({ connector: 'mqtt' })).toEqual({ error: 'topic is required' })
    expect(readMqttBinding({ connector: 'mqtt', topic: 'a/+' })).toHaveProperty('error')
    expect(binding({ topic: 'a/+', writeTopic: 'a/set' })).toMatchObject({ writeTopic: 'a/set', qos: 1 })
    expect(readMqttBinding({ connector: 'mqtt', topic: 'a', path: 'x..y' })).toHaveProperty('error')
    expect(topicMatches('plant/+/flow', 'plant/p1/flow')).toBe(true)
    expect(topicMatches('plant/#', 'plant')).toBe(true)
    expect(topicMatches('plant/#', 'plant/a/b')).toBe(true)
    expect(topicMatches('plant/+', 'plant/a/b')).toBe(false)
    expect(topicMatches('#', '$SYS/x')).toBe(false)
  })
})
