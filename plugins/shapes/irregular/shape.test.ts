// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { widgetPropsErrors } from '../../../engine/plugins/widgetProps.ts'
import {
  callsNamed,
  pathPoints,
  recordingContext,
} from '../../../tests/unit/plugins/support/recordingContext.ts'
import { manifest, props } from './manifest.ts'
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
  const calls = paint({}, { fill: colour })
  expect(calls.some((call) => call.style?.fillStyle === colour || call.style?.strokeStyle === colour)).toBe(
    true,
  )
})

test('points are percentages of the inset box; open shapes are not filled', () => {
  const points = [
    { x: 0, y: 0 },
    { x: 100, y: 50 },
    { x: 0, y: 100 },
  ]
  expect(pathPoints(paint({ strokeWidth: 0, points }))).toEqual([
    [0, 0],
    [100, 40],
    [0, 80],
  ])
  const open = paint({ points, closed: false, fill: '#ff0000' })
  expect(callsNamed(open, 'fill')).toEqual([])
  const smooth = paint({ points, smooth: true })
  expect(callsNamed(smooth, 'bezierCurveTo')).toHaveLength(3)
})

test('a closed shape needs three points; every point lies within the box', () => {
  const two = [
    { x: 0, y: 0 },
    { x: 10, y: 10 },
  ]
  expect(widgetPropsErrors(manifest, { ...defaultProps(props), points: two })).not.toEqual({})
  expect(widgetPropsErrors(manifest, { ...defaultProps(props), points: two, closed: false })).toEqual({})
  expect(
    widgetPropsErrors(manifest, { ...defaultProps(props), points: [...two, { x: 120, y: 0 }] }),
  ).not.toEqual({})
})
