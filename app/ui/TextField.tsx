import type { InputHTMLAttributes, ReactNode } from 'react'
import { describedBy, FieldShell } from './FieldShell'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  /** The validation message; the field is marked invalid while one is shown. */
  error?: ReactNode
  /** Help under the control. */
  hint?: ReactNode
  /** Something inside the field's right edge: a unit, a button. */
  suffix?: ReactNode
}

/** A labelled text input with its validation message announced to assistive technology. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  suffix,
  required,
  ...inputProps
}: Props) {
  const input = (
    <input
      {...inputProps}
      id={id}
      required={required}
      className="field__input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
    />
  )
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      {suffix ? (
        <div className="field__affix">
          {input}
          <span className="field__suffix">{suffix}</span>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  )
}
