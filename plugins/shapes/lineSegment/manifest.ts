/** Line segment across its box (turn it with the widget's rotation), optional arrow heads and dashes. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { shapeEffectFields } from '../../shared/shapeEffects.ts'
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
  ...shapeEffectFields(),
}

/** The line segment's props. */
export type LineSegmentProps = PropsOf<typeof lineSegmentProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.lineSegment',
  version: 1,
  category: 'shape',
  order: 40,
  title: m.title,
  icon: { paths: ['M5 19 19 5', 'M5 19h.01', 'M19 5h.01'] },
  defaultSize: { w: 160, h: 16 },
  props: lineSegmentProps,
})
