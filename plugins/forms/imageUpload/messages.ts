import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The image upload's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.imageUpload.title', message: 'Image upload' },
} satisfies Record<string, MessageDescriptor>
