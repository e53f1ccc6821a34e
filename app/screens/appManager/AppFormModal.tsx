import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import { Button, InlineNotice, Modal, notify, TextField } from '../../ui'
import { type AppFields, type AppRecord, createApp, updateApp } from './appsApi'

interface Props {
  open: boolean
  /** The application to edit; none creates a new one. */
  app: AppRecord | null
  onClose(): void
  onSaved(app: AppRecord): void
}

const VERSION = /^\d+(\.\d+)*$/

/**
 * Create or edit an application. Spec S0 §7–§8: success on 201 ("created" / "edited"); on failure the
 * server's message, or "create failed" / "edit failed" when it gave none.
 */
export function AppFormModal({ open, app, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [fields, setFields] = useState<AppFields>({ name: '', description: '', appVersion: '1.0.0' })
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const [touched, setTouched] = useState(false)
  useEffect(() => {
    if (!open) return
    setFields({
      name: app?.name ?? '',
      description: app?.description ?? '',
      appVersion: app?.appVersion || '1.0.0',
    })
    setError('')
    setTouched(false)
  }, [open, app])

  const nameError = touched && fields.name.trim() === '' ? t`Please enter a name.` : undefined
  const versionError =
    touched && !VERSION.test(fields.appVersion) ? t`A version looks like 1.0.1.` : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (fields.name.trim() === '' || !VERSION.test(fields.appVersion)) return
    setSaving(true)
    const body = { ...fields, name: fields.name.trim() }
    const result = app ? await updateApp(app.appId, { ...body, version: app.version }) : await createApp(body)
    setSaving(false)
    if (result.ok && result.status === 201) {
      notify.success(i18n._(app ? MESSAGES.editSucceeded : MESSAGES.createSucceeded))
      onSaved(result.data)
      return
    }
    const fallback = i18n._(app ? MESSAGES.editFailed : MESSAGES.createFailed)
    setError(!result.ok && result.message ? result.message : fallback)
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={app ? t`Edit application` : t`New application`}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button variant="primary" type="submit" form="app-form" loading={saving}>
            {app ? t`Save` : t`Create`}
          </Button>
        </>
      }
    >
      <form id="app-form" className="app-form" onSubmit={submit} noValidate>
        {error ? (
          <InlineNotice
            tone="error"
            title={app ? t`The application could not be saved` : t`The application could not be created`}
          >
            {error}
          </InlineNotice>
        ) : null}
        <TextField
          id="app-name"
          label={t`Name`}
          value={fields.name}
          onChange={(name) => setFields({ ...fields, name })}
          error={nameError}
          maxLength={50}
          required
          autoFocus
        />
        <TextField
          id="app-version"
          label={t`Version`}
          value={fields.appVersion}
          onChange={(appVersion) => setFields({ ...fields, appVersion })}
          error={versionError}
          maxLength={40}
        />
        <TextField
          id="app-description"
          label={t`Description`}
          value={fields.description}
          onChange={(description) => setFields({ ...fields, description })}
          maxLength={500}
        />
      </form>
    </Modal>
  )
}
