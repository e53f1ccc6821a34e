/** Column chart: categories on x, one or several series, data static or bound. Default size 450×250 (spec). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { XYDatum } from '../shared/chartData.ts'
import { seriesSourceFields } from '../shared/seriesFields.ts'
import { columnMessages as m } from './messages.ts'

const sampleData: XYDatum[] = [
  ['Line 1', 820, 760],
  ['Line 2', 640, 672],
  ['Line 3', 910, 865],
  ['Line 4', 540, 498],
  ['Line 5', 720, 731],
].flatMap(([x, plan, actual]) => [
  { x: String(x), y: Number(plan), series: 'Plan' },
  { x: String(x), y: Number(actual), series: 'Actual' },
])

/** Props of the column chart. */
export const columnProps = {
  title: titleField(),
  ...seriesSourceFields(4, ['Line 1', 'Line 2', 'Line 3', 'Line 4']),
  data: field.json<XYDatum[]>({
    label: m.data,
    description: m.dataHelp,
    default: sampleData,
    bindable: true,
    group: 'data',
  }),
  unit: field.string({ label: f.unit, default: '', maxLength: 20, group: 'data' }),
  layout: field.enum({
    label: m.layout,
    group: 'style',
    default: 'grouped',
    options: [
      { value: 'grouped', label: m.layoutGrouped },
      { value: 'stacked', label: m.layoutStacked },
    ] as const,
  }),
  color: field.color({ label: f.color, default: '', group: 'style' }),
  showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
  showLabels: field.boolean({ label: m.showLabels, default: false, group: 'style' }),
  theme: themeField(),
}

/** The column chart's props. */
export type ColumnProps = PropsOf<typeof columnProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'chart.column',
  version: 1,
  category: 'chart',
  order: 20,
  title: m.title,
  icon: { paths: ['M3 21h18', 'M6 21v-7', 'M11 21V6', 'M16 21V11', 'M21 21v-4'] },
  defaultSize: { w: 450, h: 250 },
  props: columnProps,
})
