/** Scatter chart: points on two value axes (a relation between two measures). Default 450×250 (spec). */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { pointChartFields } from '../shared/pointFields.ts'
import { messages as m } from './messages.ts'

const sample = [
  [12, 48],
  [18, 55],
  [22, 61],
  [25, 60],
  [31, 68],
  [36, 71],
  [40, 79],
  [44, 77],
  [51, 86],
  [57, 90],
].map(([x, y]) => ({ x: Number(x), y: Number(y), size: 1, series: 'Pump 1' }))

/** Props of the scatter chart: x (series 1) against y (series 2), or static rows. */
export const props = pointChartFields(2, sample)

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.scatter',
  version: 1,
  category: 'chart',
  order: 50,
  title: m.title,
  icon: { paths: ['M3 3v18h18', 'M8 15h.01', 'M11 10h.01', 'M15 12h.01', 'M18 6h.01', 'M7 9h.01'] },
  defaultSize: { w: 450, h: 250 },
  props,
})
