// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { widgetPropsErrors } from '../../../engine/plugins/widgetProps.ts'
import { recordingContext } from '../../../tests/unit/plugins/support/recordingContext.ts'
import { manifest, props } from './manifest.ts'
import painter from './paint.ts'
import view from './shape.ts'

// jsdom has no Path2D nor DOMMatrix: the smallest stand-ins that keep what the painter fills and strokes.
class PathStandIn {
  addPath() {}
}
class MatrixStandIn {
  translate() {
    return this
  }
  scale() {
    return this
  }
}
Object.assign(globalThis, { Path2D: PathStandIn, DOMMatrix: MatrixStandIn })

const live = (values: Record<string, unknown>, quality: 'good' | 'bad' = 'good') =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, quality, time: 0 }]))

function paint(
  values: Record<string, unknown> = {},
  liveValues: Record<string, unknown> = {},
  size = { width: 100, height: 80 },
  now = 0,
) {
  const { ctx, calls } = recordingContext()
  painter.paint(ctx, {
    props: { ...defaultProps(props), ...values } as never,
    live: live(liveValues),
    ...size,
    now,
  })
  return calls
}

test('the fabric object is the widget box and follows a resize in place', () => {
  const shape = view.create(defaultProps(props), { width: 100, height: 80 })
  expect([Math.round(shape.getBoundingRect().width), Math.round(shape.getBoundingRect().height)]).toEqual([
    100, 80,
  ])
  view.update(shape, defaultProps(props), { width: 140, height: 60 }, {})
  expect([Math.round(shape.getBoundingRect().width), Math.round(shape.getBoundingRect().height)]).toEqual([
    140, 60,
  ])
})

test('hidden (a bound visibility of false) draws nothing; a bound colour is drawn', () => {
  expect(paint({}, { visible: false })).toEqual([])
  const colour = '#123456'
  const calls = paint({}, { fill: colour })
  expect(calls.some((call) => call.style?.fillStyle === colour || call.style?.strokeStyle === colour)).toBe(
    true,
  )
})

test('path data must start with a move and hold only path commands and numbers', () => {
  const check = (path: string) => widgetPropsErrors(manifest, { ...defaultProps(props), path })
  expect(check('M0 0 L10 10 Z')).toEqual({})
  expect(check('  m 5,5 c 1 2 3 4 5 6 a 5 5 0 0 1 10 10 z')).toEqual({})
  expect(check('L10 10')).not.toEqual({})
  expect(check('M0 0 <script>')).not.toEqual({})
  expect(check('')).not.toEqual({})
})
