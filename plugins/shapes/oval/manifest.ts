/** Oval: the ellipse filling its box; fill and line bindable to state colours. */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the oval: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.oval',
  version: 1,
  category: 'shape',
  order: 22,
  title: m.title,
  icon: { paths: ['M3 12a9 6 0 1 0 18 0 9 6 0 0 0-18 0z'] },
  defaultSize: { w: 120, h: 80 },
  props,
  hit: 'ellipse',
})
