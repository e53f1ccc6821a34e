import { Field, Label, Listbox } from '@headlessui/react'
import type { ReactNode } from 'react'
import { FieldNote, SelectButton, SelectOptionList } from './selectParts'

/** One choice of a Select. */
export interface SelectOption<T> {
  value: T
  label: ReactNode
  disabled?: boolean
}

interface Props<T> {
  id: string
  label: ReactNode
  value: T
  options: readonly SelectOption<T>[]
  onChange: (value: T) => void
  /** Shown when no option carries the current value. */
  placeholder?: ReactNode
  error?: ReactNode
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
}

/**
 * A labelled drop-down list (headlessui Listbox inside a headlessui Field, which wires the label, hint and
 * error to the button): keyboard navigation, type-ahead, screen-reader roles.
 */
export function Select<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  hint,
  required,
  disabled,
}: Props<T>) {
  const selected = options.find((option) => option.value === value)
  return (
    <Field className={error ? 'field field--invalid' : 'field'} disabled={disabled}>
      <span className="field__label-row">
        <Label className="field__label">{label}</Label>
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <Listbox value={value} onChange={onChange}>
        <SelectButton
          id={id}
          invalid={!!error}
          shown={selected ? selected.label : null}
          placeholder={placeholder}
        />
        <SelectOptionList options={options} />
      </Listbox>
      <FieldNote hint={hint} error={error} />
    </Field>
  )
}
