/**
 * The checks of one form control and of a whole form (spec S1 §5): the value checker of its kind,
 * required or not, a text limit of 50, 200 or 500 characters, and "a list of controls is valid only if
 * all report valid". Values are what controls hold: text, numbers, yes/no, or lists (checkboxes, ranges,
 * tree selections), where a list is valid only if every item is.
 */
import type { MessageDescriptor } from '../messages.ts'
import { checkTextLength, type TextLimit } from '../rules/names.ts'
import { type CheckerKind, checkValue, VALUE_MESSAGES } from '../rules/valueCheckers.ts'

/** The value a control holds. */
export type ControlValue = string | number | boolean | null | readonly (string | number | boolean)[]

/** How a control checks its value. */
export interface ControlRules {
  checker: CheckerKind
  required: boolean
  /** Regular expression source, for checker 'other'. */
  pattern: string
  /** The text limit: the spec's 50, 200 or 500 characters (an input may set a lower one). */
  maxLength: TextLimit | number
}

/** The rules of a control that checks nothing but the longest text limit. */
export const NO_RULES: ControlRules = { checker: 'none', required: false, pattern: '', maxLength: 500 }

function textOf(item: string | number | boolean): string {
  return typeof item === 'string' ? item : String(item)
}

/** Whether a control holds nothing: null, blank text, or an empty list. */
export function isEmptyValue(value: ControlValue | undefined): boolean {
  if (value === null || value === undefined) return true
  if (Array.isArray(value)) return value.length === 0
  return typeof value === 'string' && value.trim() === ''
}

/** The first problem of one text against the rules, or null. */
function checkText(text: string, rules: ControlRules): MessageDescriptor | null {
  return (
    checkTextLength(text, rules.maxLength as TextLimit) ??
    checkValue(text, { kind: rules.checker, required: false, pattern: rules.pattern })
  )
}

/**
 * Checks a control's value; null means valid. Empty is valid unless required. A list is checked item by
 * item and reports the first item's problem.
 */
export function checkControlValue(
  value: ControlValue | undefined,
  rules: ControlRules,
): MessageDescriptor | null {
  if (isEmptyValue(value)) return rules.required ? VALUE_MESSAGES.required : null
  const items = Array.isArray(value) ? value : [value as string | number | boolean]
  for (const item of items) {
    const problem = checkText(textOf(item), rules)
    if (problem) return problem
  }
  return null
}

/** One control of a form as its check sees it. */
export interface FormEntry {
  /** The data field name the value is sent under. */
  field: string
  value: ControlValue | undefined
  rules: ControlRules
}

/** The problems of a form, by data field name; empty when the form is valid. */
export function checkForm(entries: readonly FormEntry[]): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {}
  for (const entry of entries) {
    const problem = checkControlValue(entry.value, entry.rules)
    if (problem && !(entry.field in problems)) problems[entry.field] = problem
  }
  return problems
}

/** The values a form sends: each field's value, lists copied, undefined as null. */
export function formValues(entries: readonly FormEntry[]): Record<string, ControlValue> {
  const values: Record<string, ControlValue> = {}
  for (const entry of entries) {
    const value = entry.value === undefined ? null : entry.value
    values[entry.field] = Array.isArray(value) ? [...value] : value
  }
  return values
}
