import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the pie chart. */
export const pieMessages = {
  title: /*i18n*/ { id: 'chart.pie.title', message: 'Pie chart' },
  data: /*i18n*/ { id: 'chart.pie.data', message: 'Slices' },
  dataHelp: /*i18n*/ {
    id: 'chart.pie.data.help',
    message: 'Rows with name and value; bind it to a property holding such rows',
  },
  donut: /*i18n*/ { id: 'chart.pie.donut', message: 'Ring (donut)' },
  labels: /*i18n*/ { id: 'chart.pie.labels', message: 'Slice labels' },
  labelsNone: /*i18n*/ { id: 'chart.pie.labels.none', message: 'None' },
  labelsPercent: /*i18n*/ { id: 'chart.pie.labels.percent', message: 'Percentage' },
  labelsValue: /*i18n*/ { id: 'chart.pie.labels.value', message: 'Value' },
} satisfies Record<string, MessageDescriptor>
