import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The round rectangle's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.roundRect.title', message: 'Round rectangle' },
  cornerRadius: /*i18n*/ { id: 'shape.roundRect.cornerRadius', message: 'Corner radius' },
} satisfies Record<string, MessageDescriptor>
