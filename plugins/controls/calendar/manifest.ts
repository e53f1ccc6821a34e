/**
 * Calendar: a month or week of days with the Chinese lunar date under each (1900–2099), festivals,
 * solar terms and public holidays, and events from an object query (instances of a template, on the
 * day their date property names).
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { messages as m } from './messages.ts'

/** Props of the calendar. */
export const props = {
  title: titleField(),
  view: field.enum({
    label: m.view,
    default: 'month',
    options: [
      { value: 'month', label: m.viewMonth },
      { value: 'week', label: m.viewWeek },
    ] as const,
  }),
  weekStart: field.enum({
    label: m.weekStart,
    default: 'monday',
    options: [
      { value: 'monday', label: m.monday },
      { value: 'sunday', label: m.sunday },
    ] as const,
  }),
  showLunar: field.boolean({ label: m.showLunar, default: true }),
  showHolidays: field.boolean({ label: m.showHolidays, default: true }),
  eventTemplate: field.string({
    label: m.eventTemplate,
    description: m.eventTemplateHelp,
    default: '',
    maxLength: 200,
    group: 'data',
  }),
  dateProp: field.string({ label: m.dateProp, default: 'date', maxLength: 200, group: 'data' }),
  titleProp: field.string({ label: m.titleProp, default: '', maxLength: 200, group: 'data' }),
  theme: themeField(),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'control.calendar',
  version: 1,
  category: 'control',
  order: 60,
  title: m.title,
  icon: { paths: ['M4 5h16v15H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M8 14h2', 'M14 14h2'] },
  defaultSize: { w: 720, h: 520 },
  props,
})
