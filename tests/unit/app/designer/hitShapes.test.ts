import { expect, test } from 'vitest'
import { shapeAt } from '../../../../app/runtime/actions/shapeClicks'
import { blockFrames } from '../../../../app/stage/geometry/pageGrid'
import { definePlugin } from '../../../../engine/plugins/contract'
import { widget } from '../../engine/support/builders'
import { testStore } from './support'

// A widget whose plugin declares a hit shape takes clicks on that shape only: a click in a circle's
// corner reaches what lies beneath, as the operator sees it.
test("a click outside a circle's disc but inside its box misses it and takes the widget beneath", () => {
  const store = testStore([
    widget('under', { x: 0, y: 0, w: 200, h: 200 }),
    widget('lamp', { x: 0, y: 0, w: 100, h: 100 }),
  ])
  const index = store.index.block('b1')
  const shapeOf = (type: string) => (type === 'shape.rect' ? ('ellipse' as const) : undefined)
  expect(index?.hitTest({ x: 50, y: 50 })).toBe('lamp')
  expect(index?.hitTest({ x: 50, y: 50 }, shapeOf)).toBe('lamp')
  // The corner of the lamp's box is off its disc, and off the disc of the widget beneath: nothing is hit.
  expect(index?.hitTest({ x: 8, y: 8 })).toBe('lamp')
  expect(index?.hitTest({ x: 8, y: 8 }, shapeOf)).toBe(null)
  expect(index?.hitTest({ x: 100, y: 100 }, shapeOf)).toBe('under')
})

test('at runtime a click in the corner of a circle’s box does not run the circle’s click', () => {
  const store = testStore([widget('lamp', { type: 'shape.circle', x: 0, y: 0, w: 100, h: 100 })])
  store.registry.register(
    definePlugin({
      id: 'shape.circle',
      version: 1,
      category: 'shape',
      title: { id: 'test.circle', message: 'Circle' },
      defaultSize: { w: 80, h: 80 },
      props: {},
      hit: 'ellipse',
      render: 'canvas' as const,
      views: {
        design: async () => ({ create: () => ({}) as never, update: () => {} }),
        runtime: async () => ({ create: () => ({}) as never, update: () => {} }),
      },
    }),
  )
  const frame = blockFrames(store.state.doc, store.state.platform, store.state.tabId)[0]
  const at = (x: number, y: number) =>
    shapeAt(store, { x: (frame?.rect.x ?? 0) + x, y: (frame?.rect.y ?? 0) + y })
  expect(at(50, 50)?.id).toBe('lamp')
  expect(at(6, 6)).toBeNull()
})
