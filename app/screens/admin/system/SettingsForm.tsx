import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, FormActions, InlineNotice, Panel, Spinner } from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { StaleNotice } from '../common/StaleNotice'
import type { SavedRecord } from '../common/useSavedRecord'

interface Props<T> {
  record: SavedRecord<T>
  stale: boolean
  saving: boolean
  onSave: () => void
  onReset: () => void
  children: ReactNode
  saveTestId?: string
}

/**
 * The body of a settings page: loading and failure states, the "someone else saved this" notice, the
 * form, and Save/Reset with the time of the last save.
 */
export function SettingsForm<T>({ record, stale, saving, onSave, onReset, children, saveTestId }: Props<T>) {
  const { t, i18n } = useLingui()
  if (record.status === 'loading' && record.value === null) {
    return (
      <div className="admin-screen--loading">
        <Spinner size={24} label={t`Loading…`} />
      </div>
    )
  }
  if (record.value === null) {
    return (
      <InlineNotice tone="error" title={t`The settings could not be loaded`}>
        {record.failure}
      </InlineNotice>
    )
  }
  return (
    <>
      {stale ? <StaleNotice onReload={record.reload} /> : null}
      {record.failure ? (
        <InlineNotice tone="error" title={i18n._(MESSAGES.saveFailed)} testId="settings-failure">
          {record.failure}
        </InlineNotice>
      ) : null}
      <Panel>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            onSave()
          }}
        >
          {children}
          <FormActions>
            <span className="form-actions__meta">
              {record.updatedAt
                ? t`Last saved ${formatDateTime(record.updatedAt)}`
                : t`Built-in settings; not saved yet`}
            </span>
            <Button onClick={onReset} disabled={saving}>
              <Trans>Reset</Trans>
            </Button>
            <Button type="submit" variant="primary" loading={saving} data-testid={saveTestId}>
              <Trans>Save</Trans>
            </Button>
          </FormActions>
        </form>
      </Panel>
    </>
  )
}
