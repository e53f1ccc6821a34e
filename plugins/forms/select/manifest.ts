/**
 * Select: picks one option (designed, from an object property or an object query); at runtime shows the
 * bound value's option and writes the choice, or, in a named form, holds the choice as the form's value.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, optionFields, requiredField } from '../shared/formFields.ts'
import { selectMessages as m } from './messages.ts'

/** Props of the select. */
export const selectProps = {
  label: field.string({ label: f.label, default: '', maxLength: 50 }),
  ...optionFields([
    { label: 'Auto', value: '0' },
    { label: 'Manual', value: '1' },
    { label: 'Maintenance', value: '2' },
  ]),
  value: field.string({ label: f.value, default: '0', maxLength: 50, bindable: true, group: 'data' }),
  placeholder: field.string({ label: f.placeholder, default: '', maxLength: 50 }),
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
  ...formGroupFields,
  ...requiredField,
}

/** The select's props. */
export type SelectProps = PropsOf<typeof selectProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'form.select',
  version: 1,
  category: 'form',
  order: 30,
  title: m.title,
  icon: { paths: ['M3 7h18v10H3z', 'm14 11 2 2 2-2', 'M6 12h5'] },
  defaultSize: { w: 220, h: 36 },
  props: selectProps,
})
