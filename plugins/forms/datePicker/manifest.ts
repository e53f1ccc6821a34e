/** Date picker: a date, date and time, time, year, or a range of dates or years (1904-9999). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the date picker. */
export const props = {
  label: field.string({ label: f.label, default: 'Date', maxLength: 50 }),
  kind: field.enum({
    label: m.kind,
    default: 'date',
    options: [
      { value: 'date', label: m.kindDate },
      { value: 'dateTime', label: m.kindDateTime },
      { value: 'time', label: m.kindTime },
      { value: 'dateRange', label: m.kindDateRange },
      { value: 'year', label: m.kindYear },
      { value: 'yearRange', label: m.kindYearRange },
    ] as const,
  }),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.datePicker',
  version: 1,
  category: 'form',
  order: 34,
  title: m.title,
  icon: { paths: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'M8 14h3'] },
  defaultSize: { w: 300, h: 36 },
  props,
})
