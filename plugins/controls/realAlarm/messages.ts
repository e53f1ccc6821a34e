import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the real-alarm control. */
export const realAlarmMessages = {
  title: /*i18n*/ { id: 'control.realAlarm.title', message: 'Real-time alarms' },
  objects: /*i18n*/ { id: 'control.realAlarm.objects', message: 'Objects' },
  objectsHelp: /*i18n*/ {
    id: 'control.realAlarm.objects.help',
    message: 'Alarms of these objects are listed; with none, every alarm the user may see',
  },
  objName: /*i18n*/ { id: 'control.realAlarm.objects.objName', message: 'Object name' },
  showAcknowledged: /*i18n*/ {
    id: 'control.realAlarm.showAcknowledged',
    message: 'Show acknowledged alarms',
  },
  maxRows: /*i18n*/ { id: 'control.realAlarm.maxRows', message: 'Most rows shown' },
} satisfies Record<string, MessageDescriptor>
