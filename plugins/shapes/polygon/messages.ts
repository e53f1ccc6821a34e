import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The polygon's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.polygon.title', message: 'Polygon' },
  sides: /*i18n*/ { id: 'shape.polygon.sides', message: 'Sides' },
} satisfies Record<string, MessageDescriptor>
