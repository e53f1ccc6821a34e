import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, useState } from 'react'
import { describedBy, FieldShell } from './FieldShell'
import { EyeIcon, EyeOffIcon } from './icons'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'type'> {
  id: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error?: ReactNode
  hint?: ReactNode
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, label, value, onChange, error, hint, required, ...inputProps }: Props) {
  const { t } = useLingui()
  const [visibility, setVisibility] = useState<'hidden' | 'shown'>('hidden')
  const shown = visibility === 'shown'
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <div className="field__affix">
        <input
          {...inputProps}
          id={id}
          type={shown ? 'text' : 'password'}
          required={required}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          spellCheck={false}
          autoCapitalize="off"
        />
        <button
          type="button"
          className="field__reveal"
          aria-label={shown ? t`Hide password` : t`Show password`}
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setVisibility(shown ? 'hidden' : 'shown')}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldShell>
  )
}
