import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The Dashboard's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.dashboard.title', message: 'Dashboard' },
} satisfies Record<string, MessageDescriptor>
