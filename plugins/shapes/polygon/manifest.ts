/** Regular polygon of n sides (a hexagon by default; 5 a pentagon, 4 a diamond) stretched to its box. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the polygon: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
  sides: field.number({ label: m.sides, default: 6, min: 3, max: 24, integer: true, group: 'style' }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.polygon',
  version: 1,
  category: 'shape',
  order: 60,
  title: m.title,
  icon: { paths: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z'] },
  defaultSize: { w: 100, h: 100 },
  props,
})
