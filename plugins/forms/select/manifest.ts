/** Select: picks one of fixed options; at runtime shows the bound value's option and writes the choice. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { selectMessages as m } from './messages.ts'

/** Props of the select. */
export const selectProps = {
  label: field.string({ label: f.label, default: '', maxLength: 50 }),
  options: field.list({
    label: m.options,
    group: 'data',
    minItems: 1,
    maxItems: 200,
    item: {
      label: field.string({ label: m.optionLabel, default: 'Option', maxLength: 50, required: true }),
      value: field.string({ label: m.optionValue, default: '0', maxLength: 50, required: true }),
    },
    default: [
      { label: 'Auto', value: '0' },
      { label: 'Manual', value: '1' },
      { label: 'Maintenance', value: '2' },
    ],
  }),
  value: field.string({ label: f.value, default: '0', maxLength: 50, bindable: true, group: 'data' }),
  placeholder: field.string({ label: f.placeholder, default: '', maxLength: 50 }),
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
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
