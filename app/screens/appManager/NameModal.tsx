import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { Button, InlineNotice, Modal, TextField } from '../../ui'

interface Props {
  open: boolean
  title: string
  label: string
  initial: string
  submitLabel: string
  onClose(): void
  /** Resolves with an error message to show, or null when done. */
  onSubmit(name: string): Promise<string | null>
}

/** Asks for one name: a new folder, a renamed page, a template made from a page. */
export function NameModal({ open, title, label, initial, submitLabel, onClose, onSubmit }: Props) {
  const { t } = useLingui()
  const [name, setName] = useState(initial)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (open) {
      setName(initial)
      setError('')
    }
  }, [open, initial])
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (name.trim() === '') {
      setError(t`Please enter a name.`)
      return
    }
    setBusy(true)
    const problem = await onSubmit(name.trim())
    setBusy(false)
    if (problem) setError(problem)
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={460}
      footer={
        <>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button variant="primary" type="submit" form="name-form" loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="name-form" onSubmit={submit} noValidate className="app-form">
        {error ? <InlineNotice tone="error">{error}</InlineNotice> : null}
        <TextField id="name-field" label={label} value={name} onChange={setName} maxLength={50} autoFocus />
      </form>
    </Modal>
  )
}
