// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { widgetPropsErrors } from '../../../engine/plugins/widgetProps.ts'
import { pathPoints, recordingContext } from '../../../tests/unit/plugins/support/recordingContext.ts'
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

test('n sides give n corners, the first at the top centre; 4 is a diamond', () => {
  expect(pathPoints(paint({ strokeWidth: 0, sides: 6 }))).toHaveLength(6)
  expect(pathPoints(paint({ strokeWidth: 0, sides: 4 }))).toEqual([
    [50, 0],
    [100, 40],
    [50, 80],
    [0, 40],
  ])
})

test('sides out of range or not whole are refused', () => {
  expect(widgetPropsErrors(manifest, { ...defaultProps(props), sides: 2 })).not.toEqual({})
  expect(widgetPropsErrors(manifest, { ...defaultProps(props), sides: 4.5 })).not.toEqual({})
})
