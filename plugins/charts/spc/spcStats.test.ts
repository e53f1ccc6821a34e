import { describe, expect, test } from 'vitest'
import { individualsChart, pChart, subgroupsOf, westernElectric, xbarRChart } from './spcStats.ts'

// Figures below are the PUBLISHED ones of the cited worked examples, not values this module printed.

describe('individuals and moving range chart', () => {
  // NIST/SEMATECH e-Handbook of Statistical Methods, §6.3.2.2 "Individuals Control Charts", example of
  // ten batches of flow rate: https://www.itl.nist.gov/div898/handbook/pmc/section3/pmc322.htm
  // Published: x̄ = 50.81, MR̄ = 1.8778, UCL = 55.8041, LCL = 45.8159; MR chart UCL = 6.1349, LCL = 0.
  const flowRate = [49.6, 47.6, 49.9, 51.3, 47.8, 51.2, 52.6, 52.4, 53.6, 52.1]

  test('limits of the NIST flow-rate example', () => {
    const chart = individualsChart(flowRate)
    expect(chart).not.toBeNull()
    const { main, dispersion } = chart ?? { main: null, dispersion: null }
    expect(main?.limits.center).toBeCloseTo(50.81, 4)
    expect(main?.limits.ucl).toBeCloseTo(55.8041, 3)
    expect(main?.limits.lcl).toBeCloseTo(45.8159, 3)
    expect(dispersion?.limits.center).toBeCloseTo(1.8778, 4)
    // D4 = 3.267 as tabled; the handbook's 6.1349 carries more digits of D4.
    expect(dispersion?.limits.ucl).toBeCloseTo(6.1349, 2)
    expect(dispersion?.limits.lcl).toBe(0)
    // The handbook reads the process as in control: no point beyond the limits.
    expect(main?.points.filter((p) => p.rules.includes(1))).toEqual([])
  })

  test('fixed limits replace the computed ones and mark what falls outside', () => {
    const chart = individualsChart(flowRate, [1], { center: 50, ucl: 53, lcl: 47 })
    expect(chart?.main.limits).toMatchObject({ center: 50, ucl: 53, lcl: 47, sigma: 1 })
    expect(chart?.main.points.filter((p) => p.rules.length > 0).map((p) => p.value)).toEqual([53.6])
  })

  test('too few values: no chart', () => {
    expect(individualsChart([1])).toBeNull()
  })
})

describe('X̄–R chart', () => {
  // Montgomery, Introduction to Statistical Quality Control, piston-ring inside diameters, 25 subgroups
  // of 5 (Table 6.3, Example 6.3; also the R qcc package's `pistonrings`). Published: x̿ = 74.001,
  // R̄ = 0.023, X̄ limits 73.988 … 74.014 (A2 = 0.577), R limits 0 … 0.049 (D4 = 2.114).
  const pistonRings = [
    [74.03, 74.002, 74.019, 73.992, 74.008],
    [73.995, 73.992, 74.001, 74.011, 74.004],
    [73.988, 74.024, 74.021, 74.005, 74.002],
    [74.002, 73.996, 73.993, 74.015, 74.009],
    [73.992, 74.007, 74.015, 73.989, 74.014],
    [74.009, 73.994, 73.997, 73.985, 73.993],
    [73.995, 74.006, 73.994, 74.0, 74.005],
    [73.985, 74.003, 73.993, 74.015, 73.988],
    [74.008, 73.995, 74.009, 74.005, 74.004],
    [73.998, 74.0, 73.99, 74.007, 73.995],
    [73.994, 73.998, 73.994, 73.995, 73.99],
    [74.004, 74.0, 74.007, 74.0, 73.996],
    [73.983, 74.002, 73.998, 73.997, 74.012],
    [74.006, 73.967, 73.994, 74.0, 73.984],
    [74.012, 74.014, 73.998, 73.999, 74.007],
    [74.0, 73.984, 74.005, 73.998, 73.996],
    [73.994, 74.012, 73.986, 74.005, 74.007],
    [74.006, 74.01, 74.018, 74.003, 74.0],
    [73.984, 74.002, 74.003, 74.005, 73.997],
    [74.0, 74.01, 74.013, 74.02, 74.003],
    [73.988, 74.001, 74.009, 74.005, 73.996],
    [74.004, 73.999, 73.99, 74.006, 74.009],
    [74.01, 73.989, 73.99, 74.009, 74.014],
    [74.015, 74.008, 73.993, 74.0, 74.01],
    [73.982, 73.984, 73.995, 74.017, 74.013],
  ]

  test('limits of the piston-ring example', () => {
    const chart = xbarRChart(pistonRings)
    expect(chart?.main.limits.center).toBeCloseTo(74.001, 3)
    expect(chart?.main.limits.ucl).toBeCloseTo(74.014, 3)
    expect(chart?.main.limits.lcl).toBeCloseTo(73.988, 3)
    expect(chart?.dispersion?.limits.center).toBeCloseTo(0.023, 3)
    expect(chart?.dispersion?.limits.ucl).toBeCloseTo(0.049, 2)
    expect(chart?.dispersion?.limits.lcl).toBe(0)
    // Montgomery: "both charts exhibit control" for these 25 subgroups.
    expect(chart?.main.points.some((p) => p.rules.includes(1))).toBe(false)
    expect(chart?.dispersion?.points.some((p) => p.rules.includes(1))).toBe(false)
  })

  test('subgroups from a stream of measurements; sizes outside 2…10 give no chart', () => {
    expect(subgroupsOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ])
    expect(xbarRChart([[1], [2]])).toBeNull()
    expect(xbarRChart([Array(11).fill(1), Array(11).fill(2)])).toBeNull()
  })
})

