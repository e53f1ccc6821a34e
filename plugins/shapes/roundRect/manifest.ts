/** Round rectangle: a rectangle with round corners (radius capped at half the shorter side). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the round rectangle: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
  cornerRadius: field.number({
    label: m.cornerRadius,
    default: 16,
    min: 0,
    max: 500,
    unit: 'px',
    group: 'style',
  }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.roundRect',
  version: 1,
  category: 'shape',
  order: 12,
  title: m.title,
  icon: { paths: ['M8 6h8a4 4 0 0 1 4 4v4a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-4a4 4 0 0 1 4-4z'] },
  defaultSize: { w: 120, h: 80 },
  props,
})
