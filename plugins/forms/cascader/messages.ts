import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The cascader's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.cascader.title', message: 'Cascader' },
  incomplete: /*i18n*/ { id: 'form.cascader.incomplete', message: 'Choose down to the last level' },
} satisfies Record<string, MessageDescriptor>
