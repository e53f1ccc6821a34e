/** Spline chart: smoothed lines of up to four bound series over time, or static rows. Default 450×250 (spec). */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { sampleShiftRows, timeChartFields } from '../shared/commonChartFields.ts'
import { messages as m } from './messages.ts'

/** Props of the spline chart: ONE schema gives defaults, validation, the inspector and what binds. */
export const props = timeChartFields(['Inflow', 'Outflow'], sampleShiftRows('Inflow', 'Outflow'))

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.spline',
  version: 1,
  category: 'chart',
  order: 12,
  title: m.title,
  icon: { paths: ['M3 3v18h18', 'M6 16c3-8 5-8 7-3s4 3 6-6'] },
  defaultSize: { w: 450, h: 250 },
  props,
})
