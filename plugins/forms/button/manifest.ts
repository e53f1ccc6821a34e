/**
 * Button: raises noticeOnclick, whose stored actions (open page, set a value...) the host runs; a submit
 * button first checks and sends its named form, and runs the click actions only when that succeeded.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
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
  submitForm: field.string({
    label: m.submitForm,
    description: m.submitFormHelp,
    group: 'form',
    default: '',
    maxLength: 50,
    pattern: '([A-Za-z][A-Za-z0-9_-]*)?',
  }),
  submitTo: field.enum({
    label: m.submitTo,
    group: 'form',
    default: 'forms',
    options: [
      { value: 'forms', label: m.submitToForms },
      { value: 'objectAdd', label: m.submitToAdd },
      { value: 'objectUpdate', label: m.submitToUpdate },
      { value: 'objectDelete', label: m.submitToDelete },
      { value: 'properties', label: m.submitToProperties },
    ] as const,
  }),
  dataSource: field.string({ label: m.dataSource, group: 'form', default: '', maxLength: 200 }),
  keyField: field.string({
    label: m.keyField,
    description: m.keyFieldHelp,
    group: 'form',
    default: 'name',
    maxLength: 50,
  }),
  targetObject: field.string({ label: m.targetObject, group: 'form', default: '', maxLength: 200 }),
  resetAfterSubmit: field.boolean({ label: m.resetAfterSubmit, group: 'form', default: true }),
}

/** The button's props. */
export type ButtonProps = PropsOf<typeof buttonProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'form.button',
  version: 1,
  category: 'form',
  order: 40,
  title: m.title,
  icon: { paths: ['M6 7h12a3 3 0 0 1 0 10H6A3 3 0 0 1 6 7z', 'M9 12h6'] },
  defaultSize: { w: 120, h: 36 },
  props: buttonProps,
  events: { noticeOnclick: { label: f.clickEvent } },
})
