import { Field, Label, Listbox } from '@headlessui/react'
import type { ReactNode } from 'react'
import type { SelectOption } from './Select'
import { FieldNote, SelectButton, SelectOptionList } from './selectParts'

interface Props<T> {
  id: string
  label: ReactNode
  value: readonly T[]
  options: readonly SelectOption<T>[]
  onChange: (value: T[]) => void
  /** Shown when nothing is chosen. */
  placeholder?: ReactNode
  error?: ReactNode
  hint?: ReactNode
  disabled?: boolean
}

/**
 * A labelled drop-down of several choices (headlessui Listbox `multiple`): the button lists the chosen
 * labels, the options toggle. Values no option carries stay chosen and show as they are, so a list read
 * from a document is never narrowed by opening it.
 */
export function MultiSelect<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  hint,
  disabled,
}: Props<T>) {
  const known = new Map(options.map((option) => [option.value, option]))
  const all: SelectOption<T>[] = [
    ...options,
    ...value.filter((item) => !known.has(item)).map((item) => ({ value: item, label: String(item) })),
  ]
  const chosen = all.filter((option) => value.includes(option.value))
  return (
    <Field className={error ? 'field field--invalid' : 'field'} disabled={disabled}>
      <Label className="field__label">{label}</Label>
      <Listbox value={[...value]} onChange={(next: T[]) => onChange(next)} multiple>
        <SelectButton
          id={id}
          invalid={!!error}
          shown={
            chosen.length
              ? chosen.map((option, index) => (
                  <span key={String(option.value)}>
                    {index > 0 ? ', ' : null}
                    {option.label}
                  </span>
                ))
              : null
          }
          placeholder={placeholder}
        />
        <SelectOptionList options={all} />
      </Listbox>
      <FieldNote hint={hint} error={error} />
    </Field>
  )
}
