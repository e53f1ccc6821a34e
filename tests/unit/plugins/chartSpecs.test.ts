import { describe, expect, test } from 'vitest'
import { readNameValueData, readXYData, seriesNames } from '../../../plugins/charts/shared/chartData.ts'
import { columnChartSpec } from '../../../plugins/charts/shared/columnSpec.ts'
import { gaugeChartSpec, gaugeData } from '../../../plugins/charts/shared/gaugeSpec.ts'
import { lineChartSpec } from '../../../plugins/charts/shared/lineSpec.ts'
import {
  appendSample,
  designPreview,
  holdLast,
  MAX_LIVE_SAMPLES,
  prependHistory,
} from '../../../plugins/charts/shared/liveWindow.ts'
import { percentOf, pieChartSpec } from '../../../plugins/charts/shared/pieSpec.ts'
import { g2Theme, SERIES_COLORS, seriesColor } from '../../../plugins/charts/shared/theme.ts'
import { chartValueText } from '../../../plugins/charts/shared/valueText.ts'

// Specs are plain objects; these read the parts a regression would break.
// biome-ignore lint/suspicious/noExplicitAny: a loose view of G2's deep spec type is what these tests need
type Spec = Record<string, any>

describe('chart data from props and bindings', () => {
  test('xy rows: records with a number kept, series defaulted', () => {
    expect(
      readXYData(
        [{ x: 'A', y: 1 }, { x: 2, y: '3', series: 'S' }, { x: 'B' }, 'junk', null, { x: 'C', y: 'n/a' }],
        'Value',
      ),
    ).toEqual([
      { x: 'A', y: 1, series: 'Value' },
      { x: '2', y: 3, series: 'S' },
    ])
    expect(readXYData({ not: 'a list' }, 'V')).toEqual([])
    expect(seriesNames([{ series: 'b' }, { series: 'a' }, { series: 'b' }])).toEqual(['b', 'a'])
  })

  test('pie slices: negative and non-numeric values dropped', () => {
    expect(
      readNameValueData([{ name: 'A', value: 2 }, { name: 'B', value: -1 }, { value: 3 }, { name: 'C' }]),
    ).toEqual([
      { name: 'A', value: 2 },
      { name: '—', value: 3 },
    ])
  })
})

