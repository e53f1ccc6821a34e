import { describe, expect, test } from 'vitest'
import { TREND_MESSAGES } from '../../../engine/rules/trend.ts'
import {
  addTrendPen,
  designPreview,
  dynamicPensAllowed,
  fromLocalInput,
  latestTime,
  mergeTrendSeries,
  penLabel,
  switchPensObject,
  type TrendPen,
  toLocalInput,
  trendRangeProblems,
  trendRows,
  usablePens,
} from './trendData.ts'

const pen = (n: number): TrendPen => ({ objName: `Obj_${n}`, propName: 'flow', name: '', color: '' })
const pens = (count: number) => Array.from({ length: count }, (_, i) => pen(i + 1))
const SECOND = 1000
const DAY = 86_400_000

describe('trend pens', () => {
  test('up to eight pens are added; the ninth is refused with the spec message', () => {
    let list: TrendPen[] = []
    for (let i = 1; i <= 8; i++) {
      const result = addTrendPen(list, pen(i))
      expect(result.ok).toBe(true)
      if (result.ok) list = result.pens
    }
    const ninth = addTrendPen(list, pen(9))
    expect(ninth).toEqual({ ok: false, message: TREND_MESSAGES.pensFull })
    expect(ninth.ok === false && ninth.message.message).toBe('The number of pens has reached eight')
  })

  test('a stored page with more than eight pens draws the first eight and says so', () => {
    expect(usablePens(pens(9))).toEqual({ pens: pens(8), overflow: true })
    expect(usablePens(pens(8))).toEqual({ pens: pens(8), overflow: false })
  })

  test('blank pens (just added in the inspector) are not drawn', () => {
    expect(usablePens([pen(1), { objName: '', propName: 'x', name: '', color: '' }]).pens).toEqual([pen(1)])
  })

  test('legend text', () => {
    expect(penLabel(pen(1))).toBe('Obj_1.flow')
    expect(penLabel({ ...pen(1), name: ' Flow ' })).toBe('Flow')
  })
})

describe('trend time ranges (spec: 30 s to 30 days)', () => {
  const end = Date.UTC(2024, 4, 1)
  test('30 s and 30 days are allowed; one millisecond less or more is not', () => {
    expect(trendRangeProblems(end - 30 * SECOND, end, 1)).toEqual([])
    expect(trendRangeProblems(end - 30 * DAY, end, 1)).toEqual([])
    expect(trendRangeProblems(end - 30 * SECOND + 1, end, 1)).toEqual([TREND_MESSAGES.spanTooShort])
    expect(trendRangeProblems(end - 30 * DAY - 1, end, 1)).toEqual([TREND_MESSAGES.spanTooLong])
  })

  test('start after end, no pens and invalid times are problems', () => {
    expect(trendRangeProblems(end, end - 60 * SECOND, 1)).toEqual([TREND_MESSAGES.spanTooShort])
    expect(trendRangeProblems(end - 60 * SECOND, end, 0)).toEqual([TREND_MESSAGES.noSource])
    expect(trendRangeProblems(Number.NaN, end, 1)).toEqual([TREND_MESSAGES.invalidTime])
    expect(trendRangeProblems(end - 60 * SECOND, end, 9).map((m) => m.id)).toEqual([
      TREND_MESSAGES.tooManyPens.id,
    ])
  })

  test('datetime-local values round-trip in local time', () => {
    const t = new Date(2024, 4, 1, 8, 30, 15).getTime()
    expect(toLocalInput(t)).toBe('2024-05-01T08:30:15')
    expect(fromLocalInput('2024-05-01T08:30:15')).toBe(t)
    expect(fromLocalInput('2024-05-01T08:30')).toBe(t - 15 * SECOND)
    expect(fromLocalInput('')).toBeNaN()
    expect(fromLocalInput('yesterday')).toBeNaN()
  })
})

describe('trend data', () => {
  const series = [
    {
      objName: 'Obj_1',
      propName: 'flow',
      points: [
        { time: 1, value: 5 },
        { time: 2, value: null },
        { time: 3, value: 7 },
      ],
    },
    { objName: 'Unknown', propName: 'x', points: [{ time: 1, value: 1 }] },
  ]

  test('rows per pen label, unknown pens left out; a gap holds the value before it, then breaks the line', () => {
    expect(trendRows(series, [pen(1)])).toEqual([
      { x: 1, y: 5, series: 'Obj_1.flow' },
      { x: 2, y: 5, series: 'Obj_1.flow' },
      { x: 2, y: null, series: 'Obj_1.flow' },
      { x: 3, y: 7, series: 'Obj_1.flow' },
    ])
  })

  test('leading and repeated gaps add no rows', () => {
    const gappy = [
      {
        objName: 'Obj_1',
        propName: 'flow',
        points: [
          { time: 1, value: null },
          { time: 2, value: 4 },
          { time: 3, value: null },
          { time: 4, value: Number.NaN },
          { time: 5, value: 6 },
        ],
      },
    ]
    expect(trendRows(gappy, [pen(1)]).map((row) => [row.x, row.y])).toEqual([
      [2, 4],
      [3, 4],
      [3, null],
      [5, 6],
    ])
  })

  test('a live refresh appends only newer points and drops those before the window', () => {
    const current = [
      {
        objName: 'Obj_1',
        propName: 'flow',
        points: [
          { time: 10, value: 1 },
          { time: 20, value: 2 },
        ],
      },
    ]
    const incoming = [
      {
        objName: 'Obj_1',
        propName: 'flow',
        points: [
          { time: 15, value: 9 },
          { time: 20, value: 9 },
          { time: 30, value: 3 },
        ],
      },
      { objName: 'Obj_2', propName: 'flow', points: [{ time: 25, value: 4 }] },
    ]
    const merged = mergeTrendSeries(current, incoming, 12)
    expect(merged).toEqual([
      {
        objName: 'Obj_1',
        propName: 'flow',
        points: [
          { time: 20, value: 2 },
          { time: 30, value: 3 },
        ],
      },
      { objName: 'Obj_2', propName: 'flow', points: [{ time: 25, value: 4 }] },
    ])
    expect(latestTime(merged)).toBe(30)
    expect(latestTime([])).toBeNull()
  })

  test('the design preview invents two pens when none are configured and spans the range', () => {
    const preview = designPreview([], 100_000, 60_000)
    expect(preview.pens).toHaveLength(2)
    for (const one of preview.series) {
      expect(one.points[0]?.time).toBe(40_000)
      expect(one.points.at(-1)?.time).toBeLessThanOrEqual(100_000)
    }
  })
})

describe('dynamic pens', () => {
  const pen = (objName: string, propName: string) => ({ objName, propName, name: '', color: '' })
  test('follow another object only when every pen is of the same object', () => {
    const same = [pen('Pump_A1', 'pressure'), pen('pump_a1', 'flow')]
    expect(dynamicPensAllowed(same)).toBe(true)
    expect(switchPensObject(same, ' Pump_B2 ')).toEqual({
      ok: true,
      pens: [pen('Pump_B2', 'pressure'), pen('Pump_B2', 'flow')],
    })
    const mixed = [pen('Pump_A1', 'pressure'), pen('Tank_T1', 'level')]
    expect(dynamicPensAllowed(mixed)).toBe(false)
    expect(switchPensObject(mixed, 'Pump_B2')).toEqual({
      ok: false,
      message: TREND_MESSAGES.dynamicPenSameObject,
    })
    // '' goes back to the designed pens, whatever they are.
    expect(switchPensObject(mixed, '')).toEqual({ ok: true, pens: mixed })
    expect(dynamicPensAllowed([])).toBe(false)
  })
})
