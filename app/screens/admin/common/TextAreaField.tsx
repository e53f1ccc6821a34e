import type { ReactNode } from 'react'
import { describedBy, FieldShell } from '../../../ui/FieldShell'

interface Props {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error?: ReactNode
  hint?: ReactNode
  rows?: number
  maxLength?: number
  placeholder?: string
}

/** A labelled multi-line text input (descriptions), framed like the kit's other fields. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
  maxLength,
  placeholder,
}: Props) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className="field__input admin-textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  )
}
