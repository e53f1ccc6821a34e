/**
 * Data link: a line across its box (turn it with the widget's rotation) whose dashes run along it with a
 * bound flow: speed proportional to the flow, still at 0, backwards when negative, grey and still while
 * the flow is unknown (bad quality, or not arrived yet).
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { shapeEffectFields } from '../../shared/shapeEffects.ts'
import { messages as m } from './messages.ts'

/** Props of the data link. */
export const props = {
  flow: field.number({
    label: m.flow,
    description: m.flowHelp,
    default: 1,
    bindable: true,
    bindRequired: true,
    group: 'data',
  }),
  fullScaleFlow: field.number({ label: m.fullScaleFlow, default: 1, min: 0.000001, group: 'data' }),
  maxSpeed: field.number({ label: m.maxSpeed, default: 60, min: 1, max: 1000, unit: 'px/s', group: 'data' }),
  stroke: field.color({ label: f.stroke, default: '#2f7ed8', bindable: true, group: 'style' }),
  strokeWidth: field.number({
    label: f.strokeWidth,
    default: 3,
    min: 0.5,
    max: 30,
    unit: 'px',
    group: 'style',
  }),
  dashLength: field.number({
    label: m.dashLength,
    default: 10,
    min: 2,
    max: 200,
    unit: 'px',
    group: 'style',
  }),
  arrowEnd: field.boolean({ label: m.arrowEnd, default: false, group: 'style' }),
  opacity: field.number({ label: f.opacity, default: 1, min: 0, max: 1, step: 0.05, group: 'style' }),
  visible: field.boolean({ label: f.visible, default: true, bindable: true, group: 'style' }),
  ...shapeEffectFields(),
}

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.dataLink',
  version: 1,
  category: 'shape',
  order: 55,
  title: m.title,
  icon: { paths: ['M3 12h3', 'M9 12h3', 'M15 12h3', 'M18 9l3 3-3 3'] },
  defaultSize: { w: 200, h: 16 },
  props,
})
