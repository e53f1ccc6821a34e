/** Radio: one choice out of a few options, shown side by side; joins a named form. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, optionFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the radio group. */
export const props = {
  label: field.string({ label: f.label, default: 'Shift', maxLength: 50 }),
  ...optionFields([
    { label: 'Day', value: 'day' },
    { label: 'Evening', value: 'evening' },
    { label: 'Night', value: 'night' },
  ]),
  defaultValue: field.string({ label: m.defaultValue, default: '', maxLength: 50, group: 'data' }),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.radio',
  version: 1,
  category: 'form',
  order: 32,
  title: m.title,
  icon: { paths: ['M8 12a3 3 0 1 0 0.01 0', 'M8 12a1 1 0 1 0 0.01 0', 'M14 12h6'] },
  defaultSize: { w: 320, h: 32 },
  props,
})
