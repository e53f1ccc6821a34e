import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title of the text shape. */
export const textMessages = {
  title: /*i18n*/ { id: 'shape.text.title', message: 'Text' },
  defaultText: /*i18n*/ { id: 'shape.text.defaultText', message: 'Text' },
} satisfies Record<string, MessageDescriptor>
