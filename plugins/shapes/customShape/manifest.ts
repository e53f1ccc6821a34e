/** Custom shape: an SVG path typed or pasted by the designer, drawn from its view box scaled to the widget box. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { SVG_PATH_PATTERN } from './geometry.ts'
import { messages as m } from './messages.ts'

/** Props of the custom shape: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
  path: field.string({
    label: m.path,
    description: m.pathHelp,
    default: 'M50 5 L95 50 L50 95 L5 50 Z',
    required: true,
    maxLength: 20_000,
    multiline: true,
    pattern: SVG_PATH_PATTERN,
    group: 'basic',
  }),
  viewWidth: field.number({ label: m.viewWidth, default: 100, min: 1, max: 100_000, group: 'basic' }),
  viewHeight: field.number({ label: m.viewHeight, default: 100, min: 1, max: 100_000, group: 'basic' }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.customShape',
  version: 1,
  category: 'shape',
  order: 70,
  title: m.title,
  icon: { paths: ['M4 18c3-10 6 2 8-6s5-6 8-6', 'M4 18h16'] },
  defaultSize: { w: 100, h: 100 },
  props,
})
