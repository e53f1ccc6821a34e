/** Single list: an open list of options, one of which is chosen (a pump out of all pumps). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, optionFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the single list. */
export const props = {
  label: field.string({ label: f.label, default: 'Equipment', maxLength: 50 }),
  ...optionFields([
    { label: 'Pump P-101', value: 'P101' },
    { label: 'Pump P-102', value: 'P102' },
    { label: 'Pump P-103', value: 'P103' },
    { label: 'Valve V-201', value: 'V201' },
  ]),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.singleList',
  version: 1,
  category: 'form',
  order: 35,
  title: m.title,
  icon: { paths: ['M4 4h16v16H4z', 'M7 8h10', 'M7 12h10', 'M7 16h6'] },
  defaultSize: { w: 220, h: 160 },
  props,
})
