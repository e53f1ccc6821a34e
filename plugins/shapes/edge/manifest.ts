/**
 * Edge (S1 §3 "edge"): a connector from one widget to another, with arrow heads. Its ends are unit points of
 * its box; the page commands re-route it whenever a widget it joins moves (engine/document/edges.ts).
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { shapeEffectFields } from '../../shared/shapeEffects.ts'
import { messages as m } from './messages.ts'

const end = (label: typeof m.x1, value: number) =>
  field.number({ label, default: value, min: 0, max: 1, step: 0.01, group: 'layout' })
const widgetId = (label: typeof m.source) =>
  field.string({ label, description: m.endsHelp, default: '', maxLength: 64, pattern: '[A-Za-z0-9_-]*' })

/** Props of the edge. */
export const props = {
  source: widgetId(m.source),
  target: widgetId(m.target),
  stroke: field.color({ label: f.stroke, default: '#52606d', bindable: true, group: 'style' }),
  strokeWidth: field.number({
    label: f.strokeWidth,
    default: 2,
    min: 0.5,
    max: 20,
    unit: 'px',
    group: 'style',
  }),
  dash: field.enum({
    label: m.dash,
    group: 'style',
    default: 'solid',
    options: [
      { value: 'solid', label: m.solid },
      { value: 'dashed', label: m.dashed },
      { value: 'dotted', label: m.dotted },
    ] as const,
  }),
  arrowStart: field.boolean({ label: m.arrowStart, default: false, group: 'style' }),
  arrowEnd: field.boolean({ label: m.arrowEnd, default: true, group: 'style' }),
  opacity: field.number({ label: f.opacity, default: 1, min: 0, max: 1, step: 0.05, group: 'style' }),
  visible: field.boolean({ label: f.visible, default: true, bindable: true, group: 'style' }),
  x1: end(m.x1, 0.1),
  y1: end(m.y1, 0.5),
  x2: end(m.x2, 0.9),
  y2: end(m.y2, 0.5),
  ...shapeEffectFields(),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.edge',
  version: 1,
  category: 'shape',
  order: 45,
  title: m.title,
  icon: { paths: ['M4 18h4v-4H4z', 'M16 10h4V6h-4z', 'M8 14l8-6', 'M13 8h3v3'] },
  defaultSize: { w: 160, h: 40 },
  props,
})
