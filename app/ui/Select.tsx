import {
  Description,
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from '@headlessui/react'
import type { ReactNode } from 'react'
import { CheckIcon, ChevronDownIcon } from './icons'

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
        <ListboxButton
          id={id}
          className="field__input select__button"
          aria-invalid={error ? true : undefined}
        >
          <span className={selected ? 'select__value' : 'select__value select__value--placeholder'}>
            {selected ? selected.label : placeholder}
          </span>
          <ChevronDownIcon className="select__chevron" />
        </ListboxButton>
        <ListboxOptions anchor={{ to: 'bottom start', gap: 4 }} className="select__options" modal={false}>
          {options.map((option) => (
            <ListboxOption
              key={String(option.value)}
              value={option.value}
              disabled={option.disabled}
              className="select__option"
            >
              <span>{option.label}</span>
              <CheckIcon className="select__check" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {hint && !error ? <Description className="field__hint">{hint}</Description> : null}
      {error ? (
        <Description className="field__error" role="alert">
          {error}
        </Description>
      ) : null}
    </Field>
  )
}
