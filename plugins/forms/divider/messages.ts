import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The divider line's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.divider.title', message: 'Line' },
  textPosition: /*i18n*/ { id: 'form.divider.textPosition', message: 'Text position' },
  dashed: /*i18n*/ { id: 'form.divider.dashed', message: 'Dashed' },
} satisfies Record<string, MessageDescriptor>
