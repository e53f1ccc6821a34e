import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The radar chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.spider.title', message: 'Radar chart' },
  autoScale: /*i18n*/ { id: 'chart.spider.autoScale', message: 'Outer ring fits the data' },
  fill: /*i18n*/ { id: 'chart.spider.fill', message: 'Fill the outlines' },
} satisfies Record<string, MessageDescriptor>
