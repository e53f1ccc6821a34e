import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The data link's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.dataLink.title', message: 'Data link' },
  flow: /*i18n*/ { id: 'shape.dataLink.flow', message: 'Flow' },
  flowHelp: /*i18n*/ {
    id: 'shape.dataLink.flowHelp',
    message:
      'Bind to a flow: the dashes run along the line at a speed proportional to it, stand still at 0 and run backwards when it is negative.',
  },
  fullScaleFlow: /*i18n*/ { id: 'shape.dataLink.fullScaleFlow', message: 'Flow at full speed' },
  maxSpeed: /*i18n*/ { id: 'shape.dataLink.maxSpeed', message: 'Full speed' },
  dashLength: /*i18n*/ { id: 'shape.dataLink.dashLength', message: 'Dash length' },
  arrowEnd: /*i18n*/ { id: 'shape.dataLink.arrowEnd', message: 'Arrow at the end' },
} satisfies Record<string, MessageDescriptor>
