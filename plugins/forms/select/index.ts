/** Select: picks one of fixed options; at runtime shows the bound value's option and writes the choice. */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { DomWidgetView } from '../../shared/viewContract.ts'
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

const view = () => import('./view.tsx').then((module) => module.default)

/** The select plugin. */
export const selectControl = definePlugin<typeof selectProps, DomWidgetView<SelectProps>>({
  id: 'form.select',
  version: 1,
  category: 'form',
  title: m.title,
  icon: 'form-select',
  defaultSize: { w: 220, h: 36 },
  props: selectProps,
  render: 'dom',
  views: { design: view, runtime: view },
})
