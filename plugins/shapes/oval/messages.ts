import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The oval's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.oval.title', message: 'Oval' },
} satisfies Record<string, MessageDescriptor>
