import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The Bar chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.bar.title', message: 'Bar chart' },
} satisfies Record<string, MessageDescriptor>
