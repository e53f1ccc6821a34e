import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the calendar. */
export const messages = {
  title: /*i18n*/ { id: 'control.calendar.title', message: 'Calendar' },
  view: /*i18n*/ { id: 'control.calendar.view', message: 'Opens on' },
  viewMonth: /*i18n*/ { id: 'control.calendar.view.month', message: 'Month' },
  viewWeek: /*i18n*/ { id: 'control.calendar.view.week', message: 'Week' },
  weekStart: /*i18n*/ { id: 'control.calendar.weekStart', message: 'Weeks start on' },
  monday: /*i18n*/ { id: 'control.calendar.weekStart.monday', message: 'Monday' },
  sunday: /*i18n*/ { id: 'control.calendar.weekStart.sunday', message: 'Sunday' },
  showLunar: /*i18n*/ { id: 'control.calendar.showLunar', message: 'Show Chinese lunar dates' },
  showHolidays: /*i18n*/ { id: 'control.calendar.showHolidays', message: 'Show holidays and festivals' },
  eventTemplate: /*i18n*/ { id: 'control.calendar.eventTemplate', message: 'Events: object template' },
  eventTemplateHelp: /*i18n*/ {
    id: 'control.calendar.eventTemplate.help',
    message: 'Each instance of this template with a date becomes an event on that day',
  },
  dateProp: /*i18n*/ { id: 'control.calendar.dateProp', message: 'Events: date property' },
  titleProp: /*i18n*/ {
    id: 'control.calendar.titleProp',
    message: 'Events: title property (empty: the object name)',
  },
} satisfies Record<string, MessageDescriptor>
