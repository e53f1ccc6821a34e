import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The Bubble chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.bubble.title', message: 'Bubble chart' },
} satisfies Record<string, MessageDescriptor>
