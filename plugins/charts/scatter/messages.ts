import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The Scatter chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.scatter.title', message: 'Scatter chart' },
} satisfies Record<string, MessageDescriptor>
