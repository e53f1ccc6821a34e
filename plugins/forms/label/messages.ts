import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title of the label. */
export const labelMessages = {
  title: /*i18n*/ { id: 'form.label.title', message: 'Label' },
  defaultText: /*i18n*/ { id: 'form.label.defaultText', message: 'Label' },
} satisfies Record<string, MessageDescriptor>
