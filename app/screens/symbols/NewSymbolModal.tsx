import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { Button, InlineNotice, Modal, TextField } from '../../ui'
import { GraphicTemplates } from '../appManager/newDrawing/GraphicTemplates'
import { StartThumbnail } from '../appManager/newDrawing/thumbnails'
import '../appManager/newDrawing/newDrawing.css'

interface Props {
  open: boolean
  appId: number
  onClose(): void
  /**
   * Creates the symbol named `name`, empty or (with `from`) as a copy of library symbol `from`'s drawing;
   * resolves with an error message to show, or null when done.
   */
  onSubmit(name: string, from: number | null): Promise<string | null>
}

/**
 * The new-drawing dialog for a symbol (spec S1 §2): its name, and whether it starts from an empty canvas
 * or from a graphic template (a copy of a symbol of the library, with its parts and parameters).
 */
export function NewSymbolModal({ open, appId, onClose, onSubmit }: Props) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [from, setFrom] = useState<number | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!open) return
    setName('')
    setFrom(null)
    setError('')
  }, [open])
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (name.trim() === '') return setError(t`Please enter a name.`)
    setBusy(true)
    const problem = await onSubmit(name.trim(), from)
    setBusy(false)
    if (problem) setError(problem)
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`New symbol`}
      width={720}
      footer={
        <>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button
            variant="primary"
            type="submit"
            form="new-symbol-form"
            loading={busy}
            data-testid="new-symbol-submit"
          >
            {t`Create`}
          </Button>
        </>
      }
    >
      <form id="new-symbol-form" onSubmit={submit} noValidate className="app-form">
        {error ? <InlineNotice tone="error">{error}</InlineNotice> : null}
        <TextField id="name-field" label={t`Name`} value={name} onChange={setName} maxLength={50} autoFocus />
        <div className="start-choices">
          <section className="start-choices__group" aria-label={t`Blank`}>
            <div className="start-choices__grid">
              <button
                type="button"
                aria-pressed={from === null}
                className={from === null ? 'start-choice start-choice--selected' : 'start-choice'}
                onClick={() => setFrom(null)}
                data-testid="start-empty"
              >
                <StartThumbnail kind="empty" />
                <span className="start-choice__name">{t`Empty canvas`}</span>
              </button>
            </div>
          </section>
          <GraphicTemplates appId={appId} value={from} onChange={setFrom} active={open} />
        </div>
      </form>
    </Modal>
  )
}
