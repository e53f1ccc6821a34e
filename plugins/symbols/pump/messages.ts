import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the pump symbol. */
export const pumpMessages = {
  title: /*i18n*/ { id: 'symbol.pump.title', message: 'Centrifugal pump' },
  state: /*i18n*/ { id: 'symbol.pump.state', message: 'State' },
  stateHelp: /*i18n*/ {
    id: 'symbol.pump.state.help',
    message: 'Bind to the pump’s state; the values below say which states mean running and fault',
  },
  runningValues: /*i18n*/ { id: 'symbol.pump.runningValues', message: 'Running when the state is' },
  faultValues: /*i18n*/ { id: 'symbol.pump.faultValues', message: 'Fault when the state is' },
  valuesHelp: /*i18n*/ {
    id: 'symbol.pump.values.help',
    message: 'One or more values separated by commas, e.g. 1, true, RUN; any other state means stopped',
  },
  runningColor: /*i18n*/ { id: 'symbol.pump.runningColor', message: 'Running colour' },
  stoppedColor: /*i18n*/ { id: 'symbol.pump.stoppedColor', message: 'Stopped colour' },
  faultColor: /*i18n*/ { id: 'symbol.pump.faultColor', message: 'Fault colour' },
  rotationSpeed: /*i18n*/ { id: 'symbol.pump.rotationSpeed', message: 'Impeller speed' },
  mirror: /*i18n*/ { id: 'symbol.pump.mirror', message: 'Inlet on the right' },
} satisfies Record<string, MessageDescriptor>
