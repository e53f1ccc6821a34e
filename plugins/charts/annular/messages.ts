import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The donut chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.annular.title', message: 'Donut chart' },
  centerLabel: /*i18n*/ { id: 'chart.annular.centerLabel', message: 'Caption of the total' },
  centerLabelDefault: /*i18n*/ { id: 'chart.annular.centerLabel.default', message: 'Total' },
  innerRadius: /*i18n*/ { id: 'chart.annular.innerRadius', message: 'Hole size' },
} satisfies Record<string, MessageDescriptor>
