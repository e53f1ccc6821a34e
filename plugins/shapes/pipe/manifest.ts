/**
 * Pipe: a shaded pipe along its box, fill and line bindable to a state colour, with flow dashes whose
 * speed and direction follow a bound value (0 = stopped).
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { pipeMessages as m } from './messages.ts'

/** Props of the pipe. */
export const pipeProps = {
  ...shapeStyleFields({ fill: '#7b8794', stroke: '#3e4c59', strokeWidth: 1 }),
  flow: field.number({ label: m.flow, description: m.flowHelp, default: 1, bindable: true, group: 'data' }),
  fullScaleFlow: field.number({ label: m.fullScaleFlow, default: 1, min: 0.000001, group: 'data' }),
  maxSpeed: field.number({ label: m.maxSpeed, default: 60, min: 1, max: 1000, unit: 'px/s', group: 'data' }),
  reverse: field.boolean({ label: m.reverse, default: false, group: 'data' }),
  flowColor: field.color({ label: m.flowColor, default: '#7fd3ff', bindable: true, group: 'style' }),
  flanges: field.boolean({ label: m.flanges, default: true, group: 'style' }),
}

/** The pipe's props. */
export type PipeProps = PropsOf<typeof pipeProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'shape.pipe',
  version: 1,
  category: 'shape',
  order: 50,
  title: m.title,
  icon: { paths: ['M2 9h20', 'M2 15h20', 'M6 7v10', 'M18 7v10'] },
  defaultSize: { w: 200, h: 20 },
  props: pipeProps,
})
