import { expect, test } from 'vitest'
import { PAIR_WINDOW_MS, pairRows } from '../../../plugins/charts/shared/seriesData.ts'

test('x and y changing a few ms apart are one point with both new values; later changes points of their own', () => {
  const xs = [
    { time: 0, value: 1 },
    { time: 1000, value: 2 },
    { time: 2000, value: 3 },
  ]
  const ys = [
    { time: 3, value: 10 },
    { time: 1004, value: 20 },
    { time: 2600, value: 30 },
  ]
  // Moments: 0–3 ms, 1000–1004 ms, 2000 ms (x alone), 2600 ms (y alone).
  expect(pairRows(xs, ys, null, 'S').map((p) => [p.time, p.x, p.y])).toEqual([
    [3, 1, 10],
    [1004, 2, 20],
    [2000, 3, 20],
    [2600, 3, 30],
  ])
  // Counted apart (no window), each pair also made a point of the new x with the old y.
  // (At 0 ms y has no value yet: no point.)
  expect(pairRows(xs, ys, null, 'S', 0)).toHaveLength(5)
  expect(pairRows(xs, ys, null, 'S', 0)[1]).toMatchObject({ time: 1000, x: 2, y: 10 })
  // A gap or a missing value gives no point; sizes pair the same way.
  const sizes = [{ time: 1001, value: null }]
  expect(pairRows(xs, ys, sizes, 'S').map((p) => p.time)).toEqual([])
  expect(PAIR_WINDOW_MS).toBeLessThan(1000)
})
