import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The star's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.star.title', message: 'Star' },
  points: /*i18n*/ { id: 'shape.star.points', message: 'Points' },
  innerRatio: /*i18n*/ { id: 'shape.star.innerRatio', message: 'Inner radius' },
} satisfies Record<string, MessageDescriptor>
