/** Label: one line of text, bindable, typically a formatted live value ('23.5 °C') or a state text. */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { alignField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { DomWidgetView } from '../../shared/viewContract.ts'
import { labelMessages as m } from './messages.ts'

/** Props of the label. */
export const labelProps = {
  text: field.string({
    label: f.text,
    default: 'Label',
    defaultText: m.defaultText,
    maxLength: 200,
    bindable: true,
  }),
  fontSize: field.number({ label: f.fontSize, default: 14, min: 8, max: 72, group: 'style', unit: 'px' }),
  color: field.color({ label: f.textColor, default: '#1b2430', bindable: true, group: 'style' }),
  background: field.color({ label: f.background, default: '', bindable: true, group: 'style' }),
  bold: field.boolean({ label: f.bold, default: false, group: 'style' }),
  align: alignField('left'),
}

/** The label's props. */
export type LabelProps = PropsOf<typeof labelProps>

const view = () => import('./view.tsx').then((module) => module.default)
const paint = () => import('./paint.ts').then((module) => module.default)

/** The label plugin. */
export const labelControl = definePlugin<typeof labelProps, DomWidgetView<LabelProps>>({
  id: 'form.label',
  version: 1,
  category: 'form',
  title: m.title,
  icon: 'form-label',
  defaultSize: { w: 120, h: 32 },
  props: labelProps,
  render: 'dom',
  views: { design: view, runtime: view, paint },
})
