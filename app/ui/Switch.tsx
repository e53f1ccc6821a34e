import { Field, Switch as HeadlessSwitch, Label } from '@headlessui/react'
import type { ReactNode } from 'react'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
  label: ReactNode
  disabled?: boolean
  /** Help shown beside the label. */
  hint?: ReactNode
}

/** An on/off switch with its label (role "switch"); use it for settings that apply at once or on save. */
export function Switch({ checked, onChange, label, disabled, hint }: Props) {
  return (
    <Field className="switch-field" disabled={disabled}>
      <HeadlessSwitch checked={checked} onChange={onChange} className="switch">
        <span className="switch__thumb" />
      </HeadlessSwitch>
      <span className="switch-field__text">
        <Label className="switch-field__label">{label}</Label>
        {hint ? <span className="switch-field__hint">{hint}</span> : null}
      </span>
    </Field>
  )
}
