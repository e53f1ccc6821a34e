import { expect, test } from 'vitest'
import {
  chartLegend,
  LEGEND_BAND,
  legendEntries,
  splitLegend,
} from '../../../plugins/charts/shared/chartLegend.ts'
import { lineChartSpec } from '../../../plugins/charts/shared/lineSpec.ts'
import { pieChartSpec } from '../../../plugins/charts/shared/pieSpec.ts'
import { SERIES_COLORS } from '../../../plugins/charts/shared/theme.ts'

// biome-ignore lint/suspicious/noExplicitAny: a loose view of G2's deep spec type is what these tests need
type Spec = Record<string, any>

const rows = [
  { x: 1, y: 3, series: 'Inflow' },
  { x: 1, y: 5, series: 'Outflow' },
  { x: 2, y: 4, series: 'Inflow' },
  { x: 2, y: 6, series: 'Level' },
]

function line(showLegend = true): Spec {
  return lineChartSpec({
    data: rows,
    timeAxis: true,
    theme: 'light',
    colors: ['', '#123456'],
    smooth: false,
    area: false,
    showLegend,
    yRange: null,
    animate: false,
  }) as Spec
}

test('a spec asks for an HTML legend, or none', () => {
  expect(chartLegend(false)).toBe(false)
  expect(chartLegend(true, 'right', 'circle', false)).toEqual({
    html: { position: 'right', marker: 'circle', toggles: false },
  })
  expect(line().legend).toEqual({ html: { position: 'top', marker: 'line', toggles: true } })
})

test('entries are the colour scale’s values with their colours, a designer’s colour kept', () => {
  expect(legendEntries(line())).toEqual([
    { name: 'Inflow', color: SERIES_COLORS[0], hidden: false },
    { name: 'Outflow', color: '#123456', hidden: false },
    { name: 'Level', color: SERIES_COLORS[2], hidden: false },
  ])
})

test('G2 gets no legend of its own; a hidden series’ rows are left out and the others keep their colours', () => {
  const { spec, legend } = splitLegend(line(), new Set(['Outflow']), 400)
  expect(spec.legend).toBe(false)
  expect((spec as Spec).data.map((row: Spec) => row.series)).toEqual(['Inflow', 'Inflow', 'Level'])
  expect((spec as Spec).scale.color).toEqual({
    domain: ['Inflow', 'Outflow', 'Level'],
    range: [SERIES_COLORS[0], '#123456', SERIES_COLORS[2]],
  })
  expect((spec as Spec).paddingTop).toBe(LEGEND_BAND)
  expect(legend?.entries.map((entry) => [entry.name, entry.hidden])).toEqual([
    ['Inflow', false],
    ['Outflow', true],
    ['Level', false],
  ])
})

test('without a legend the spec is handed on as it is', () => {
  const spec = line(false)
  expect(splitLegend(spec, new Set(['Inflow']), 400)).toEqual({ spec, legend: null })
  expect(splitLegend(spec, new Set(), 400).spec).toBe(spec)
})

const pieOf = (names: string[]) =>
  pieChartSpec({
    data: names.map((name, index) => ({ name, value: index + 1 })),
    theme: 'light',
    showLegend: true,
    labels: 'percent',
    decimals: 0,
    unit: '',
    donut: false,
    animate: false,
  })

test('a pie’s legend beside it takes room for its longest name, at most 45 % of the plot; slices do not toggle', () => {
  const pie = pieOf(['Pumps', 'Compressed air'])
  const wide = splitLegend(pie, new Set(['Pumps']), 400)
  expect(wide.legend?.position).toBe('right')
  expect(wide.legend?.toggles).toBe(false)
  // 14 characters at about 7 px, the marker and margins.
  expect(wide.legend?.size).toBe(14 * 7 + 32)
  expect((wide.spec as Spec).paddingRight).toBe(14 * 7 + 32)
  // A pie's slices are parts of one whole: none is left out.
  expect((wide.spec as Spec).data).toHaveLength(2)
  expect(splitLegend(pie, new Set(), 200).legend?.size).toBe(90)
  // Chinese names are about as wide as the type is high.
  expect(splitLegend(pieOf(['压缩空气']), new Set(), 400).legend?.size).toBe(4 * 12 + 32)
})
