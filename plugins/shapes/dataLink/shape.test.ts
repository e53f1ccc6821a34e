// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { callsNamed, recordingContext } from '../../../tests/unit/plugins/support/recordingContext.ts'
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

test('the dashes move with the flow: proportional speed, still at 0, backwards when negative', () => {
  const offsetAt = (flow: number, now: number) =>
    callsNamed(
      paint({ maxSpeed: 100, dashLength: 50 }, { flow }, { width: 300, height: 10 }, now),
      'stroke',
    )[0]?.style?.lineDashOffset as number
  expect(offsetAt(1, 0)).toBe(0)
  // Forward: the offset falls (canvas dashes move towards the start as it grows), 100 px/s.
  expect(offsetAt(1, 100)).toBeCloseTo(90 - 10, 5)
  expect(offsetAt(0.5, 100)).toBeCloseTo(90 - 5, 5)
  expect(offsetAt(-1, 100)).toBeCloseTo(10, 5)
  expect(offsetAt(0, 100)).toBe(0)
  const input = (flow: number) => ({
    props: defaultProps(props),
    live: live({ flow }),
    width: 100,
    height: 10,
    now: 5,
  })
  expect(painter.animated?.(input(1))).toBe(true)
  expect(painter.animated?.(input(0))).toBe(false)
})

test('a flow of bad quality stands still in grey', () => {
  const { ctx, calls } = recordingContext()
  painter.paint(ctx, {
    props: defaultProps(props),
    live: live({ flow: 1 }, 'bad'),
    width: 100,
    height: 10,
    now: 500,
  })
  expect(callsNamed(calls, 'stroke')[0]?.style?.strokeStyle).toBe('#c3cad3')
  expect(callsNamed(calls, 'stroke')[0]?.style?.lineDashOffset).toBe(0)
})
