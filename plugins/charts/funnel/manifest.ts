/** Funnel chart: stages of a process, widest first. Default size 300×250 (spec). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { nameValueDataField } from '../shared/commonChartFields.ts'
import { seriesSourceFields } from '../shared/seriesFields.ts'
import { messages as m } from './messages.ts'

/** Props of the funnel chart: ONE schema gives defaults, validation, the inspector and what binds. */
export const props = {
  title: titleField(),
  ...seriesSourceFields(4, ['Started', 'Machined', 'Inspected', 'Packed']),
  data: nameValueDataField([
    { name: 'Started', value: 1200 },
    { name: 'Machined', value: 1130 },
    { name: 'Inspected', value: 1085 },
    { name: 'Packed', value: 1042 },
  ]),
  unit: field.string({ label: f.unit, default: 'pcs', maxLength: 20, group: 'data' }),
  sort: field.boolean({ label: m.sort, default: true, group: 'style' }),
  labels: field.enum({
    label: m.labels,
    group: 'style',
    default: 'value',
    options: [
      { value: 'none', label: m.labelsNone },
      { value: 'value', label: m.labelsValue },
      { value: 'percent', label: m.labelsPercent },
    ] as const,
  }),
  showLegend: field.boolean({ label: f.showLegend, default: false, group: 'style' }),
  theme: themeField(),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.funnel',
  version: 1,
  category: 'chart',
  order: 34,
  title: m.title,
  icon: { paths: ['M3 4h18l-6 8v6l-6 3v-9z'] },
  defaultSize: { w: 300, h: 250 },
  props,
})
