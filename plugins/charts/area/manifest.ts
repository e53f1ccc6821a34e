/** Area chart: filled areas of up to four bound series over time, or static rows. Default 450×250 (spec). */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { field } from '../../../engine/plugins/propsSchema.ts'
import { sampleShiftRows, timeChartFields } from '../shared/commonChartFields.ts'
import { messages as m } from './messages.ts'

/** Props of the area chart: ONE schema gives defaults, validation, the inspector and what binds. */
export const props = {
  ...timeChartFields(['Line A', 'Line B'], sampleShiftRows('Line A', 'Line B')),
  smooth: field.boolean({ label: m.smooth, default: false, group: 'style' }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.area',
  version: 1,
  category: 'chart',
  order: 14,
  title: m.title,
  icon: { paths: ['M3 3v18h18', 'M3 17l5-6 4 3 5-7 4 4v10H3z'] },
  defaultSize: { w: 450, h: 250 },
  props,
})
