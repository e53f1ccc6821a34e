import type { ReactNode } from 'react'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
  label: ReactNode
  id?: string
  name?: string
  disabled?: boolean
  /** Something after the label that is not part of it, such as a help tooltip. */
  after?: ReactNode
}

/** A native checkbox with its label; the whole label is clickable. */
export function Checkbox({ checked, onChange, label, id, name, disabled, after }: Props) {
  return (
    <span className="checkbox-row">
      <label className={disabled ? 'checkbox checkbox--disabled' : 'checkbox'}>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {after}
    </span>
  )
}
