import type { ReactNode } from 'react'
import { Checkbox } from '../../ui'

interface Props<T extends string | number> {
  label: ReactNode
  options: readonly { value: T; label: ReactNode }[]
  selected: readonly T[]
  onChange: (selected: T[]) => void
  testId?: string
  empty?: ReactNode
}

/** A labelled group of checkboxes in a scrolling box: receivers, channels, priorities. */
export function CheckList<T extends string | number>({
  label,
  options,
  selected,
  onChange,
  testId,
  empty,
}: Props<T>) {
  return (
    <fieldset className="notify-checklist" data-testid={testId}>
      <legend className="field__label">{label}</legend>
      <div className="notify-checklist__items">
        {options.length === 0 ? <span className="admin-muted">{empty}</span> : null}
        {options.map((option) => (
          <Checkbox
            key={String(option.value)}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={(checked) =>
              onChange(
                checked ? [...selected, option.value] : selected.filter((value) => value !== option.value),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  )
}
