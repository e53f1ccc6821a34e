/** Line segment across its box (turn it with the widget's rotation), optional arrow heads and dashes. */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { CanvasShapeView } from '../../shared/viewContract.ts'
import { lineSegmentMessages as m } from './messages.ts'

/** Props of the line segment. */
export const lineSegmentProps = {
  stroke: field.color({ label: f.stroke, default: '#52606d', bindable: true, group: 'style' }),
  strokeWidth: field.number({
    label: f.strokeWidth,
    default: 2,
    min: 0.5,
    max: 50,
    unit: 'px',
    group: 'style',
  }),
  dash: field.enum({
    label: m.dash,
    group: 'style',
    default: 'solid',
    options: [
      { value: 'solid', label: m.dashSolid },
      { value: 'dashed', label: m.dashDashed },
      { value: 'dotted', label: m.dashDotted },
    ] as const,
  }),
  arrowStart: field.boolean({ label: m.arrowStart, default: false, group: 'style' }),
  arrowEnd: field.boolean({ label: m.arrowEnd, default: false, group: 'style' }),
  opacity: field.number({ label: f.opacity, default: 1, min: 0, max: 1, step: 0.05, group: 'style' }),
  visible: field.boolean({ label: f.visible, default: true, bindable: true, group: 'style' }),
}

/** The line segment's props. */
export type LineSegmentProps = PropsOf<typeof lineSegmentProps>

const view = () => import('./shape.ts').then((module) => module.default)

/** The line segment plugin. */
export const lineSegmentShape = definePlugin<typeof lineSegmentProps, CanvasShapeView<LineSegmentProps>>({
  id: 'shape.lineSegment',
  version: 1,
  category: 'shape',
  title: m.title,
  icon: 'shape-line',
  defaultSize: { w: 160, h: 16 },
  props: lineSegmentProps,
  render: 'canvas',
  views: { design: view, runtime: view },
})