describe('live line window', () => {
  test('appends newer samples, ignores repeats, drops what left the window', () => {
    let samples = appendSample([], { time: 1000, value: 1 }, 5000)
    samples = appendSample(samples, { time: 1000, value: 9 }, 5000)
    samples = appendSample(samples, { time: 3000, value: 2 }, 5000)
    samples = appendSample(samples, { time: 7000, value: 3 }, 5000)
    expect(samples).toEqual([
      { time: 2000, value: 1 },
      { time: 3000, value: 2 },
      { time: 7000, value: 3 },
    ])
    // The value in force when the window opens moves to its left edge.
    samples = appendSample(samples, { time: 9000, value: 4 }, 5000)
    expect(samples).toEqual([
      { time: 4000, value: 2 },
      { time: 7000, value: 3 },
      { time: 9000, value: 4 },
    ])
  })

  test('holds an unchanged value forward so the line reaches now', () => {
    const samples = [{ time: 1000, value: 5 }]
    expect(holdLast(samples, 1500, 60_000)).toBe(samples)
    expect(holdLast(samples, 2500, 60_000)).toEqual([...samples, { time: 2500, value: 5 }])
    expect(holdLast([], 2500, 60_000)).toEqual([])
  })

  test('a gap holds the last value to its time and breaks the line; an outage only moves its end', () => {
    let samples = appendSample([{ time: 1000, value: 5 }], { time: 2000, value: null }, 60_000)
    expect(samples).toEqual([
      { time: 1000, value: 5 },
      { time: 2000, value: 5 },
      { time: 2000, value: null },
    ])
    samples = holdLast(samples, 3500, 60_000)
    samples = holdLast(samples, 5000, 60_000)
    expect(samples.slice(2)).toEqual([
      { time: 2000, value: null },
      { time: 5000, value: null },
    ])
    samples = appendSample(samples, { time: 6000, value: 7 }, 60_000)
    expect(samples.at(-1)).toEqual({ time: 6000, value: 7 })
    // Once the gap's start leaves the window, the window opens in the gap, not on the value before it.
    expect(appendSample(samples, { time: 64_000, value: 8 }, 60_000)).toEqual([
      { time: 4000, value: null },
      { time: 5000, value: null },
      { time: 6000, value: 7 },
      { time: 64_000, value: 8 },
    ])
    // A chart opened during an outage starts with the gap.
    expect(appendSample([], { time: 1000, value: null }, 60_000)).toEqual([{ time: 1000, value: null }])
  })

  test('never keeps more than MAX_LIVE_SAMPLES', () => {
    let samples: ReturnType<typeof appendSample> = []
    for (let i = 1; i <= MAX_LIVE_SAMPLES + 50; i++)
      samples = appendSample(samples, { time: i, value: i }, 1e9)
    expect(samples).toHaveLength(MAX_LIVE_SAMPLES)
    expect(samples.at(-1)?.time).toBe(MAX_LIVE_SAMPLES + 50)
  })

  test("the designer's preview of a live chart spans the window, ascending, one series", () => {
    const preview = designPreview(300_000, 1_000_000)
    expect(preview[0]?.time).toBe(700_000)
    expect(preview.at(-1)?.time).toBe(1_000_000)
    for (let i = 1; i < preview.length; i++)
      expect(preview[i]?.time).toBeGreaterThan(preview[i - 1]?.time ?? 0)
    expect(new Set(preview.map((p) => p.value)).size).toBeGreaterThan(10)
    // A fixed range of 0–10 bar: the preview stays inside it.
    const fixed = designPreview(300_000, 1_000_000, { min: 0, max: 10 }).map((p) => p.value)
    expect(Math.min(...fixed)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...fixed)).toBeLessThanOrEqual(9)
    expect(Math.max(...fixed) - Math.min(...fixed)).toBeGreaterThan(4)
  })

  test('stored history fills the window before the first live sample, as steps; what is not a number is a gap', () => {
    const live = [
      { time: 9000, value: 7 },
      { time: 9500, value: 8 },
    ]
    const history = [
      { time: 1000, value: 1 },
      { time: 2500, value: 2 },
      { time: 5000, value: null },
      { time: 6000, value: '####' },
      { time: 6500, value: 3 },
      { time: 6500, value: 33 },
      { time: 9000, value: 4 },
    ]
    // Window 3,000–10,000: 2 was in force at its start until the gap at 5,000 (text continues it);
    // 33 stood at 6,500 and held until 9,000.
    expect(prependHistory(live, history, 10_000, 7000)).toEqual([
      { time: 3000, value: 2 },
      { time: 4999, value: 2 },
      { time: 5000, value: null },
      { time: 6500, value: 33 },
      { time: 8999, value: 33 },
      ...live,
    ])
    // What reads as a number live reads as one from history too.
    expect(prependHistory([], [{ time: 2990, value: '5.5' }], 10_000, 7000)).toEqual([
      { time: 3000, value: 5.5 },
    ])
    // A gap in force when the window opens starts it.
    expect(prependHistory(live, [{ time: 1000, value: null }], 10_000, 7000)).toEqual([
      { time: 3000, value: null },
      ...live,
    ])
    // A value that did not change in the window (only the carried point) still fills it.
    expect(prependHistory([], [{ time: 2990, value: 5 }], 10_000, 7000)).toEqual([{ time: 3000, value: 5 }])
    expect(prependHistory(live, [], 10_000, 7000)).toBe(live)
    const many = Array.from({ length: MAX_LIVE_SAMPLES + 10 }, (_, i) => ({ time: i, value: 1 }))
    const kept = prependHistory(live, many, 10_000, 1e9)
    expect(kept).toHaveLength(MAX_LIVE_SAMPLES)
    expect(kept.at(-1)).toEqual(live[1])
  })
})

