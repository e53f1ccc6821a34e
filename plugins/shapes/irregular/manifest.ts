/**
 * Irregular shape (S1 "unRuleShape"): a free polygon or polyline through points the designer places one by
 * one and edits afterwards, as percentages of the box so it follows a resize; optionally a smooth curve.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'

const percent = (label: typeof m.x) => field.number({ label, default: 0, min: 0, max: 100, unit: '%' })

/** Props of the irregular shape: the shapes' common style and effect fields, its points and closure. */
export const props = {
  ...shapeStyleFields({ fill: '#d9e2ec', stroke: '#52606d', strokeWidth: 2 }),
  points: field.list({
    label: m.points,
    description: m.pointsHelp,
    item: { x: percent(m.x), y: percent(m.y) },
    minItems: 2,
    maxItems: 500,
    default: [
      { x: 10, y: 20 },
      { x: 60, y: 0 },
      { x: 100, y: 45 },
      { x: 75, y: 100 },
      { x: 20, y: 85 },
      { x: 0, y: 55 },
    ],
    group: 'basic',
  }),
  closed: field.boolean({ label: m.closed, default: true, group: 'basic' }),
  smooth: field.boolean({ label: m.smooth, default: false, group: 'basic' }),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.irregular',
  version: 1,
  category: 'shape',
  order: 72,
  title: m.title,
  icon: { paths: ['M4 8l7-5 9 7-3 11-11-2z'] },
  defaultSize: { w: 120, h: 100 },
  props,
  rules: [
    {
      fields: ['points', 'closed'],
      message: m.tooFewPoints,
      holds: (p) => !p.closed || p.points.length >= 3,
    },
  ],
})
