import { describe, expect, it } from 'vitest'
import { runAnalysis } from '../../../../engine/bigdata/analysis.ts'
import { fitRegression, predict } from '../../../../engine/bigdata/regression.ts'
import { resample } from '../../../../engine/bigdata/resample.ts'

describe('least squares', () => {
  it('fits the textbook line y = 2.2 + 0.6x with R² 0.6', () => {
    const fit = fitRegression(
      { kind: 'linear', inputs: ['x'], output: 'y' },
      { x: [1, 2, 3, 4, 5], y: [2, 4, 5, 4, 5] },
    )
    if (!fit.ok) throw new Error(fit.reason)
    expect(fit.model.coefficients[0]).toBeCloseTo(2.2, 10)
    expect(fit.model.coefficients[1]).toBeCloseTo(0.6, 10)
    expect(fit.quality.r2).toBeCloseTo(0.6, 10)
    // residuals -0.8, 0.6, 1, -0.6, -0.2: SSE 2.4
    expect(fit.quality.rmse).toBeCloseTo(Math.sqrt(2.4 / 5), 10)
    expect(predict(fit.model, [10])).toBeCloseTo(8.2, 10)
  })

  it('recovers y = 1 + 2a − 3b from two inputs, skipping incomplete rows', () => {
    const a = [0, 1, 2, 3, 4, 5, null]
    const b = [1, 0, 2, 1, 5, 3, 1]
    const y = a.map((v, i) => (v === null ? 99 : 1 + 2 * v - 3 * (b[i] as number)))
    const fit = fitRegression({ kind: 'linear', inputs: ['a', 'b'], output: 'y' }, { a, b, y })
    if (!fit.ok) throw new Error(fit.reason)
    expect(fit.quality.n).toBe(6)
    for (const [k, c] of fit.model.coefficients.entries()) expect(c).toBeCloseTo([1, 2, -3][k] as number, 9)
    expect(fit.quality.r2).toBeCloseTo(1, 12)
  })

  it('recovers y = 1 − 2x + x² as a degree-2 polynomial', () => {
    const x = [-2, -1, 0, 1, 2, 3]
    const fit = fitRegression(
      { kind: 'polynomial', input: 'x', output: 'y', degree: 2 },
      { x, y: x.map((v) => (v - 1) ** 2) },
    )
    if (!fit.ok) throw new Error(fit.reason)
    for (const [k, c] of fit.model.coefficients.entries()) expect(c).toBeCloseTo([1, -2, 1][k] as number, 9)
    expect(predict(fit.model, [4])).toBeCloseTo(9, 9)
  })

  it('refuses dependent inputs and too few rows', () => {
    const a = [1, 2, 3, 4, 5]
    expect(
      fitRegression({ kind: 'linear', inputs: ['a', 'b'], output: 'y' }, { a, b: a.map((v) => 2 * v), y: a }),
    ).toEqual({
      ok: false,
      reason: 'collinear',
    })
    expect(
      fitRegression({ kind: 'linear', inputs: ['a'], output: 'y' }, { a: [1, 2], y: [1, 2] }),
    ).toMatchObject({
      ok: false,
      reason: 'tooFewRows',
      needed: 3,
    })
  })

  it('runs as an analysis with the fitted column for the chart', () => {
    const run = runAnalysis(
      { analysis: 'linearRegression', inputs: ['x'], output: 'y' },
      { times: ['a', 'b', 'c', 'd'], columns: { x: [0, 1, 2, null], y: [1, 3, 5, 7] } },
    )
    if (!run.ok || run.result.analysis !== 'linearRegression') throw new Error('no fit')
    expect(run.result.fitted.map((v) => (v === null ? null : Math.round(v * 1e9) / 1e9))).toEqual([
      1,
      3,
      5,
      null,
    ])
  })
})

describe('resampling', () => {
  const points = [
    { t: 1000, v: 1 },
    { t: 1500, v: 3 },
    { t: 2500, v: null },
    { t: 4200, v: 10 },
  ]
  it('aggregates each interval and holds the last value across empty ones', () => {
    expect(resample(points, { t: 0, v: 7 }, 0, 5000, 1000, 'average')).toEqual([7, 2, 3, 3, 10])
    expect(resample(points, null, 0, 5000, 1000, 'max')).toEqual([null, 3, 3, 3, 10])
    expect(resample(points, null, 1000, 3000, 1000, 'sum')).toEqual([4, 3])
    expect(resample(points, null, 1000, 2000, 1000, 'first')).toEqual([1])
  })
})
