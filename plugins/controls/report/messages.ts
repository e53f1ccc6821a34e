import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the report control. */
export const messages = {
  title: /*i18n*/ { id: 'control.report.title', message: 'Report' },
  reportName: /*i18n*/ { id: 'control.report.reportName', message: 'Report name' },
  reportNameHelp: /*i18n*/ {
    id: 'control.report.reportName.help',
    message: 'A report saved in Global settings › Reports, by its name',
  },
  runOnOpen: /*i18n*/ { id: 'control.report.runOnOpen', message: 'Run when the page opens' },
  allowExport: /*i18n*/ { id: 'control.report.allowExport', message: 'Allow export (Excel, CSV, PDF)' },
} satisfies Record<string, MessageDescriptor>
