/** Donut (annular) chart: a ring of shares with the total in its hole. Default size 300×250 (spec). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { chartMessages as c } from '../shared/chartMessages.ts'
import { nameValueDataField } from '../shared/commonChartFields.ts'
import { seriesSourceFields } from '../shared/seriesFields.ts'
import { messages as m } from './messages.ts'

/** Props of the donut chart: ONE schema gives defaults, validation, the inspector and what binds. */
export const props = {
  title: titleField(),
  ...seriesSourceFields(4, ['Running', 'Idle', 'Maintenance', 'Fault']),
  data: nameValueDataField([
    { name: 'Running', value: 62 },
    { name: 'Idle', value: 21 },
    { name: 'Maintenance', value: 11 },
    { name: 'Fault', value: 6 },
  ]),
  unit: field.string({ label: f.unit, default: 'h', maxLength: 20, group: 'data' }),
  decimals: field.number({ label: f.decimals, default: 0, min: 0, max: 6, integer: true, group: 'data' }),
  centerLabel: field.string({
    label: m.centerLabel,
    default: 'Total',
    defaultText: m.centerLabelDefault,
    maxLength: 50,
  }),
  innerRadius: field.number({
    label: m.innerRadius,
    default: 0.62,
    min: 0.3,
    max: 0.9,
    step: 0.02,
    group: 'style',
  }),
  showLabels: field.boolean({ label: c.showLabels, default: false, group: 'style' }),
  showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
  theme: themeField(),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.annular',
  version: 1,
  category: 'chart',
  order: 32,
  title: m.title,
  icon: { paths: ['M12 3a9 9 0 1 0 9 9', 'M12 8a4 4 0 1 0 4 4', 'M15 3.5A9 9 0 0 1 20.5 9'] },
  defaultSize: { w: 300, h: 250 },
  props,
})
