import { expect, test } from 'vitest'
import { spcChartSpec } from '../../../plugins/charts/spc/spcSpec.ts'
import { individualsChart } from '../../../plugins/charts/spc/spcStats.ts'

test('the SPC x axis labels whole point numbers only (a short series has fractional ticks)', () => {
  const result = individualsChart([10, 11, 9, 10.5])
  if (!result) throw new Error('no result')
  const spec = spcChartSpec({
    result,
    theme: 'light',
    color: '',
    dispersion: false,
    unit: '',
    words: { centre: 'CL', rules: 'Rules', point: 'Point' },
    animate: false,
  }) as { axis: { x: { tickFilter: (n: number) => boolean } } }
  const ticks = [1, 1.5, 2, 2.5, 3, 3.5, 4]
  expect(ticks.filter((n) => spec.axis.x.tickFilter(n))).toEqual([1, 2, 3, 4])
})
