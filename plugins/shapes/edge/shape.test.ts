// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { pathPoints, recordingContext } from '../../../tests/unit/plugins/support/recordingContext.ts'
import { props } from './manifest.ts'
import painter from './paint.ts'
import view from './shape.ts'

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
  const calls = paint({}, { stroke: colour })
  expect(calls.some((call) => call.style?.fillStyle === colour || call.style?.strokeStyle === colour)).toBe(
    true,
  )
})

test('the line runs between its unit end points, the arrow tip at the end', () => {
  const calls = paint(
    { x1: 0.1, y1: 0.5, x2: 0.9, y2: 0.5, strokeWidth: 2, arrowEnd: true },
    {},
    { width: 100, height: 20 },
  )
  const points = pathPoints(calls)
  expect(points[0]).toEqual([10, 10])
  // The arrow head's tip is the end point; the line stops short of it.
  expect(points).toContainEqual([90, 10])
  expect((points[1] as [number, number])[0]).toBeLessThan(90)
})
