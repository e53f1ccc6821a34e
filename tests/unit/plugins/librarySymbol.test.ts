// @vitest-environment jsdom
/**
 * A placed library symbol: its parts drawn by their own plugins' views, each slot following its
 * parameter (live value through the slot's transform, else the parameter's default, or waiting while a
 * bound parameter has had no value), the whole scaled uniformly to the widget box.
 */
import { type FabricObject, Group, Rect } from 'fabric'
import { describe, expect, test } from 'vitest'
import type { SymbolWire } from '../../../engine/document/persisted.ts'
import { partsOf } from '../../../plugins/shapes/shared/composite.ts'
import { NO_BOUND } from '../../../plugins/shared/liveProps.ts'
import type { LiveProps } from '../../../plugins/shared/viewContract.ts'
import type { LibrarySymbolProps } from '../../../plugins/symbols/library/manifest.ts'
import { partLive } from '../../../plugins/symbols/library/partLive.ts'
import view from '../../../plugins/symbols/library/shape.ts'

const live = (values: Record<string, unknown>): LiveProps =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, { value, quality: 'good' as const, time: 1 }]),
  )

const running = {
  kind: 'ranges' as const,
  ranges: [{ min: 1, max: null, value: '#2e9d4a' }],
  otherwise: '#9aa5b1',
}

function tankSymbol(): SymbolWire {
  return {
    version: 'v1.1',
    id: '7',
    name: 'Tank',
    templateName: 'Pump',
    appId: '1',
    parentId: '',
    width: 100,
    height: 50,
    parameters: [
      { name: 'running', type: 'bool', default: false },
      { name: 'speed', type: 'number', default: 0, min: 0, max: 100 },
    ],
    children: [
      {
        id: 'body',
        kind: 'shape',
        partName: 'body',
        type: 'shape.rect',
        version: 1,
        x: 0,
        y: 0,
        w: 100,
        h: 50,
        rotation: 0,
        props: { fill: '#ffffff' },
        slots: { fill: { param: 'running', transform: running } },
      },
      {
        id: 'g',
        kind: 'group',
        partName: '',
        type: '',
        version: 1,
        x: 10,
        y: 10,
        w: 30,
        h: 20,
        rotation: 0,
        props: {},
        slots: {},
        children: [
          {
            id: 'lamp',
            kind: 'shape',
            partName: 'lamp',
            type: 'shape.circle',
            version: 1,
            x: 10,
            y: 10,
            w: 30,
            h: 20,
            rotation: 0,
            props: { fill: '#ffffff' },
            slots: {
              fill: {
                param: 'speed',
                transform: {
                  kind: 'ranges',
                  ranges: [{ min: 40, max: null, value: '#f0b400' }],
                  otherwise: '#cccccc',
                },
              },
            },
          },
        ],
      },
      // A part of a plugin this build does not know is left out, not thrown on.
      {
        id: 'x',
        kind: 'shape',
        partName: '',
        type: 'vendor.unknown',
        version: 1,
        x: 0,
        y: 0,
        w: 5,
        h: 5,
        rotation: 0,
        props: {},
        slots: {},
      },
    ],
  }
}

const props = (drawing: SymbolWire | null): LibrarySymbolProps => ({
  symbolId: '7',
  symbolVersion: 1,
  drawing,
  instance: 'P1',
  faceplatePage: '',
})

const fillOf = (object: FabricObject) => (partsOf(object)[0] as Rect).fill

describe('slots follow parameters', () => {
  test('a live parameter value goes through the slot transform', () => {
    const slots = { fill: { param: 'running', transform: running } }
    const params = tankSymbol().parameters
    expect(partLive(slots, params, live({ running: true }), new Set(['running'])).live.fill?.value).toBe(
      '#2e9d4a',
    )
    expect(partLive(slots, params, live({ running: 0 }), new Set(['running'])).live.fill?.value).toBe(
      '#9aa5b1',
    )
  })

  test('unbound, the parameter default shows; bound with no value yet, the slot waits', () => {
    const slots = { fill: { param: 'running', transform: running } }
    const params = tankSymbol().parameters
    expect(partLive(slots, params, {}, NO_BOUND).live.fill?.value).toBe('#9aa5b1')
    const waiting = partLive(slots, params, {}, new Set(['running']))
    expect(waiting.live.fill).toBeUndefined()
    expect(waiting.bound.has('fill')).toBe(true)
  })

  test('a part without slots gets nothing', () => {
    expect(partLive({}, [], live({ running: true }), NO_BOUND).live).toEqual({})
  })
})

describe('the library symbol view', () => {
  test('draws each known part with its own view, group children included, scaled to the box', () => {
    const group = view.create(props(tankSymbol()), { width: 200, height: 200 })
    expect(group).toBeInstanceOf(Group)
    const parts = partsOf(group)
    expect(parts).toHaveLength(2)
    expect(parts[0]).toBeInstanceOf(Rect)
    // Uniform: 200 wide for 100 means ×2; 200 high for 50 would be ×4, the smaller wins.
    expect(group.scaleX).toBe(2)
    expect(group.scaleY).toBe(2)
    // Parts sit on the symbol's grid around the group's centre.
    expect(parts[0]?.left).toBe(0)
    expect(parts[0]?.top).toBe(0)
  })

  test('each instance follows its own live values', () => {
    // The host hands the same props object while the widget is unchanged (immer keeps its identity).
    const pa = props(tankSymbol())
    const pb = props(tankSymbol())
    const a = view.create(pa, { width: 100, height: 50 })
    const b = view.create(pb, { width: 100, height: 50 })
    view.update(a, pa, { width: 100, height: 50 }, live({ running: 1 }), new Set(['running']))
    view.update(b, pb, { width: 100, height: 50 }, live({ running: 0 }), new Set(['running']))
    expect(fillOf(a)).toBe('#2e9d4a')
    expect(fillOf(b)).toBe('#9aa5b1')
    const lamp = partsOf(a)[1] as FabricObject
    expect(lamp.fill).toBe('#cccccc')
    view.update(a, pa, { width: 100, height: 50 }, live({ running: 1, speed: 42.25 }), NO_BOUND)
    expect(lamp.fill).toBe('#f0b400')
  })

  test('a new drawing (refreshed from the library) rebuilds the parts in the same group', () => {
    const first = tankSymbol()
    const group = view.create(props(first), { width: 100, height: 50 })
    const second = { ...tankSymbol(), children: tankSymbol().children.slice(0, 1) }
    view.update(group, props(second), { width: 100, height: 50 }, {}, NO_BOUND)
    expect(partsOf(group)).toHaveLength(1)
  })

  test('no drawing and no library symbol draws an empty box of the widget size', () => {
    const group = view.create({ ...props(null), symbolId: '' }, { width: 80, height: 40 })
    expect(partsOf(group)).toHaveLength(0)
  })

  test('a symbol gone from the library (no drawing) draws a crossed dashed box, not nothing', () => {
    const group = view.create(props(null), { width: 80, height: 40 })
    const [box, ...lines] = partsOf(group)
    expect(box?.strokeDashArray).toEqual([4, 3])
    expect(lines.map((line) => line.type)).toEqual(['line', 'line'])
  })
})
