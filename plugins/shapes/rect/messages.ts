import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the rectangle. */
export const rectMessages = {
  title: /*i18n*/ { id: 'shape.rect.title', message: 'Rectangle' },
  cornerRadius: /*i18n*/ { id: 'shape.rect.cornerRadius', message: 'Corner radius' },
} satisfies Record<string, MessageDescriptor>
