/** Quadrilateral: a diamond, a parallelogram or a trapezoid, with an adjustable slant. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the quadrilateral: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
  variant: field.enum({
    label: m.variant,
    default: 'parallelogram',
    group: 'style',
    options: [
      { value: 'parallelogram', label: m.parallelogram },
      { value: 'trapezoid', label: m.trapezoid },
      { value: 'diamond', label: m.diamond },
    ] as const,
  }),
  slant: field.number({
    label: m.slant,
    description: m.slantHelp,
    default: 0.25,
    min: 0,
    max: 0.45,
    step: 0.05,
    group: 'style',
  }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.quad',
  version: 1,
  category: 'shape',
  order: 64,
  title: m.title,
  icon: { paths: ['M7 5h13l-3 14H4z'] },
  defaultSize: { w: 120, h: 80 },
  props,
})
