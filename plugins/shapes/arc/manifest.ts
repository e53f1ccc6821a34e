/** Arc of the ellipse filling the box: an open arc, a chord or a pie slice; angles clockwise from 3 o'clock. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

/** Props of the arc: the shapes' common style and effect fields, and its own. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 3 }),
  startAngle: field.number({
    label: m.startAngle,
    default: 180,
    min: -360,
    max: 360,
    unit: '°',
    group: 'style',
  }),
  sweep: field.number({ label: m.sweep, default: 180, min: 1, max: 360, unit: '°', group: 'style' }),
  closure: field.enum({
    label: m.closure,
    default: 'open',
    group: 'style',
    options: [
      { value: 'open', label: m.open },
      { value: 'chord', label: m.chord },
      { value: 'pie', label: m.pie },
    ] as const,
  }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.arc',
  version: 1,
  category: 'shape',
  order: 68,
  title: m.title,
  icon: { paths: ['M4 16a8 8 0 0 1 16 0'] },
  defaultSize: { w: 120, h: 80 },
  props,
})
