/** Circle: the largest circle in the widget box; a typical state lamp (fill bound through value ranges). */
import { definePlugin, type PropsOf } from '../../../engine/plugins/index.ts'
import type { CanvasShapeView } from '../../shared/viewContract.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { circleMessages as m } from './messages.ts'

/** Props of the circle. */
export const circleProps = shapeStyleFields({ fill: '#2e9d4a', stroke: '#1f2933', strokeWidth: 2 })

/** The circle's props. */
export type CircleProps = PropsOf<typeof circleProps>

const view = () => import('./shape.ts').then((module) => module.default)
const paint = () => import('./paint.ts').then((module) => module.default)

/** The circle plugin. */
export const circleShape = definePlugin<typeof circleProps, CanvasShapeView<CircleProps>>({
  id: 'shape.circle',
  version: 1,
  category: 'shape',
  title: m.title,
  icon: 'shape-circle',
  defaultSize: { w: 80, h: 80 },
  props: circleProps,
  render: 'canvas',
  views: { design: view, runtime: view, paint },
})
