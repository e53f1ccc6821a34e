import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The quadrilateral's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.quad.title', message: 'Quadrilateral' },
  variant: /*i18n*/ { id: 'shape.quad.variant', message: 'Kind' },
  parallelogram: /*i18n*/ { id: 'shape.quad.parallelogram', message: 'Parallelogram' },
  trapezoid: /*i18n*/ { id: 'shape.quad.trapezoid', message: 'Trapezoid' },
  diamond: /*i18n*/ { id: 'shape.quad.diamond', message: 'Diamond' },
  slant: /*i18n*/ { id: 'shape.quad.slant', message: 'Slant' },
  slantHelp: /*i18n*/ {
    id: 'shape.quad.slantHelp',
    message: 'How far the top corners move in, as a share of the width (not used by the diamond).',
  },
} satisfies Record<string, MessageDescriptor>
