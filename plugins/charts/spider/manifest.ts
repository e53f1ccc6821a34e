/** Radar (spider) chart: several measures on axes round a centre, one outline per series. 300×250 (spec). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { XYDatum } from '../shared/chartData.ts'
import { xyDataField } from '../shared/commonChartFields.ts'
import { seriesSourceFields } from '../shared/seriesFields.ts'
import { messages as m } from './messages.ts'

const sample: XYDatum[] = [
  ['Availability', 92, 85],
  ['Performance', 81, 88],
  ['Quality', 97, 93],
  ['Safety', 88, 95],
  ['Energy', 74, 69],
].flatMap(([x, a, b]) => [
  { x: String(x), y: Number(a), series: 'Line 1' },
  { x: String(x), y: Number(b), series: 'Line 2' },
])

/** Props of the radar chart: ONE schema gives defaults, validation, the inspector and what binds. */
export const props = {
  title: titleField(),
  ...seriesSourceFields(4, ['Availability', 'Performance', 'Quality', 'Safety']),
  data: xyDataField(sample),
  unit: field.string({ label: f.unit, default: '%', maxLength: 20, group: 'data' }),
  autoScale: field.boolean({ label: m.autoScale, default: false, group: 'style' }),
  max: field.number({ label: f.max, default: 100, group: 'style' }),
  fill: field.boolean({ label: m.fill, default: true, group: 'style' }),
  showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
  theme: themeField(),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.spider',
  version: 1,
  category: 'chart',
  order: 36,
  title: m.title,
  icon: { paths: ['M12 3l8.5 6.2-3.2 10H6.7L3.5 9.2z', 'M12 8l4 3-1.5 4.5h-5L8 11z'] },
  defaultSize: { w: 300, h: 250 },
  props,
})
