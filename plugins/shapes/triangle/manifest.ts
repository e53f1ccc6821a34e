/** Triangle: isosceles (apex at the top centre) or right-angled (right angle at the bottom left). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the triangle: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
  variant: field.enum({
    label: m.variant,
    default: 'isosceles',
    group: 'style',
    options: [
      { value: 'isosceles', label: m.isosceles },
      { value: 'right', label: m.right },
    ] as const,
  }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.triangle',
  version: 1,
  category: 'shape',
  order: 62,
  title: m.title,
  icon: { paths: ['M12 4l8 15H4z'] },
  defaultSize: { w: 100, h: 90 },
  props,
})
