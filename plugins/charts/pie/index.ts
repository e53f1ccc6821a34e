/** Pie (or donut) chart of named values, static or bound. Default size 300×250 (spec). */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { DomWidgetView } from '../../shared/viewContract.ts'
import type { NameValueDatum } from '../shared/chartData.ts'
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

const view = () => import('./view.tsx').then((module) => module.default)

/** The pie chart plugin. */
export const pieChart = definePlugin<typeof pieProps, DomWidgetView<PieProps>>({
  id: 'chart.pie',
  version: 1,
  category: 'chart',
  title: m.title,
  icon: 'chart-pie',
  defaultSize: { w: 300, h: 250 },
  props: pieProps,
  render: 'dom',
  views: { design: view, runtime: view },
})
