import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { isWaiting, liveStatus, mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { QualityTag } from '../../shared/WidgetFrame.tsx'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import { useOptions } from '../shared/useOptions.ts'
import type { SelectProps } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/**
 * Select view (headless UI Listbox: keyboard, type-ahead and screen readers handled). Live values match
 * options by text, so a bound number 1 selects the option whose value is '1'.
 */
export default function SelectView(host: DomWidgetProps<SelectProps>) {
  return host.props.formName === '' ? <BoundSelect {...host} /> : <FormSelect {...host} />
}

/** A select of a named form: the choice is the form's value. */
function FormSelect({ props, mode, live, bound, services }: DomWidgetProps<SelectProps>) {
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const { options } = useOptions(props, mode, services)
  const control = useFormControl<string>(props, mode, '')
  const runtime = mode === 'runtime'
  const selected = options.find((option) => option.value === control.value)
  return (
    <FormField
      label={props.label}
      htmlFor={id}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
    >
      <Listbox
        value={control.value}
        onChange={(value: string) => control.setValue(value)}
        disabled={!runtime || Boolean(shown.disabled)}
      >
        <ChoiceButton
          id={id}
          runtime={runtime}
          label={props.label}
          placeholder={props.placeholder}
          text={selected?.label ?? ''}
          invalid={control.error !== null}
          describedBy={control.error ? `${id}-message` : undefined}
        />
        <ListboxOptions anchor={{ to: 'bottom start', gap: 4 }} className="gx-popover gx-select__options">
          {options.map((option) => (
            <ListboxOption key={option.value} value={option.value} className="gx-select__option">
              {option.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </FormField>
  )
}

/** The button of a select: the chosen option's text or the placeholder, and the chevron. */
function ChoiceButton({
  id,
  runtime,
  label,
  placeholder,
  text,
  invalid,
  describedBy,
  title,
}: {
  id: string
  runtime: boolean
  label: string
  placeholder: string
  text: string
  invalid?: boolean
  describedBy?: string
  title?: string
}) {
  const { t } = useLingui()
  return (
    <ListboxButton
      id={id}
      className="gx-select__button"
      tabIndex={runtime ? undefined : -1}
      title={title}
      aria-label={label ? undefined : placeholder || t`Select`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {text ? (
        <span className="gx-select__value">{text}</span>
      ) : (
        <span className="gx-select__value gx-select__placeholder">{placeholder || t`Select…`}</span>
      )}
      <svg className="gx-select__chevron" viewBox="0 0 10 10" aria-hidden="true">
        <path
          d="M1.5 3.5 5 7l3.5-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
    </ListboxButton>
  )
}

function BoundSelect(host: DomWidgetProps<SelectProps>) {
  const { props, mode, live, bound, write, operateDenied, services } = host
  const { t } = useLingui()
  const id = useId()
  const { options } = useOptions(props, mode, services)
  // A bound value that has not arrived selects nothing, and the list stays shut until it does.
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const waiting = isWaiting(bound, live, ['value'])
  const [pending, setPending] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const selectedValue =
    pending ?? (shown.value === null || shown.value === undefined ? '' : String(shown.value))
  const selected = options.find((option) => option.value === selectedValue)
  const runtime = mode === 'runtime'

  async function choose(value: string) {
    if (!runtime || value === selectedValue) return
    setPending(value)
    setFailed(false)
    try {
      await write('value', value)
    } catch {
      setFailed(true)
    } finally {
      setPending(null)
    }
  }

  return (
    <div className="gx-control gx-field">
      {props.label ? (
        <label className="gx-field__label" htmlFor={id}>
          {props.label}
        </label>
      ) : null}
      <div className="gx-field__box">
        <Listbox
          value={selectedValue}
          onChange={(value: string) => void choose(value)}
          disabled={Boolean(shown.disabled) || waiting || pending !== null || operateDenied !== undefined}
        >
          <ListboxButton
            id={id}
            className="gx-select__button"
            tabIndex={runtime ? undefined : -1}
            title={operateDenied}
            aria-label={props.label ? undefined : props.placeholder || t`Select`}
          >
            {selected ? (
              <span className="gx-select__value">{selected.label}</span>
            ) : (
              <span className="gx-select__value gx-select__placeholder">
                {props.placeholder || selectedValue || t`Select…`}
              </span>
            )}
            <svg className="gx-select__chevron" viewBox="0 0 10 10" aria-hidden="true">
              <path
                d="M1.5 3.5 5 7l3.5-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
          </ListboxButton>
          <ListboxOptions anchor={{ to: 'bottom start', gap: 4 }} className="gx-popover gx-select__options">
            {options.map((option) => (
              <ListboxOption key={option.value} value={option.value} className="gx-select__option">
                {option.label}
              </ListboxOption>
            ))}
          </ListboxOptions>
        </Listbox>
        {failed ? (
          <div className="gx-field__message" role="alert">
            {t`The value could not be written. Try again.`}
          </div>
        ) : null}
      </div>
      <QualityTag quality={liveStatus(live, bound)} />
    </div>
  )
}
