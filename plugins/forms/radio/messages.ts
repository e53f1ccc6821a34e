import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The radio group's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.radio.title', message: 'Radio' },
  defaultValue: /*i18n*/ { id: 'form.radio.defaultValue', message: 'Chosen at first' },
} satisfies Record<string, MessageDescriptor>
