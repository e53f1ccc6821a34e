/** Bar chart: horizontal bars per category, static, from a bound rows property or from bound series. */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { columnProps } from '../column/manifest.ts'
import { messages as m } from './messages.ts'

/** Props of the bar chart: those of the column chart (the same data, drawn across). */
export const props = columnProps

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.bar',
  version: 1,
  category: 'chart',
  order: 22,
  title: m.title,
  icon: { paths: ['M3 3v18', 'M3 6h11', 'M3 10h16', 'M3 14h8', 'M3 18h13'] },
  defaultSize: { w: 450, h: 250 },
  props,
})
