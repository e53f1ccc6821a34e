import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title of the circle. */
export const circleMessages = {
  title: /*i18n*/ { id: 'shape.circle.title', message: 'Circle' },
} satisfies Record<string, MessageDescriptor>
