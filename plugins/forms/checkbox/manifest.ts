/** Checkbox: any number of options ticked; the form value is the list of their values. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, optionFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the checkbox group. */
export const props = {
  label: field.string({ label: f.label, default: 'Checks done', maxLength: 50 }),
  ...optionFields([
    { label: 'Seals', value: 'seals' },
    { label: 'Bearings', value: 'bearings' },
    { label: 'Vibration', value: 'vibration' },
  ]),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.checkbox',
  version: 1,
  category: 'form',
  order: 33,
  title: m.title,
  icon: { paths: ['M4 8h8v8H4z', 'm5.5 12 2 2 3-4', 'M15 12h5'] },
  defaultSize: { w: 340, h: 32 },
  props,
})
