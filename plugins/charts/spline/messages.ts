import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The Spline chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.spline.title', message: 'Spline chart' },
} satisfies Record<string, MessageDescriptor>
