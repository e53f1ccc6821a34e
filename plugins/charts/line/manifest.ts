/** Line chart: static series, or a rolling window of one bound live value. Default size 450×250 (spec). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { XYDatum } from '../shared/chartData.ts'
import { chartMessages as c } from '../shared/chartMessages.ts'
import { drawingNameField, MAX_WINDOW_SECONDS, seriesValueFields } from '../shared/seriesFields.ts'
import { lineMessages as m } from './messages.ts'

const sampleData: XYDatum[] = [
  ['08:00', 42, 38],
  ['09:00', 48, 41],
  ['10:00', 55, 47],
  ['11:00', 51, 49],
  ['12:00', 58, 52],
  ['13:00', 63, 55],
  ['14:00', 60, 57],
  ['15:00', 66, 59],
].flatMap(([x, inflow, outflow]) => [
  { x: String(x), y: Number(inflow), series: 'Inflow' },
  { x: String(x), y: Number(outflow), series: 'Outflow' },
])

/** Props of the line chart. */
export const lineProps = {
  title: titleField(),
  drawingName: drawingNameField(),
  source: field.enum({
    label: m.source,
    group: 'data',
    default: 'live',
    options: [
      { value: 'live', label: m.sourceLive },
      { value: 'history', label: c.sourceHistory },
      { value: 'static', label: m.sourceStatic },
    ] as const,
  }),
  value: field.number({
    label: m.value,
    description: m.valueHelp,
    default: 0,
    bindable: true,
    group: 'data',
  }),
  seriesName: field.string({
    label: m.seriesName,
    default: 'Value',
    defaultText: m.seriesNameDefault,
    maxLength: 50,
    group: 'data',
  }),
  // More bound series (the first is `value`, kept under its name so stored bindings still apply).
  s2: seriesValueFields(4).s2,
  s3: seriesValueFields(4).s3,
  s4: seriesValueFields(4).s4,
  moreSeries: field.list({
    label: m.moreSeries,
    group: 'data',
    maxItems: 3,
    item: {
      name: field.string({ label: c.seriesName, default: 'Series', maxLength: 50 }),
      color: field.color({ label: f.color, default: '' }),
    },
    default: [],
  }),
  // 10 s stays allowed for charts stored before the trend rules applied here; the inspector suggests 30 s+.
  windowSeconds: field.number({
    label: m.windowSeconds,
    description: c.windowHelp,
    default: 300,
    min: 10,
    max: MAX_WINDOW_SECONDS,
    integer: true,
    unit: 's',
    group: 'data',
  }),
  data: field.json<XYDatum[]>({ label: m.data, description: m.dataHelp, default: sampleData, group: 'data' }),
  unit: field.string({ label: f.unit, default: '', maxLength: 20, group: 'data' }),
  color: field.color({ label: f.color, default: '', group: 'style' }),
  smooth: field.boolean({ label: m.smooth, default: true, group: 'style' }),
  area: field.boolean({ label: m.area, default: true, group: 'style' }),
  showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
  autoScale: field.boolean({ label: m.autoScale, default: true, group: 'style' }),
  min: field.number({ label: f.min, default: 0, group: 'style' }),
  max: field.number({ label: f.max, default: 100, group: 'style' }),
  theme: themeField(),
}

/** The line chart's props. */
export type LineProps = PropsOf<typeof lineProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'chart.line',
  version: 1,
  category: 'chart',
  order: 10,
  title: m.title,
  icon: { paths: ['M3 3v18h18', 'm7 15 4-5 3 3 5-6'] },
  defaultSize: { w: 450, h: 250 },
  props: lineProps,
})
