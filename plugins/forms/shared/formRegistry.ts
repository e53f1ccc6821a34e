/**
 * The named forms of the runtime: each form control of a form registers here while it is shown, so a
 * submit button of the same form can check every control and gather their values (spec S1 §5 "a list of
 * controls is valid only if all report valid"). One registry for the page's views, keyed by form name.
 */
import {
  type ControlRules,
  type ControlValue,
  checkControlValue,
  type FormEntry,
  formValues,
} from '../../../engine/forms/controlCheck.ts'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import type { FormValue } from '../../shared/viewContract.ts'

/** What a control gives its form. */
export interface FormControlHandle {
  formName: string
  field: string
  rules: ControlRules
  read(): ControlValue
  /** A check of the control's own beyond the shared rules (a date range's order, a year's range). */
  extraCheck?(value: ControlValue): MessageDescriptor | null
  /** Shows (or clears, with null) the message under the control. */
  showError(problem: MessageDescriptor | null): void
  /** Empties the control after a successful submit. */
  reset(): void
}

const forms = new Map<string, Set<FormControlHandle>>()

/** Adds a control to its form; returns the function that removes it. */
export function registerControl(handle: FormControlHandle): () => void {
  const set = forms.get(handle.formName) ?? new Set()
  set.add(handle)
  forms.set(handle.formName, set)
  return () => {
    set.delete(handle)
    if (set.size === 0 && forms.get(handle.formName) === set) forms.delete(handle.formName)
  }
}

/** The controls of a form now shown. */
export function controlsOf(formName: string): FormControlHandle[] {
  return [...(forms.get(formName) ?? [])]
}

/** The names of the forms whose controls are shown now. */
export function formNames(): string[] {
  return [...forms.keys()]
}

/** The values of a form's controls as they stand, unchecked (a draft saved for later). */
export function currentValues(formName: string): Record<string, FormValue> {
  const entries: FormEntry[] = controlsOf(formName)
    .filter((control) => control.field)
    .map((control) => ({ field: control.field, value: control.read(), rules: control.rules }))
  return formValues(entries) as Record<string, FormValue>
}

/** What checking a form found. */
export interface FormCheck {
  valid: boolean
  values: Record<string, FormValue>
  /** How many controls the form has (0: nothing to send). */
  count: number
}

/**
 * Checks every control of the form and shows each one's message under it (clearing the others); the
 * values are keyed by data field name. Controls without a field name are checked but not sent.
 */
export function checkFormControls(formName: string): FormCheck {
  const controls = controlsOf(formName)
  let valid = true
  const entries: FormEntry[] = []
  for (const control of controls) {
    const value = control.read()
    const problem = checkControlValue(value, control.rules) ?? control.extraCheck?.(value) ?? null
    control.showError(problem)
    if (problem) valid = false
    if (control.field) entries.push({ field: control.field, value, rules: control.rules })
  }
  return { valid, values: formValues(entries) as Record<string, FormValue>, count: controls.length }
}

/** Empties every control of the form. */
export function resetForm(formName: string): void {
  for (const control of controlsOf(formName)) control.reset()
}
