/** Button: raises noticeOnclick, whose stored actions (open page, set a value...) the host runs. */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { DomWidgetView } from '../../shared/viewContract.ts'
import { buttonMessages as m } from './messages.ts'

/** Props of the button. */
export const buttonProps = {
  text: field.string({
    label: f.text,
    default: 'Button',
    defaultText: m.defaultText,
    maxLength: 50,
    bindable: true,
  }),
  variant: field.enum({
    label: m.variant,
    group: 'style',
    default: 'primary',
    options: [
      { value: 'primary', label: m.variantPrimary },
      { value: 'secondary', label: m.variantSecondary },
      { value: 'danger', label: m.variantDanger },
    ] as const,
  }),
  confirmText: field.string({
    label: m.confirmText,
    description: m.confirmHelp,
    default: '',
    maxLength: 200,
  }),
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
}

/** The button's props. */
export type ButtonProps = PropsOf<typeof buttonProps>

const view = () => import('./view.tsx').then((module) => module.default)

/** The button plugin. */
export const buttonControl = definePlugin<typeof buttonProps, DomWidgetView<ButtonProps>>({
  id: 'form.button',
  version: 1,
  category: 'form',
  title: m.title,
  icon: 'form-button',
  defaultSize: { w: 120, h: 36 },
  props: buttonProps,
  events: { noticeOnclick: { label: f.clickEvent } },
  render: 'dom',
  views: { design: view, runtime: view },
})
