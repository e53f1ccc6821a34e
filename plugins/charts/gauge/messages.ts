import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the gauge. */
export const gaugeMessages = {
  title: /*i18n*/ { id: 'chart.gauge.title', message: 'Gauge' },
  bands: /*i18n*/ { id: 'chart.gauge.bands', message: 'Colour bands' },
  bandTo: /*i18n*/ { id: 'chart.gauge.bands.to', message: 'Up to' },
} satisfies Record<string, MessageDescriptor>
