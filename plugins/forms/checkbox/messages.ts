import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The checkbox group's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.checkbox.title', message: 'Checkbox' },
} satisfies Record<string, MessageDescriptor>
