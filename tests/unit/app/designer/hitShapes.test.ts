import { expect, test } from 'vitest'
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
