import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the pipe. */
export const pipeMessages = {
  title: /*i18n*/ { id: 'shape.pipe.title', message: 'Pipe' },
  flow: /*i18n*/ { id: 'shape.pipe.flow', message: 'Flow' },
  flowHelp: /*i18n*/ {
    id: 'shape.pipe.flow.help',
    message: 'Bind to a flow or running value: 0 stops the animation, a negative value reverses it',
  },
  fullScaleFlow: /*i18n*/ { id: 'shape.pipe.fullScaleFlow', message: 'Flow at full speed' },
  maxSpeed: /*i18n*/ { id: 'shape.pipe.maxSpeed', message: 'Full animation speed' },
  reverse: /*i18n*/ { id: 'shape.pipe.reverse', message: 'Reverse direction' },
  flowColor: /*i18n*/ { id: 'shape.pipe.flowColor', message: 'Flow colour' },
  flanges: /*i18n*/ { id: 'shape.pipe.flanges', message: 'Flanges at the ends' },
} satisfies Record<string, MessageDescriptor>