describe('chart specs', () => {
  const base = {
    timeAxis: false,
    theme: 'light' as const,
    colors: [''],
    smooth: true,
    area: true,
    showLegend: true,
    yRange: null,
    animate: false,
  }

  test('line: area under a line per series, palette colours, no animation when asked', () => {
    const spec = lineChartSpec({
      ...base,
      data: [
        { x: 'a', y: 1, series: 'In' },
        { x: 'a', y: 2, series: 'Out' },
      ],
    }) as Spec
    expect(spec.children.map((child: Spec) => child.type)).toEqual(['area', 'line'])
    expect(spec.scale.color).toEqual({ domain: ['In', 'Out'], range: [SERIES_COLORS[0], SERIES_COLORS[1]] })
    expect(spec.axis.y.title).toBe(false)
    expect(spec.children.map((child: Spec) => child.animate)).toEqual([false, false])
    expect(spec.animate).toBe(false)
    expect(spec.theme).toBe('classic')
  })

  test('line: a live time axis turns epoch ms into Dates and fixes the window', () => {
    const spec = lineChartSpec({
      ...base,
      timeAxis: true,
      xDomain: [0, 60_000],
      colors: ['#ff0000'],
      data: [{ x: 30_000, y: 1, series: 'V' }],
    }) as Spec
    expect(spec.data[0].x).toEqual(new Date(30_000))
    expect(spec.scale.x.domain).toEqual([new Date(0), new Date(60_000)])
    expect(spec.scale.color.range).toEqual(['#ff0000'])
    expect(spec.axis.x.labelFormatter(new Date(2024, 0, 1, 8, 5, 9))).toBe('08:05:09')
  })

  test('line: tooltip values rounded by size with the unit; a gap stays empty', () => {
    expect(chartValueText(68.07447914412721, '%')).toBe('68.07 %')
    expect(chartValueText(5, 'bar')).toBe('5 bar')
    expect(chartValueText(0.0042)).toBe('0.004')
    expect(chartValueText(123.456, ' m³/h ')).toBe('123.5 m³/h')
    expect(chartValueText(-1534.6)).toBe('-1535')
    const spec = lineChartSpec({ ...base, unit: 'bar', data: [] }) as Spec
    const [item] = spec.children[1].tooltip.items
    expect(item.channel).toBe('y')
    expect(item.valueFormatter(4.20651)).toBe('4.207 bar')
    expect(item.valueFormatter(null)).toBeNull()
    // The shared tooltip leaves gaps out.
    const keep = spec.interaction.tooltip.filter
    expect([{ value: '3 bar' }, { value: null }, {}].map(keep)).toEqual([true, false, false])
  })

  test('line: the same marks with and without smoothing, so G2 updates in place; no area mark unfilled', () => {
    const smooth = lineChartSpec({ ...base, data: [] }) as Spec
    const straight = lineChartSpec({ ...base, smooth: false, data: [] }) as Spec
    expect(straight.children.map((child: Spec) => child.type)).toEqual(
      smooth.children.map((child: Spec) => child.type),
    )
    expect(straight.children[1].encode.shape).toBe('line')
    expect(smooth.children[0].style.fillOpacity).toBe(0.14)
    // An invisible area would double the work of every live update of a line chart.
    const unfilled = lineChartSpec({ ...base, area: false, data: [] }) as Spec
    expect(unfilled.children.map((child: Spec) => child.type)).toEqual(['line'])
  })

  test('line: live values (held until the next) draw as steps unless smoothed', () => {
    const shapes = (spec: Spec) => spec.children.map((child: Spec) => child.encode.shape)
    const live = { ...base, timeAxis: true, steps: true, data: [] }
    expect(shapes(lineChartSpec({ ...live, smooth: false }) as Spec)).toEqual(['hv', 'hv'])
    expect(shapes(lineChartSpec({ ...live, smooth: true }) as Spec)).toEqual(['area', 'smooth'])
    expect(shapes(lineChartSpec({ ...base, timeAxis: true, smooth: false, data: [] }) as Spec)).toEqual([
      'area',
      'line',
    ])
  })

  test('column: grouped by dodging, stacked by stacking', () => {
    const data = [{ x: 'L1', y: 3, series: 'Plan' }]
    const options = {
      data,
      theme: 'dark' as const,
      color: '',
      showLegend: false,
      showLabels: true,
      animate: false,
    }
    const grouped = columnChartSpec({ ...options, layout: 'grouped' }) as Spec
    const stacked = columnChartSpec({ ...options, layout: 'stacked' }) as Spec
    expect(grouped.transform[0].type).toBe('dodgeX')
    expect(stacked.transform[0].type).toBe('stackY')
    expect(grouped.theme).toBe('classicDark')
    expect(grouped.legend).toBe(false)
    expect(grouped.labels).toHaveLength(1)
  })

  test('pie: a ring with percentage labels; tiny slices unlabelled', () => {
    const data = [
      { name: 'A', value: 97 },
      { name: 'B', value: 3 },
    ]
    const spec = pieChartSpec({
      data,
      theme: 'light',
      donut: true,
      labels: 'percent',
      showLegend: true,
      unit: '',
      decimals: 0,
      animate: false,
    }) as Spec
    expect(spec.coordinate).toMatchObject({ type: 'theta', innerRadius: 0.5 })
    expect(spec.labels[0].text(data[0])).toBe('97%')
    expect(spec.labels[0].text(data[1])).toBe('')
    expect(percentOf(1, 0)).toBe('')
  })

  test('gauge data: value clamped, bands sorted and clipped, the rest in the track colour', () => {
    const bands = [
      { to: 85, color: 'amber' },
      { to: 60, color: 'green' },
      { to: 150, color: 'red' },
    ]
    expect(gaugeData(70, 0, 100, bands, 'track')).toEqual({
      target: 70,
      total: 100,
      thresholds: [60, 85, 100],
      colors: ['green', 'amber', 'red'],
    })
    expect(gaugeData(130, 0, 100, [], 'track')).toEqual({
      target: 100,
      total: 100,
      thresholds: [100],
      colors: ['track'],
    })
    expect(gaugeData(-5, 0, 100, [{ to: 50, color: 'g' }], 't').target).toBe(0)
    expect(gaugeData(null, 0, 100, [], 't').target).toBe(0)
  })

  test('gauge data: a dial that does not start at zero is measured from its minimum', () => {
    expect(gaugeData(4.5, 2, 6, [{ to: 5, color: 'g' }], 't')).toEqual({
      target: 2.5,
      total: 4,
      thresholds: [3, 4],
      colors: ['g', 't'],
    })
    expect(gaugeData(1, 5, 5, [], 't').total).toBe(1)
  })

  test('gauge spec: formatted value; without one, no pointer and "no value" (issue 19, defect 7)', () => {
    const options = {
      min: 0,
      max: 100,
      bands: [],
      unit: '%',
      decimals: 1,
      theme: 'light' as const,
      height: 200,
      animate: false,
      noValueText: 'No value',
    }
    const shown = gaugeChartSpec({ ...options, value: 65.24 }) as Spec
    expect(shown.style.textContent()).toBe('65.2 %')
    expect(shown.style.pointerStroke).not.toBe('transparent')
    const missing = gaugeChartSpec({ ...options, value: null }) as Spec
    expect(missing.style.textContent()).toBe('No value')
    expect([missing.style.pointerStroke, missing.style.pinStroke, missing.style.pinFill]).toEqual([
      'transparent',
      'transparent',
      'transparent',
    ])
    expect((gaugeChartSpec({ ...options, min: 10, value: 50 }) as Spec).axis.y.labelFormatter(20)).toBe('30')
  })

  test('themes and palette', () => {
    expect(g2Theme('dark')).toBe('classicDark')
    expect(seriesColor(0)).toBe(SERIES_COLORS[0])
    expect(seriesColor(SERIES_COLORS.length)).toBe(SERIES_COLORS[0])
    expect(seriesColor(1, '#abcdef')).toBe('#abcdef')
  })
})
