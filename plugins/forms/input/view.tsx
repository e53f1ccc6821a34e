import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { isWaiting, liveStatus, mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { QualityTag } from '../../shared/WidgetFrame.tsx'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import { displayText, validateInput, valueToWrite } from './inputValue.ts'
import type { InputProps } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

type WriteState = 'idle' | 'pending' | 'saved'

/**
 * Input view. At runtime it shows the bound value until the operator edits; Enter or leaving the field
 * checks the text and writes it, Escape cancels. A refused text stays in the field with its message.
 */
export default function InputView(host: DomWidgetProps<InputProps>) {
  // In a named form the text is the form's value, sent by its submit button, not written on Enter.
  return host.props.formName === '' ? <BoundInput {...host} /> : <FormInput {...host} />
}

/** An input of a named form: checked as typed once a message shows, and on leaving the field. */
function FormInput({ props, mode, live, bound }: DomWidgetProps<InputProps>) {
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const control = useFormControl<string>(props, mode, displayText(shown.value))
  const runtime = mode === 'runtime'
  return (
    <FormField
      label={props.label}
      htmlFor={id}
      error={control.error}
      messageId={`${id}-message`}
      required={props.required}
    >
      <input
        id={id}
        className="gx-input"
        value={control.value}
        placeholder={props.placeholder}
        inputMode={props.checker === 'number' ? 'decimal' : undefined}
        disabled={Boolean(shown.disabled)}
        readOnly={!runtime}
        tabIndex={runtime ? undefined : -1}
        aria-label={props.label ? undefined : props.placeholder || undefined}
        aria-required={props.required || undefined}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={control.error ? `${id}-message` : undefined}
        onChange={(event) => control.setValue(event.target.value)}
        onBlur={() => {
          if (control.value !== '') control.check()
        }}
      />
    </FormField>
  )
}

function BoundInput(host: DomWidgetProps<InputProps>) {
  const { props, mode, live, bound, write, operateDenied } = host
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const id = useId()
  // A bound value that has not arrived shows an empty field, disabled until it does (no edit of a guess).
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const current = displayText(shown.value)
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<MessageDescriptor | string | null>(null)
  const [state, setState] = useState<WriteState>('idle')
  const runtime = mode === 'runtime'
  // Design mode shows the control as it will look, but inert: read-only and out of the tab order.
  const disabled =
    Boolean(shown.disabled) ||
    isWaiting(bound, live, ['value']) ||
    state === 'pending' ||
    operateDenied !== undefined

  useEffect(() => {
    if (state !== 'saved') return
    const timer = setTimeout(() => setState('idle'), 1500)
    return () => clearTimeout(timer)
  }, [state])

  async function commit() {
    if (draft === null) return
    if (draft === current) {
      setDraft(null)
      return
    }
    const problem = validateInput(draft, props)
    if (problem) {
      setError(problem)
      return
    }
    setState('pending')
    try {
      await write('value', valueToWrite(draft, props.checker))
      setDraft(null)
      setError(null)
      setState('saved')
    } catch {
      setError(t`The value could not be written. Try again.`)
      setState('idle')
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') void commit()
    if (event.key === 'Escape') {
      setDraft(null)
      setError(null)
    }
  }

  const message = typeof error === 'string' ? error : error ? i18n._(error) : null
  return (
    <div className="gx-control gx-field">
      {props.label ? (
        <label className="gx-field__label" htmlFor={id}>
          {props.label}
        </label>
      ) : null}
      <div className="gx-field__box">
        <input
          id={id}
          className="gx-input"
          value={draft ?? current}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          inputMode={props.checker === 'number' ? 'decimal' : undefined}
          disabled={disabled}
          readOnly={!runtime}
          tabIndex={runtime ? undefined : -1}
          aria-label={props.label ? undefined : props.placeholder || undefined}
          title={operateDenied}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            setDraft(event.target.value)
            setError(null)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => void commit()}
        />
        {state !== 'idle' ? (
          <span className={`gx-field__state gx-field__state--${state}`} aria-hidden="true" />
        ) : null}
        {message ? (
          <div className="gx-field__message" id={`${id}-message`} role="alert">
            {message}
          </div>
        ) : null}
      </div>
      <QualityTag quality={liveStatus(live, bound)} />
    </div>
  )
}
