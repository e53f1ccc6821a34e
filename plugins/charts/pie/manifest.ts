/** Pie (or donut) chart of named values, static or bound. Default size 300×250 (spec). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { NameValueDatum } from '../shared/chartData.ts'
import { seriesSourceFields } from '../shared/seriesFields.ts'
import { pieMessages as m } from './messages.ts'

const sampleData: NameValueDatum[] = [
  { name: 'Pumps', value: 38 },
  { name: 'Compressors', value: 26 },
  { name: 'HVAC', value: 17 },
  { name: 'Lighting', value: 12 },
  { name: 'Other', value: 7 },
]

/** Props of the pie chart. */
export const pieProps = {
  title: titleField(),
  ...seriesSourceFields(4, ['Pumps', 'Compressors', 'HVAC', 'Lighting']),
  data: field.json<NameValueDatum[]>({
    label: m.data,
    description: m.dataHelp,
    default: sampleData,
    bindable: true,
    group: 'data',
  }),
  unit: field.string({ label: f.unit, default: '', maxLength: 20, group: 'data' }),
  decimals: field.number({ label: f.decimals, default: 0, min: 0, max: 6, integer: true, group: 'data' }),
  donut: field.boolean({ label: m.donut, default: true, group: 'style' }),
  labels: field.enum({
    label: m.labels,
    group: 'style',
    default: 'percent',
    options: [
      { value: 'none', label: m.labelsNone },
      { value: 'percent', label: m.labelsPercent },
      { value: 'value', label: m.labelsValue },
    ] as const,
  }),
  showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
  theme: themeField(),
}

/** The pie chart's props. */
export type PieProps = PropsOf<typeof pieProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'chart.pie',
  version: 1,
  category: 'chart',
  order: 30,
  title: m.title,
  icon: { paths: ['M12 3a9 9 0 1 0 9 9h-9z', 'M15 9V1.5A7.5 7.5 0 0 1 22.5 9z'] },
  defaultSize: { w: 300, h: 250 },
  props: pieProps,
})
