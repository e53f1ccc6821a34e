import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The Area chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.area.title', message: 'Area chart' },
  smooth: /*i18n*/ { id: 'chart.area.smooth', message: 'Smooth line' },
} satisfies Record<string, MessageDescriptor>
