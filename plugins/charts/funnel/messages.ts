import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The funnel chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.funnel.title', message: 'Funnel chart' },
  sort: /*i18n*/ { id: 'chart.funnel.sort', message: 'Widest stage first' },
  labels: /*i18n*/ { id: 'chart.funnel.labels', message: 'Stage labels' },
  labelsNone: /*i18n*/ { id: 'chart.funnel.labels.none', message: 'None' },
  labelsValue: /*i18n*/ { id: 'chart.funnel.labels.value', message: 'Value' },
  labelsPercent: /*i18n*/ { id: 'chart.funnel.labels.percent', message: 'Percent of the first stage' },
} satisfies Record<string, MessageDescriptor>
