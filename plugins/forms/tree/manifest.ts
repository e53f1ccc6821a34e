/** Tree: options nested by their parent (a plant's areas and units); one node is chosen. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields, optionFields, requiredField } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the tree. */
export const props = {
  label: field.string({ label: f.label, default: 'Location', maxLength: 50 }),
  ...optionFields([
    { label: 'Water works', value: 'works' },
    { label: 'Intake', value: 'intake', parent: 'works' },
    { label: 'Pump P-101', value: 'P101', parent: 'intake' },
    { label: 'Pump P-102', value: 'P102', parent: 'intake' },
    { label: 'Filters', value: 'filters', parent: 'works' },
    { label: 'Filter F-1', value: 'F1', parent: 'filters' },
  ]),
  expandAll: field.boolean({ label: m.expandAll, default: true }),
  ...formGroupFields,
  ...requiredField,
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.tree',
  version: 1,
  category: 'form',
  order: 37,
  title: m.title,
  icon: { paths: ['M5 4v14h5', 'M5 10h5', 'M12 8h7', 'M12 16h7', 'M12 12h0'] },
  defaultSize: { w: 240, h: 220 },
  props,
})
