import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { RuntimeServices } from '../../../plugins/shared/viewContract'
import type { FaceplateProperty } from './faceplateApi'

const NUMERIC = new Set(['int', 'long', 'float', 'double'])

/**
 * A writable property's new value and its Set button. A number field refuses what is not a number before
 * anything is sent; the server's refusal (403 without the right to operate, 400/422) shows beside it.
 */
export function SetpointField({
  instance,
  property,
  current,
  services,
  denied,
}: {
  instance: string
  property: FaceplateProperty
  current: unknown
  services: RuntimeServices
  denied: string
}) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const numeric = NUMERIC.has(property.type)
  const bool = property.type === 'bool'

  const submit = async () => {
    let value: unknown = text.trim()
    if (bool) value = !(current === true || current === 1 || current === 'true')
    else if (numeric) {
      const n = Number(value)
      if (
        value === '' ||
        !Number.isFinite(n) ||
        (property.type !== 'float' && property.type !== 'double' && !Number.isInteger(n))
      ) {
        setMessage(t`Enter a number`)
        return
      }
      value = n
    }
    setBusy(true)
    setMessage('')
    try {
      await services.values.set(instance, property.name, value)
      setText('')
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  if (denied) return <span className="faceplate__denied" title={denied}>{t`Read only`}</span>
  return (
    <form
      className="faceplate__setpoint"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {bool ? null : (
        <input
          className="faceplate__input"
          inputMode={numeric ? 'decimal' : 'text'}
          aria-label={t`New value of ${property.showName || property.name}`}
          aria-invalid={message ? true : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setMessage('')
          }}
        />
      )}
      <button type="submit" className="faceplate__set" disabled={busy}>
        {bool ? t`Toggle` : t`Set`}
      </button>
      {message ? (
        <span className="faceplate__message" role="alert">
          {message}
        </span>
      ) : null}
    </form>
  )
}
