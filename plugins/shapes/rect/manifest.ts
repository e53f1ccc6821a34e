/** Rectangle: fill and line bindable to state colours (value ranges → colour), optional round corners. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { rectMessages as m } from './messages.ts'

/** Props of the rectangle. */
export const rectProps = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
  cornerRadius: field.number({
    label: m.cornerRadius,
    default: 0,
    min: 0,
    max: 500,
    unit: 'px',
    group: 'style',
  }),
}

/** The rectangle's props. */
export type RectProps = PropsOf<typeof rectProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.rect',
  version: 1,
  category: 'shape',
  order: 10,
  title: m.title,
  icon: { paths: ['M4 6h16v12H4z'] },
  defaultSize: { w: 120, h: 80 },
  props: rectProps,
})
