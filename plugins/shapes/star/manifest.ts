/** Star of n points; the inner radius is a share of the outer one. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the star: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#f0a30a', stroke: '#8a5a00', strokeWidth: 2 }),
  points: field.number({ label: m.points, default: 5, min: 3, max: 24, integer: true, group: 'style' }),
  innerRatio: field.number({
    label: m.innerRatio,
    default: 0.45,
    min: 0.1,
    max: 0.95,
    step: 0.05,
    group: 'style',
  }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.star',
  version: 1,
  category: 'shape',
  order: 66,
  title: m.title,
  icon: { paths: ['M12 3l2.6 5.8 6.4.6-4.8 4.2 1.4 6.3L12 16.6 6.4 19.9l1.4-6.3L3 9.4l6.4-.6z'] },
  defaultSize: { w: 100, h: 100 },
  props,
})
