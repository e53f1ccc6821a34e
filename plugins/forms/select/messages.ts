import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the select. */
export const selectMessages = {
  title: /*i18n*/ { id: 'form.select.title', message: 'Select' },
} satisfies Record<string, MessageDescriptor>
