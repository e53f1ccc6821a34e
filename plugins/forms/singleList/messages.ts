import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The single list's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.singleList.title', message: 'Single list' },
} satisfies Record<string, MessageDescriptor>
