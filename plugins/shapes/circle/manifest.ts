/** Circle: the largest circle in the widget box; a typical state lamp (fill bound through value ranges). */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { circleMessages as m } from './messages.ts'

/** Props of the circle. */
export const circleProps = shapeStyleFields({ fill: '#2e9d4a', stroke: '#1f2933', strokeWidth: 2 })

/** The circle's props. */
export type CircleProps = PropsOf<typeof circleProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.circle',
  version: 1,
  category: 'shape',
  order: 20,
  title: m.title,
  icon: { paths: ['M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0z'] },
  defaultSize: { w: 80, h: 80 },
  props: circleProps,
  hit: 'ellipse',
})
