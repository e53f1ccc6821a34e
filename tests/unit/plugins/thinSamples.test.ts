import { expect, test } from 'vitest'
import type { LiveSample } from '../../../plugins/charts/shared/liveWindow.ts'
import { stepPoints, thinSamples } from '../../../plugins/charts/shared/thinSamples.ts'

const series = (values: (number | null)[], step = 1000): LiveSample[] =>
  values.map((value, i) => ({ time: i * step, value }))

test('a series with no more than four samples a bucket is left as it is', () => {
  const samples = series([1, 2, 3, 4, 5, 6, 7, 8])
  expect(thinSamples(samples, 0, 8000, 2)).toBe(samples)
})

test('per bucket the first, lowest, highest and last samples stay, in time order; a spike is kept', () => {
  // 1,000 samples over 100 buckets: ten a bucket, a spike in bucket 42.
  const values = Array.from({ length: 1000 }, (_, i) => 50 + Math.sin(i / 7))
  values[425] = 500
  values[777] = -300
  const samples = series(values)
  const thin = thinSamples(samples, 0, 1_000_000, 100)
  expect(thin.length).toBeLessThanOrEqual(400)
  expect(thin.length).toBeGreaterThan(200)
  // Every kept sample is a real one, in time order.
  for (const sample of thin) expect(samples).toContain(sample)
  expect(thin.map((s) => s.time)).toEqual([...thin.map((s) => s.time)].sort((a, b) => a - b))
  // The extremes of the window and its ends survive.
  expect(thin).toContainEqual({ time: 425_000, value: 500 })
  expect(thin).toContainEqual({ time: 777_000, value: -300 })
  expect(thin[0]).toBe(samples[0])
  expect(thin.at(-1)).toBe(samples.at(-1))
  // Bucket 42 (samples 420–429) keeps 420 (first), 425 (highest), the lowest and 429 (last).
  const bucket = thin.filter((s) => s.time >= 420_000 && s.time < 430_000).map((s) => s.time / 1000)
  expect(bucket[0]).toBe(420)
  expect(bucket.at(-1)).toBe(429)
  expect(bucket).toContain(425)
  expect(bucket.length).toBeLessThanOrEqual(4)
})

test('gaps are all kept where they were, and the values on both sides of each', () => {
  const values: (number | null)[] = Array.from({ length: 400 }, (_, i) => i % 10)
  values[200] = null
  values[201] = null
  const samples = series(values)
  const thin = thinSamples(samples, 0, 400_000, 10)
  expect(thin.filter((s) => s.value === null).map((s) => s.time)).toEqual([200_000, 201_000])
  const at = thin.findIndex((s) => s.time === 200_000)
  expect(thin[at - 1]).toEqual({ time: 199_000, value: 9 })
  expect(thin[at + 2]).toEqual({ time: 202_000, value: 2 })
})

test('samples before the window (the value in force at its start) count as one bucket', () => {
  const samples = series(Array.from({ length: 100 }, (_, i) => i))
  const thin = thinSamples(samples, 50_000, 100_000, 5)
  const before = thin.filter((s) => s.time < 50_000)
  expect(before.map((s) => s.value)).toEqual([0, 49])
})

test('a step line keeps the samples where the value changes, gaps, and the last (carrying it to now)', () => {
  // The 2 held to 4 s carries the line to the gap at 5 s.
  const samples = series([1, 1, 2, 2, 2, null, 3, 3])
  expect(stepPoints(samples).map((s) => s.value)).toEqual([1, 2, 2, null, 3, 3])
  expect(stepPoints(samples).map((s) => s.time)).toEqual([0, 2000, 4000, 5000, 6000, 7000])
  const changing = series([1, 2, 3])
  expect(stepPoints(changing)).toBe(changing)
})
