import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MessageDescriptor } from '../../../engine/messages.ts'

interface Props {
  /** The object the pens follow now. */
  current: string
  enabled: boolean
  /** Applies a new object ('' goes back to the designed one); answers the refusal, if any. */
  onSwitch(objName: string): MessageDescriptor | null
}

/** The dynamic pen: the object the chart's pens read, switchable by the operator. */
export function PenObjectSwitch({ current, enabled, onSwitch }: Props) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [text, setText] = useState('')
  const [refused, setRefused] = useState<MessageDescriptor | null>(null)
  return (
    <form
      className="gx-trend__object"
      onSubmit={(event) => {
        event.preventDefault()
        setRefused(onSwitch(text))
      }}
    >
      <input
        type="text"
        aria-label={t`Object of the pens`}
        placeholder={current}
        value={text}
        maxLength={200}
        disabled={!enabled}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="gx-button" disabled={!enabled}>
        {t`Switch`}
      </button>
      {refused ? (
        <span className="gx-trend__refused" role="alert">
          {i18n._(refused)}
        </span>
      ) : null}
    </form>
  )
}
