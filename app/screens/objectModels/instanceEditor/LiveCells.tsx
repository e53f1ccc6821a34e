import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { LiveBindings } from '../../../runtime/live/liveBindings'
import { Button, notify } from '../../../ui'
import { type Property, writeValue } from '../common/modelApi'
import { readTyped, showValue } from '../common/propertyValues'
import { useLiveValue } from './useLiveValues'

/** Value, quality and timestamp of one property, updating as the socket delivers. */
export function LiveCells({ bindings, property }: { bindings: LiveBindings; property: Property }) {
  const { t, i18n } = useLingui()
  const live = useLiveValue(bindings, property.name)
  const quality = live?.quality
  const qualityText =
    quality === 'good'
      ? t`good`
      : quality === 'uncertain'
        ? t`uncertain`
        : quality === 'bad'
          ? t`bad`
          : t`waiting`
  return (
    <>
      <td className="num">
        <span className="live-value" data-testid={`live-${property.name}`}>
          {live ? showValue(live.value) : '…'}
        </span>
        {live && property.unit ? ` ${property.unit}` : ''}
      </td>
      <td>
        <span className={`quality-dot quality-dot--${quality ?? 'none'}`} aria-hidden="true" />
        {qualityText}
      </td>
      <td className="cell-time">{live ? i18n.date(new Date(live.time), { timeStyle: 'medium' }) : ''}</td>
    </>
  )
}

/** A box to write a writable property's live value (needs the runtime-operate permission). */
export function WriteBox({ objName, property }: { objName: string; property: Property }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const result = await writeValue(objName, property.name, readTyped(property.type, text))
    setBusy(false)
    if (result.ok) {
      notify.success(t`${property.name} written`)
      setText('')
    } else notify.error(t`Not written`, result.message)
  }
  return (
    <form className="write-box" onSubmit={(event) => void submit(event)}>
      <input
        className="field__input"
        aria-label={t`New value of ${property.name}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={property.type}
        data-testid={`write-${property.name}`}
      />
      <Button
        size="sm"
        type="submit"
        loading={busy}
        disabled={text.trim() === '' && property.type !== 'string'}
      >
        {t`Write`}
      </Button>
    </form>
  )
}
