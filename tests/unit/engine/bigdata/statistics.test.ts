import { describe, expect, it } from 'vitest'
import { rollingZScore } from '../../../../engine/bigdata/anomalies.ts'
import { correlation, correlationMatrix } from '../../../../engine/bigdata/correlation.ts'
import { describeColumn } from '../../../../engine/bigdata/describe.ts'

// Reference figures are NumPy's (np.mean, np.std(ddof=1), np.percentile linear, np.corrcoef).
describe('descriptive statistics', () => {
  it('matches NumPy on 1…10, skipping gaps', () => {
    const summary = describeColumn('x', [1, 2, null, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(summary.count).toBe(10)
    expect(summary.mean).toBeCloseTo(5.5, 12)
    expect(summary.std).toBeCloseTo(3.0276503540974917, 12)
    expect(summary.q1).toBeCloseTo(3.25, 12)
    expect(summary.median).toBeCloseTo(5.5, 12)
    expect(summary.q3).toBeCloseTo(7.75, 12)
    expect([summary.min, summary.max]).toEqual([1, 10])
  })

  it('answers nulls for an empty column and no std for one value', () => {
    expect(describeColumn('x', [null]).mean).toBeNull()
    const one = describeColumn('x', [4])
    expect([one.mean, one.std, one.q1, one.q3]).toEqual([4, null, 4, 4])
  })
})

describe('correlation', () => {
  it('matches the textbook r = √0.6 and is symmetric with a unit diagonal', () => {
    const x = [1, 2, 3, 4, 5]
    const y = [2, 4, 5, 4, 5]
    expect(correlation(x, y)).toBeCloseTo(Math.sqrt(0.6), 12)
    const m = correlationMatrix({ x, y, z: [5, 4, 3, 2, 1] })
    expect(m.values[0]?.[0]).toBe(1)
    expect(m.values[0]?.[1]).toBeCloseTo(m.values[1]?.[0] as number, 12)
    expect(m.values[0]?.[2]).toBeCloseTo(-1, 12)
  })

  it('uses pairwise complete rows and is undefined for a constant column', () => {
    expect(correlation([1, 2, null, 3, 4], [2, 4, 100, 6, 8])).toBeCloseTo(1, 12)
    expect(correlation([1, 2, 3, 4], [7, 7, 7, 7])).toBeNull()
    expect(correlation([1, 2], [1, 2])).toBeNull()
  })
})

describe('rolling z-score', () => {
  it('flags the spike against the window before it', () => {
    const { z, anomalies } = rollingZScore([10, 10, 11, 9, 10, 30, 10], 5, 3)
    expect(z.slice(0, 5)).toEqual([null, null, null, null, null])
    // window 10,10,11,9,10: mean 10, sample std √0.5
    expect(z[5]).toBeCloseTo(20 / Math.sqrt(0.5), 10)
    expect(anomalies.map((a) => a.index)).toEqual([5])
    // The spike is in the next window, so the return to 10 is not an anomaly.
    expect(Math.abs(z[6] as number)).toBeLessThan(3)
  })

  it('skips gaps and scores a flat window', () => {
    const { z, anomalies } = rollingZScore([1, null, 1, 1, 2], 3, 3)
    expect(z[1]).toBeNull()
    expect(z[4]).toBe(Number.POSITIVE_INFINITY)
    expect(anomalies).toHaveLength(1)
  })
})
