/**
 * Schema fields every form control shares: the named form it belongs to, the data field name its value
 * is sent under, its checks (spec S1 §5) and, for choice controls, where its options come from.
 */
import { field } from '../../../engine/plugins/index.ts'
import { formMessages as m } from './formMessages.ts'

// The spec's name rule (a letter, then letters, digits, '_' or '-'), or nothing.
const NAME_OR_EMPTY = '([A-Za-z][A-Za-z0-9_-]*)?'

/** Form group and data field name. */
export const formGroupFields = {
  formName: field.string({
    label: m.formName,
    description: m.formNameHelp,
    group: 'form',
    default: '',
    maxLength: 50,
    pattern: NAME_OR_EMPTY,
  }),
  fieldName: field.string({
    label: m.fieldName,
    description: m.fieldNameHelp,
    group: 'form',
    default: '',
    maxLength: 50,
    pattern: NAME_OR_EMPTY,
  }),
}

/** Required or not; choice controls check nothing else. */
export const requiredField = {
  required: field.boolean({ label: m.required, group: 'form', default: false }),
}

/** The value checkers of spec S1 §5 and the text limit (50, 200 or 500). */
export const checkFields = {
  checker: field.enum({
    label: m.checker,
    group: 'form',
    default: 'none',
    options: [
      { value: 'none', label: m.checkerNone },
      { value: 'mobilePhone', label: m.checkerMobilePhone },
      { value: 'telephone', label: m.checkerTelephone },
      { value: 'zipCode', label: m.checkerZipCode },
      { value: 'idCard', label: m.checkerIdCard },
      { value: 'number', label: m.checkerNumber },
      { value: 'email', label: m.checkerEmail },
      { value: 'ip', label: m.checkerIp },
      { value: 'other', label: m.checkerOther },
    ] as const,
  }),
  pattern: field.string({
    label: m.pattern,
    description: m.patternHelp,
    group: 'form',
    default: '',
    maxLength: 200,
  }),
  textLimit: field.enum({
    label: m.maxLength,
    group: 'form',
    default: 200,
    options: [
      { value: 50, label: m.limit50 },
      { value: 200, label: m.limit200 },
      { value: 500, label: m.limit500 },
    ] as const,
  }),
}

/** A static option; `parent` nests it under another option's value (trees, cascaders). */
export const optionItem = {
  label: field.string({ label: m.optionLabel, default: 'Option', maxLength: 50, required: true }),
  value: field.string({ label: m.optionValue, default: 'option', maxLength: 50, required: true }),
  parent: field.string({ label: m.optionParent, default: '', maxLength: 50 }),
}

/** Where a choice control's options come from, with the static list as designed. */
export function optionFields(defaults: { label: string; value: string; parent?: string }[]) {
  return {
    optionSource: field.enum({
      label: m.optionSource,
      group: 'data',
      default: 'static',
      options: [
        { value: 'static', label: m.sourceStatic },
        { value: 'property', label: m.sourceProperty },
        { value: 'query', label: m.sourceQuery },
      ] as const,
    }),
    options: field.list({
      label: m.options,
      group: 'data',
      minItems: 0,
      maxItems: 200,
      item: optionItem,
      default: defaults.map((option) => ({ parent: '', ...option })),
    }),
    sourceObject: field.string({ label: m.sourceObject, group: 'data', default: '', maxLength: 200 }),
    sourceProperty: field.string({ label: m.sourceProp, group: 'data', default: '', maxLength: 200 }),
    sourceTemplate: field.string({ label: m.sourceTemplate, group: 'data', default: '', maxLength: 200 }),
    labelKey: field.string({ label: m.labelKey, group: 'data', default: 'showName', maxLength: 50 }),
    valueKey: field.string({ label: m.valueKey, group: 'data', default: 'name', maxLength: 50 }),
    parentKey: field.string({ label: m.parentKey, group: 'data', default: '', maxLength: 50 }),
  }
}
