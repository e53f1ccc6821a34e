/**
 * Faceplates (issue 23): which clicks open one, the binding of every parameter to an instance at once,
 * and the small trend's path.
 */
import { describe, expect, test } from 'vitest'
import { faceplateRequest } from '../../../../app/runtime/faceplate/faceplateRequest'
import { trendPath } from '../../../../app/runtime/faceplate/trendPath'
import { instanceBindings, staleBindings } from '../../../../engine/commands/page/placedSymbol'
import type { WidgetNode } from '../../../../engine/document/pageDoc'
import type { SymbolParameter } from '../../../../engine/document/persisted'

const parameters: SymbolParameter[] = [
  { name: 'running', type: 'bool', default: false },
  { name: 'speed', type: 'number', default: 0 },
]

function placed(props: Record<string, unknown>, events: WidgetNode['events'] = {}): WidgetNode {
  return {
    id: 'w1',
    type: 'symbol.library',
    version: 1,
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    rotation: 0,
    groupId: null,
    props: { symbolId: '3', drawing: { templateName: 'Pump', parameters }, faceplatePage: '', ...props },
    bindings: {},
    events,
    order: 'a',
    extra: {},
  } as WidgetNode
}

describe('choosing an instance', () => {
  test('binds every parameter to the instance property of the same name', () => {
    expect(instanceBindings(parameters, 'Pump_07')).toEqual({
      running: { objName: 'Pump_07', propName: 'running' },
      speed: { objName: 'Pump_07', propName: 'speed' },
    })
  })
  test('no instance unbinds every parameter', () => {
    expect(instanceBindings(parameters, '')).toEqual({ running: null, speed: null })
  })
  test('bindings of names the symbol no longer declares are stale', () => {
    const bindings = {
      running: { objName: 'P', propName: 'running' },
      level: { objName: 'P', propName: 'level' },
    }
    expect(staleBindings(bindings, parameters)).toEqual(['level'])
  })
})

describe('a click on a placed symbol', () => {
  test('bound to an instance, opens its generated faceplate in a 400 × 400 pop-up', () => {
    expect(faceplateRequest(placed({ instance: 'Pump_07' }))).toEqual({
      pageId: '',
      kind: 'popup',
      width: 400,
      height: 400,
      title: 'Pump_07',
      faceplate: { instance: 'Pump_07', templateName: 'Pump' },
    })
  })
  test('with a faceplate page named, opens that page instead, for its instance', () => {
    const request = faceplateRequest(placed({ instance: 'Pump_07', faceplatePage: 'pg-9' }))
    expect(request?.pageId).toBe('pg-9')
    expect(request?.instance).toBe('Pump_07')
    expect(request?.faceplate).toBeUndefined()
  })
  test('without an instance, or with click actions of its own, opens no faceplate', () => {
    expect(faceplateRequest(placed({ instance: '' }))).toBeNull()
    const own = placed({ instance: 'Pump_07' }, {
      noticeOnclick: [{ kind: 'openPage', pageId: 'x', target: 'self' }],
    } as never)
    expect(faceplateRequest(own)).toBeNull()
    expect(faceplateRequest({ ...placed({ instance: 'P' }), type: 'shape.rect' })).toBeNull()
  })
})

describe('the faceplate trend', () => {
  test('scales to the values range, breaks at gaps and leaves out points outside the span', () => {
    const path = trendPath(
      [
        { time: 0, value: 10 },
        { time: 50, value: 20 },
        { time: 60, value: null },
        { time: 100, value: 15 },
        { time: 200, value: 99 },
      ],
      0,
      100,
      100,
      48,
    )
    expect(path.d).toBe('M0.0,44.0L50.0,4.0M100.0,24.0')
    expect(path).toMatchObject({ min: '10', max: '20' })
  })
  test('the last value holds until now', () => {
    expect(trendPath([{ time: 5, value: 1 }], 0, 10, 10, 40).d).toBe('M5.0,20.0L10.0,20.0')
  })
  test('no values: no path', () => {
    expect(trendPath([{ time: 5, value: null }], 0, 10, 100, 40).d).toBe('')
  })
  test('a flat line sits in the middle', () => {
    expect(
      trendPath(
        [
          { time: 0, value: 3 },
          { time: 10, value: 3 },
        ],
        0,
        10,
        10,
        40,
      ).d,
    ).toBe('M0.0,20.0L10.0,20.0')
  })
})