describe('p chart', () => {
  // NIST/SEMATECH e-Handbook §6.3.3.2 "Proportions Control Charts" (after Montgomery's orange-juice
  // cans): 30 samples of 50, https://www.itl.nist.gov/div898/handbook/pmc/section3/pmc332.htm
  // Published: p̄ = 0.2313, UCL = 0.4102, LCL = 0.0524; samples 15 and 23 are above the UCL.
  const counts = [
    12, 15, 8, 10, 4, 7, 16, 9, 14, 10, 5, 6, 17, 12, 22, 8, 10, 5, 13, 11, 20, 18, 24, 15, 9, 12, 7, 13, 9,
    6,
  ]

  test('limits and out-of-control samples of the published example', () => {
    const chart = pChart(counts.map((count) => ({ count, size: 50 })))
    expect(chart?.main.limits.center).toBeCloseTo(0.2313, 4)
    expect(chart?.main.limits.ucl).toBeCloseTo(0.4102, 4)
    expect(chart?.main.limits.lcl).toBeCloseTo(0.0524, 4)
    const above = chart?.main.points.filter((p) => p.rules.includes(1)).map((p) => p.index + 1)
    expect(above).toEqual([15, 23])
  })

  test('varying sample sizes give each point its own limits; bad samples are left out', () => {
    const chart = pChart([
      { count: 5, size: 100 },
      { count: 5, size: 25 },
      { count: 30, size: 10 },
    ])
    const [a, b] = chart?.main.points ?? []
    expect(chart?.main.points).toHaveLength(2)
    expect((a?.ucl ?? 0) < (b?.ucl ?? 0)).toBe(true)
  })
})

describe('Western Electric rules', () => {
  // Rules as the NIST handbook §6.3.2 lists them (WECO): zones at 1, 2 and 3 sigma.
  const marked = (values: number[], rule: 1 | 2 | 3 | 4) =>
    westernElectric(values, 0, 1, [rule]).flatMap((rules, i) => (rules.length > 0 ? [i] : []))

  test('rule 1: one point beyond 3 sigma', () => {
    expect(marked([0, 3.1, -3.2, 2.9], 1)).toEqual([1, 2])
  })
  test('rule 2: two of three beyond 2 sigma on one side', () => {
    expect(marked([2.5, 0, 2.1, -2.5, 0, 2.2], 2)).toEqual([2])
  })
  test('rule 3: four of five beyond 1 sigma on one side', () => {
    expect(marked([1.5, 1.2, 0, 1.1, 1.3, -1.5], 3)).toEqual([4])
  })
  test('rule 4: eight in a row on one side of the centre', () => {
    expect(marked([0.1, 0.2, 0.1, 0.3, 0.2, 0.1, 0.4, 0.2, -0.1], 4)).toEqual([7])
  })
  test('rules not selected mark nothing', () => {
    expect(westernElectric([5, 5, 5], 0, 1, [])).toEqual([[], [], []])
  })
})
