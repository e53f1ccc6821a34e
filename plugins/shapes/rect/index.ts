/** Rectangle: fill and line bindable to state colours (value ranges → colour), optional round corners. */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import type { CanvasShapeView } from '../../shared/viewContract.ts'
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

const view = () => import('./shape.ts').then((module) => module.default)
const paint = () => import('./paint.ts').then((module) => module.default)

/** The rectangle plugin. */
export const rectShape = definePlugin<typeof rectProps, CanvasShapeView<RectProps>>({
  id: 'shape.rect',
  version: 1,
  category: 'shape',
  title: m.title,
  icon: 'shape-rect',
  defaultSize: { w: 120, h: 80 },
  props: rectProps,
  render: 'canvas',
  views: { design: view, runtime: view, paint },
})
