import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The hidden field's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.hiddenField.title', message: 'Hidden field' },
} satisfies Record<string, MessageDescriptor>
