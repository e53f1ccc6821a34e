import { expect, test } from 'vitest'
import {
  limitRows,
  MARK_EVERY_POINT_UP_TO,
  spcDispersionSpec,
  spcMainSpec,
} from '../../../plugins/charts/spc/spcSpec.ts'
import { individualsChart, type WeRule } from '../../../plugins/charts/spc/spcStats.ts'

/** The spec options of an I-MR chart of `values` (no range chart unless asked). */
function optionsOf(values: number[], rules: WeRule[] = [1, 2, 3, 4], dispersion = false) {
  const result = individualsChart(values, rules)
  if (!result) throw new Error('no result')
  return {
    result,
    theme: 'light' as const,
    color: '',
    dispersion,
    unit: 'g',
    words: { centre: 'CL', rules: 'Rules', point: 'Point' },
    animate: false,
  }
}

test('the SPC x axis labels whole point numbers only (a short series has fractional ticks)', () => {
  const spec = spcMainSpec(optionsOf([10, 11, 9, 10.5])) as {
    axis: { x: { tickFilter: (n: number) => boolean } }
  }
  const ticks = [1, 1.5, 2, 2.5, 3, 3.5, 4]
  expect(ticks.filter((n) => spec.axis.x.tickFilter(n))).toEqual([1, 2, 3, 4])
})

type View = { children: { type: string; data?: { n: number; out: boolean }[] }[] }

const specOf = (values: number[]) => spcMainSpec(optionsOf(values, [1])) as unknown as View

test('a computed limit is drawn from two rows; a varying one keeps each step where it falls', () => {
  const row = (n: number, ucl: number) => ({ n, value: 0, center: 0, ucl, lcl: 0, out: false, rules: '' })
  const flat = [1, 2, 3, 4, 5].map((n) => row(n, 10))
  expect(limitRows(flat, 'ucl').map((r) => r.n)).toEqual([1, 5])
  // Levels 10 (1–3), 12 (4–5), 11 (6): both sides of each change, so the step sits between 3 and 4.
  const steps = [10, 10, 10, 12, 12, 11].map((ucl, i) => row(i + 1, ucl))
  expect(limitRows(steps, 'ucl').map((r) => r.n)).toEqual([1, 3, 4, 5, 6])
  expect(limitRows([row(1, 3)], 'ucl').map((r) => r.n)).toEqual([1])

  const spec = specOf(Array.from({ length: 30 }, (_, i) => 10 + (i % 3)))
  const [ucl, lcl, centre] = spec.children
  for (const line of [ucl, lcl, centre]) expect(line?.data?.map((r) => r.n)).toEqual([1, 30])
})

test('every point is marked on a short chart; on a long one only the points out of control', () => {
  const short = specOf([10, 11, 9, 10, 12, 10, 30, 10, 11])
  const shortPoints = short.children.find((child) => child.type === 'point')
  expect(shortPoints?.data).toHaveLength(9)

  const values = Array.from({ length: MARK_EVERY_POINT_UP_TO + 40 }, (_, i) => 10 + (i % 3))
  values[60] = 40
  const long = specOf(values)
  const points = long.children.find((child) => child.type === 'point')
  expect(points?.data?.map((r) => r.n)).toEqual([61])
  expect(points?.data?.every((r) => r.out)).toBe(true)
  // The line holds every point (and the tooltip of each).
  const line = long.children.find((child) => child.type === 'line' && child.data === undefined)
  expect(line).toMatchObject({ tooltip: { items: expect.any(Array) } })
})

test('the range chart is a spec of its own under the main one, or none when not asked for', () => {
  const options = optionsOf([10, 11, 9, 10.5, 12, 9.5], [1, 2, 3, 4], true)
  const main = spcMainSpec(options) as { type: string; data: unknown[]; marginBottom?: number }
  const below = spcDispersionSpec(options) as { type: string; data: unknown[]; marginTop?: number }
  expect([main.type, below.type]).toEqual(['view', 'view'])
  expect(main.data).toHaveLength(6)
  // The moving ranges: one fewer than the measurements.
  expect(below.data).toHaveLength(5)
  // The two plots meet without a double margin.
  expect([main.marginBottom, below.marginTop]).toEqual([0, 0])
  expect(spcDispersionSpec({ ...options, dispersion: false })).toBeNull()
  expect(
    (spcMainSpec({ ...options, dispersion: false }) as { marginBottom?: number }).marginBottom,
  ).toBeUndefined()
})
