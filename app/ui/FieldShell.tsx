import type { ReactNode } from 'react'

/** Ids of a field's parts, so the control can point at its hint and its error message. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` }
}

/** The `aria-describedby` of a control: its hint and error message when shown. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  const ids = fieldIds(id)
  const parts = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean)
  return parts.length > 0 ? parts.join(' ') : undefined
}

interface Props {
  id: string
  label: ReactNode
  /** Help under the control, e.g. a format. */
  hint?: ReactNode
  /** The validation message; the field is marked invalid while one is shown. */
  error?: ReactNode
  /** Marks the label with an asterisk; the control itself carries `required`. */
  required?: boolean
  /** Set when the label must not be a <label> (for controls that label themselves, such as a listbox). */
  labelAs?: 'label' | 'span'
  children: ReactNode
}

/** The frame every form control shares: the label above, the control, the hint and the error below. */
export function FieldShell({ id, label, hint, error, required, labelAs = 'label', children }: Props) {
  const ids = fieldIds(id)
  const Label = labelAs
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <span className="field__label-row">
        <Label className="field__label" id={`${id}-label`} {...(labelAs === 'label' ? { htmlFor: id } : {})}>
          {label}
        </Label>
        {/* Outside the label, so the field's name stays its label; `required` on the control says it. */}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {children}
      {hint && !error ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={ids.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
