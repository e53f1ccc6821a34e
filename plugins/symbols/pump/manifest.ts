/**
 * Centrifugal pump symbol: casing, impeller, inlet, outlet and base drawn with fabric objects. Its parts
 * take the running, stopped or fault colour from a bound state (a pale grey while that state is of bad
 * quality: not known), and the impeller turns while running.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { shapeEffectFields } from '../../shared/shapeEffects.ts'
import { pumpMessages as m } from './messages.ts'

/** Props of the pump. */
export const pumpProps = {
  state: field.string({
    label: m.state,
    description: m.stateHelp,
    default: '0',
    maxLength: 50,
    bindable: true,
    // A state is on/off or a state code: a bool or an integer property.
    bindTypes: ['bool', 'int', 'long'],
    bindRequired: true,
    group: 'data',
  }),
  runningValues: field.string({
    label: m.runningValues,
    description: m.valuesHelp,
    default: '1, true, running',
    maxLength: 200,
    group: 'data',
  }),
  faultValues: field.string({
    label: m.faultValues,
    description: m.valuesHelp,
    default: '2, fault',
    maxLength: 200,
    group: 'data',
  }),
  runningColor: field.color({ label: m.runningColor, default: '#2e9d4a', required: true, group: 'style' }),
  stoppedColor: field.color({ label: m.stoppedColor, default: '#9aa5b1', required: true, group: 'style' }),
  faultColor: field.color({ label: m.faultColor, default: '#d93a2b', required: true, group: 'style' }),
  rotationSpeed: field.number({
    label: m.rotationSpeed,
    default: 240,
    min: 0,
    max: 2000,
    unit: '°/s',
    group: 'style',
  }),
  mirror: field.boolean({ label: m.mirror, default: false, group: 'style' }),
  visible: field.boolean({ label: f.visible, default: true, bindable: true, group: 'style' }),
  ...shapeEffectFields(),
}

/** The pump's props. */
export type PumpProps = PropsOf<typeof pumpProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'symbol.pump',
  version: 1,
  category: 'symbol',
  order: 10,
  title: m.title,
  icon: { paths: ['M4 14a6 6 0 1 0 12 0 6 6 0 0 0-12 0z', 'M13 8.8V4h8', 'm8 12 4 2-4 2z', 'M5 22h10'] },
  defaultSize: { w: 100, h: 100 },
  props: pumpProps,
})
