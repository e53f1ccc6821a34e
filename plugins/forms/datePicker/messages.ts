import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The date picker's own labels and messages. */
export const messages = {
  title: /*i18n*/ { id: 'form.datePicker.title', message: 'Date picker' },
  kind: /*i18n*/ { id: 'form.datePicker.kind', message: 'Picks' },
  kindDate: /*i18n*/ { id: 'form.datePicker.kind.date', message: 'A date' },
  kindDateTime: /*i18n*/ { id: 'form.datePicker.kind.dateTime', message: 'A date and time' },
  kindTime: /*i18n*/ { id: 'form.datePicker.kind.time', message: 'A time' },
  kindDateRange: /*i18n*/ { id: 'form.datePicker.kind.dateRange', message: 'A date range' },
  kindYear: /*i18n*/ { id: 'form.datePicker.kind.year', message: 'A year' },
  kindYearRange: /*i18n*/ { id: 'form.datePicker.kind.yearRange', message: 'A year range' },
  yearOutOfRange: /*i18n*/ {
    id: 'form.datePicker.yearOutOfRange',
    message: 'Enter a year from 1904 to 9999',
  },
  rangeOrder: /*i18n*/ { id: 'form.datePicker.rangeOrder', message: 'The start must not be after the end' },
  rangeHalf: /*i18n*/ { id: 'form.datePicker.rangeHalf', message: 'Enter both the start and the end' },
  invalidDate: /*i18n*/ { id: 'form.datePicker.invalidDate', message: 'Enter a valid date' },
} satisfies Record<string, MessageDescriptor>
