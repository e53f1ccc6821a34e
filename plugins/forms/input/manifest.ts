/**
 * Input: shows the bound value and, at runtime, writes what the operator enters back to the bound
 * property after the spec's value checks (engine `checkValue`: mobile phone, number, IP, custom pattern...).
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { formGroupFields } from '../shared/formFields.ts'
import { inputMessages as m } from './messages.ts'

/** Props of the input. */
export const inputProps = {
  label: field.string({ label: f.label, default: '', maxLength: 50 }),
  value: field.string({ label: f.value, default: '', maxLength: 500, bindable: true, group: 'data' }),
  placeholder: field.string({ label: f.placeholder, default: '', maxLength: 50 }),
  checker: field.enum({
    label: m.checker,
    group: 'data',
    default: 'none',
    options: [
      { value: 'none', label: m.checkerNone },
      { value: 'number', label: m.checkerNumber },
      { value: 'mobilePhone', label: m.checkerMobilePhone },
      { value: 'telephone', label: m.checkerTelephone },
      { value: 'zipCode', label: m.checkerZipCode },
      { value: 'idCard', label: m.checkerIdCard },
      { value: 'email', label: m.checkerEmail },
      { value: 'ip', label: m.checkerIp },
      { value: 'other', label: m.checkerOther },
    ] as const,
  }),
  pattern: field.string({
    label: m.pattern,
    description: m.patternHelp,
    default: '',
    maxLength: 200,
    group: 'data',
  }),
  required: field.boolean({ label: m.required, default: false, group: 'data' }),
  maxLength: field.number({
    label: m.maxLength,
    default: 200,
    min: 1,
    max: 500,
    integer: true,
    group: 'data',
  }),
  disabled: field.boolean({ label: f.disabled, default: false, bindable: true }),
  ...formGroupFields,
}

/** The input's props. */
export type InputProps = PropsOf<typeof inputProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'form.input',
  version: 1,
  category: 'form',
  order: 20,
  title: m.title,
  icon: { paths: ['M3 7h18v10H3z', 'M7 10v4'] },
  defaultSize: { w: 220, h: 36 },
  props: inputProps,
})
