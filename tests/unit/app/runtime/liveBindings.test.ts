import { describe, expect, test } from 'vitest'
import { type BoundWidget, LiveBindings } from '../../../../app/runtime/live/liveBindings'
import { LiveSocket, type WireVqt } from '../../../../app/runtime/live/liveSocket'

const good = (value: unknown, timestamp = '2026-11-22T08:00:00.000Z'): WireVqt => ({
  value,
  quality: 'good',
  timestamp,
})

function manualFrames() {
  const queued: (() => void)[] = []
  return {
    schedule: (flush: () => void) => queued.push(flush),
    run() {
      const now = queued.splice(0)
      for (const flush of now) flush()
      return now.length
    },
  }
}

const widgets: BoundWidget[] = [
  {
    id: 'w1',
    bindings: {
      text: {
        objName: 'Pump_A1',
        propName: 'pressure',
        transform: { kind: 'format', decimals: 1, unit: 'bar' },
      },
      color: {
        objName: 'Pump_A1',
        propName: 'running',
        transform: {
          kind: 'ranges',
          ranges: [{ min: 1, max: null, value: 'green' }],
          otherwise: 'grey',
        },
      },
    },
  },
  { id: 'w2', bindings: { value: { objName: 'Pump_A1', propName: 'pressure' } } },
  { id: 'w3', bindings: {} },
]

describe('live bindings', () => {
  test('keys the server will not send mark their widgets bad, keeping the designed value', () => {
    const frames = manualFrames()
    const live = new LiveBindings(widgets, frames.schedule)
    live.unavailable(['Pump_A1.pressure', 'Nobody.else'])
    expect(frames.run()).toBe(1)
    expect(live.get('w1').text).toMatchObject({ value: undefined, quality: 'bad' })
    expect(live.get('w2').value).toMatchObject({ value: undefined, quality: 'bad' })
    expect(live.get('w1').color).toBeUndefined()
    expect(live.complete).toBe(true)
  })

  test('keep what the server last sent per bound key, before transforms, for the values list', () => {
    const live = new LiveBindings(widgets, manualFrames().schedule)
    expect(live.source('Pump_A1.pressure')).toBeUndefined()
    const sent = { value: 3.456, quality: 'good' as const, timestamp: '2026-01-01T00:00:00.000Z' }
    live.receive({ 'Pump_A1.pressure': sent, 'Other.key': sent })
    // At once, not at the next frame; keys the page does not show are not kept.
    expect(live.source('Pump_A1.pressure')).toEqual(sent)
    expect(live.source('Other.key')).toBeUndefined()
    live.unavailable(['Pump_A1.running', 'Other.key'])
    expect(live.source('Pump_A1.running')).toBe('unavailable')
    expect(live.source('Other.key')).toBeUndefined()
  })

  test('the socket reports unknown and refused keys from its replies', () => {
    const sent: string[] = []
    const reported: string[][] = []
    let socket: { onmessage?: (event: { data: string }) => void; onopen?: () => void } = {}
    const live = new LiveSocket({
      url: () => 'ws://test',
      onValues: () => {},
      onUnavailable: (keys) => reported.push(keys),
      createSocket: () => {
        socket = { send: (text: string) => sent.push(text), readyState: 1, close: () => {} } as never
        return socket as unknown as WebSocket
      },
    })
    live.connect()
    socket.onmessage?.({
      data: JSON.stringify({
        type: 'subscribed',
        keys: ['A.x'],
        unknown: ['Gone.y'],
        denied: [{ key: 'Secret.z', message: 'No data permission: reading Secret.z' }],
      }),
    })
    socket.onmessage?.({
      data: JSON.stringify({ type: 'subscribed', keys: ['A.x'], unknown: [], denied: [] }),
    })
    expect(reported).toEqual([['Gone.y', 'Secret.z']])
  })

  test('follow exactly the bound keys of the page', () => {
    const live = new LiveBindings(widgets, manualFrames().schedule)
    expect(live.keys().sort()).toEqual(['Pump_A1.pressure', 'Pump_A1.running'])
    expect(live.boundCount).toBe(3)
  })

  test('apply values once per frame, transformed, as new objects only for changed widgets', () => {
    const frames = manualFrames()
    const live = new LiveBindings(widgets, frames.schedule)
    const notified: string[] = []
    live.subscribe('w1', () => notified.push('w1'))
    live.subscribe('w2', () => notified.push('w2'))
    live.receive({ 'Pump_A1.pressure': good(2.345) })
    live.receive({ 'Pump_A1.pressure': good(2.5), 'Unknown.key': good(1) })
    // Nothing reaches the views before the frame; two batches make one flush.
    expect(live.get('w1')).toEqual({})
    expect(frames.run()).toBe(1)
    expect(live.get('w1').text?.value).toBe('2.5 bar')
    expect(live.get('w2').value?.value).toBe(2.5)
    expect(live.get('w2').value?.time).toBe(Date.parse('2026-11-22T08:00:00.000Z'))
    expect(notified.sort()).toEqual(['w1', 'w2'])

    const before = live.get('w2')
    notified.length = 0
    live.receive({ 'Pump_A1.running': good(true) })
    frames.run()
    expect(live.get('w1').color?.value).toBe('green')
    expect(live.get('w1').text?.value).toBe('2.5 bar')
    expect(live.get('w2')).toBe(before)
    expect(notified).toEqual(['w1'])
    expect(live.revision).toBe(2)
  })

  test('a bad value with no data keeps the designed prop and reports the quality', () => {
    const frames = manualFrames()
    const live = new LiveBindings(widgets, frames.schedule)
    live.receive({
      'Pump_A1.pressure': { value: null, quality: 'bad', timestamp: '2026-11-22T08:00:00.000Z' },
    })
    frames.run()
    expect(live.get('w2').value).toMatchObject({ value: undefined, quality: 'bad' })
  })

  test('a failing expression transform leaves the designed value', () => {
    const frames = manualFrames()
    const live = new LiveBindings(
      [
        {
          id: 'x',
          bindings: {
            text: { objName: 'A', propName: 'b', transform: { kind: 'expression', expression: 'value +' } },
          },
        },
      ],
      frames.schedule,
    )
    live.receive({ 'A.b': good(1) })
    frames.run()
    expect(live.get('x').text?.value).toBeUndefined()
  })

  test('bindingOf finds the binding behind a widget prop', () => {
    const live = new LiveBindings(widgets, manualFrames().schedule)
    expect(live.bindingOf('w2', 'value')).toMatchObject({ objName: 'Pump_A1', propName: 'pressure' })
    expect(live.bindingOf('w3', 'value')).toBeNull()
  })
})
