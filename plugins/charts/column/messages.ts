import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the column chart. */
export const columnMessages = {
  title: /*i18n*/ { id: 'chart.column.title', message: 'Column chart' },
  data: /*i18n*/ { id: 'chart.column.data', message: 'Data' },
  dataHelp: /*i18n*/ {
    id: 'chart.column.data.help',
    message: 'Rows with x (category), y (number) and series (name); bind it to a property holding such rows',
  },
  layout: /*i18n*/ { id: 'chart.column.layout', message: 'Several series' },
  layoutGrouped: /*i18n*/ { id: 'chart.column.layout.grouped', message: 'Side by side' },
  layoutStacked: /*i18n*/ { id: 'chart.column.layout.stacked', message: 'Stacked' },
  showLabels: /*i18n*/ { id: 'chart.column.showLabels', message: 'Show values' },
} satisfies Record<string, MessageDescriptor>
