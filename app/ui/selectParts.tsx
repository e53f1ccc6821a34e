import { Description, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import type { ReactNode } from 'react'
import { CheckIcon, ChevronDownIcon } from './icons'
import type { SelectOption } from './Select'

/* The parts Select and MultiSelect share: the button, the list of options, the hint or error under it. */

/** The drop-down's button showing `shown`, or the placeholder when nothing is chosen. */
export function SelectButton({
  id,
  invalid,
  shown,
  placeholder,
}: {
  id: string
  invalid: boolean
  shown: ReactNode | null
  placeholder?: ReactNode
}) {
  return (
    <ListboxButton id={id} className="field__input select__button" aria-invalid={invalid ? true : undefined}>
      <span className={shown !== null ? 'select__value' : 'select__value select__value--placeholder'}>
        {shown !== null ? shown : placeholder}
      </span>
      <ChevronDownIcon className="select__chevron" />
    </ListboxButton>
  )
}

/** The options, each with the check mark of a chosen one. */
export function SelectOptionList<T extends string | number>({
  options,
}: {
  options: readonly SelectOption<T>[]
}) {
  return (
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
  )
}

/** The hint, or the error in its place (announced). */
export function FieldNote({ hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  if (error)
    return (
      <Description className="field__error" role="alert">
        {error}
      </Description>
    )
  return hint ? <Description className="field__hint">{hint}</Description> : null
}
