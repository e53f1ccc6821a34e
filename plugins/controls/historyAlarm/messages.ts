import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the history alarm control. */
export const messages = {
  title: /*i18n*/ { id: 'control.historyAlarm.title', message: 'History alarms' },
  objects: /*i18n*/ { id: 'control.historyAlarm.objects', message: 'Objects' },
  objectsHelp: /*i18n*/ {
    id: 'control.historyAlarm.objects.help',
    message: 'The journal of these objects is listed; with none, every alarm the user may see',
  },
  objName: /*i18n*/ { id: 'control.historyAlarm.objects.objName', message: 'Object name' },
  rangeHours: /*i18n*/ { id: 'control.historyAlarm.rangeHours', message: 'Opens on the last (hours)' },
  pageSize: /*i18n*/ { id: 'control.historyAlarm.pageSize', message: 'Rows a page' },
  allowExport: /*i18n*/ { id: 'control.historyAlarm.allowExport', message: 'Allow export (CSV, XLS)' },
} satisfies Record<string, MessageDescriptor>
