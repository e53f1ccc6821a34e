/** Cascader: a choice made level by level (area, then unit); the form value is the path of values. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, optionFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the cascader. */
export const props = {
  label: field.string({ label: f.label, default: 'Unit', maxLength: 50 }),
  ...optionFields([
    { label: 'Intake', value: 'intake' },
    { label: 'Pump P-101', value: 'P101', parent: 'intake' },
    { label: 'Pump P-102', value: 'P102', parent: 'intake' },
    { label: 'Filters', value: 'filters' },
    { label: 'Filter F-1', value: 'F1', parent: 'filters' },
  ]),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.cascader',
  version: 1,
  category: 'form',
  order: 36,
  title: m.title,
  icon: { paths: ['M3 6h7v12H3z', 'M14 6h7v7h-7z', 'M10 9h4'] },
  defaultSize: { w: 360, h: 36 },
  props,
})
