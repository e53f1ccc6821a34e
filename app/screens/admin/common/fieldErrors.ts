import type { I18n, MessageDescriptor } from '@lingui/core'

/** The validation messages of a form, one per field, as lingui descriptors (engine rules or our own). */
export type FieldErrors<F extends string> = Partial<Record<F, MessageDescriptor>>

/** Whether a form has no problem left. */
export function hasNoErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).every((value) => value === undefined)
}

/** The message of one field in the current language, or undefined (for a field's `error` prop). */
export function errorText<F extends string>(
  i18n: I18n,
  errors: FieldErrors<F>,
  field: F,
): string | undefined {
  const descriptor = errors[field]
  return descriptor ? i18n._(descriptor) : undefined
}

/** Moves focus to the first invalid control of a form, in the order the fields are laid out. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
  invalid?.focus()
}
