import { type ReactNode, useEffect, useState } from 'react'
import { describedBy, FieldShell } from './FieldShell'

interface Props {
  id: string
  label: ReactNode
  /** null while the field is empty. */
  value: number | null
  onChange: (value: number | null) => void
  min?: number
  max?: number
  step?: number
  /** Shown inside the field's right edge: 'min', 'px', '%'. */
  unit?: ReactNode
  error?: ReactNode
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
  placeholder?: string
}

function formatNumber(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : String(value)
}

/**
 * A labelled number input. The text is kept as typed ("-", "1.") and reported as a number once it reads
 * as one; min and max are left to the form's validation so the user sees a message, not a silent clamp.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step,
  unit,
  error,
  hint,
  ...rest
}: Props) {
  const [text, setText] = useState(() => formatNumber(value))
  // A value set from outside (a reset, a loaded record) replaces what is shown.
  useEffect(() => {
    setText((current) => (Number(current) === value && current.trim() !== '' ? current : formatNumber(value)))
  }, [value])
  const input = (
    <input
      id={id}
      className="field__input field__input--number"
      type="number"
      inputMode="decimal"
      value={text}
      min={min}
      max={max}
      step={step}
      required={rest.required}
      disabled={rest.disabled}
      placeholder={rest.placeholder}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        if (next.trim() === '') onChange(null)
        else if (Number.isFinite(Number(next))) onChange(Number(next))
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
    />
  )
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={rest.required}>
      {unit ? (
        <div className="field__affix">
          {input}
          <span className="field__suffix">{unit}</span>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  )
}
