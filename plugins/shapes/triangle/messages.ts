import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The triangle's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.triangle.title', message: 'Triangle' },
  variant: /*i18n*/ { id: 'shape.triangle.variant', message: 'Kind' },
  isosceles: /*i18n*/ { id: 'shape.triangle.isosceles', message: 'Isosceles' },
  right: /*i18n*/ { id: 'shape.triangle.right', message: 'Right-angled' },
} satisfies Record<string, MessageDescriptor>
