/** Bubble chart: points on two value axes sized by a third measure. Default size 450×250 (spec). */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { pointChartFields } from '../shared/pointFields.ts'
import { messages as m } from './messages.ts'

const sample = [
  [62, 71, 120, 'Line 1'],
  [75, 82, 260, 'Line 1'],
  [81, 64, 90, 'Line 1'],
  [55, 88, 180, 'Line 2'],
  [90, 92, 310, 'Line 2'],
  [68, 58, 140, 'Line 2'],
].map(([x, y, size, series]) => ({ x: Number(x), y: Number(y), size: Number(size), series: String(series) }))

/** Props of the bubble chart: x (series 1), y (series 2) and size (series 3), or static rows. */
export const props = pointChartFields(3, sample)

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.bubble',
  version: 1,
  category: 'chart',
  order: 52,
  title: m.title,
  icon: {
    paths: ['M3 3v18h18', 'M9 14a2 2 0 1 0 0 .01', 'M15 9a3 3 0 1 0 0 .01', 'M17 16a1.5 1.5 0 1 0 0 .01'],
  },
  defaultSize: { w: 450, h: 250 },
  props,
})
