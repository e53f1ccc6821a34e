import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { isWaiting, liveStatus, mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { QualityTag } from '../../shared/WidgetFrame.tsx'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import type { SelectProps } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/**
 * Select view (headless UI Listbox: keyboard, type-ahead and screen readers handled). Live values match
 * options by text, so a bound number 1 selects the option whose value is '1'.
 */
export default function SelectView(host: DomWidgetProps<SelectProps>) {
  const { props, mode, live, bound, write, operateDenied } = host
  const { t } = useLingui()
  const id = useId()
  // A bound value that has not arrived selects nothing, and the list stays shut until it does.
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const waiting = isWaiting(bound, live, ['value'])
  const [pending, setPending] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const selectedValue =
    pending ?? (shown.value === null || shown.value === undefined ? '' : String(shown.value))
  const selected = props.options.find((option) => option.value === selectedValue)
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
            {props.options.map((option) => (
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
