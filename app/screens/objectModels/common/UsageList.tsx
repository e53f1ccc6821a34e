import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import type { HttpResult } from '../../../shell/http'
import { Button, InlineNotice, Modal, Spinner, TextField } from '../../../ui'
import type { DocumentUsage, UsageReport } from './modelApi'

/** Where a property (or a whole instance) is used: saved pages, blocks, page templates, symbols, limits. */
export function UsageList({ report }: { report: UsageReport }) {
  const { t } = useLingui()
  const kindLabel: Record<DocumentUsage['kind'], string> = {
    page: t`Page`,
    block: t`Page block`,
    pageTemplate: t`Page template`,
    symbol: t`Symbol`,
  }
  if (report.total === 0) {
    return (
      <p className="admin-muted" data-testid="usage-none">
        <Trans>Not used by any saved page, symbol or alarm limit.</Trans>
      </p>
    )
  }
  return (
    <ul className="usage-list" data-testid="usage-list">
      {report.documents.map((doc) => (
        <li key={`${doc.kind}:${doc.id}`}>
          <strong>{kindLabel[doc.kind]}</strong>{' '}
          {doc.kind === 'block' ? `${doc.pageName} › ${doc.name}` : doc.name}{' '}
          <span className="admin-muted">
            ({doc.appName}; {doc.refs.map((ref) => `${ref.key} × ${ref.count}`).join(', ')})
          </span>
        </li>
      ))}
      {report.alarmLimits.map((limit) => (
        <li key={`limit:${limit.ownerName}:${limit.propName}:${limit.name}`}>
          <strong>{t`Alarm limit`}</strong> {limit.name}{' '}
          <span className="admin-muted">
            ({limit.ownerName}.{limit.propName})
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Loads a where-used report while the dialog is open. */
function useReport(load: () => Promise<HttpResult<UsageReport>>) {
  const [report, setReport] = useState<UsageReport | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per dialog
  useEffect(() => {
    void load().then((result) => {
      if (result.ok) setReport(result.data)
    })
  }, [])
  return report
}

interface RenameProps {
  propName: string
  loadUsage(): Promise<HttpResult<UsageReport>>
  onSubmit(newName: string): Promise<HttpResult<unknown> | null>
  onClose(): void
}

/**
 * Rename a property: shows first where it is used, then renames it and every saved binding to it in one
 * server transaction, so no page is silently broken.
 */
export function RenameDialog({ propName, loadUsage, onSubmit, onClose }: RenameProps) {
  const { t } = useLingui()
  const report = useReport(loadUsage)
  const [name, setName] = useState(propName)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    setSaving(true)
    const result = await onSubmit(name)
    setSaving(false)
    if (result && !result.ok) setError(result.message)
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Rename ${propName}`}
      width={620}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={!report}
            onClick={() => void submit()}
            data-testid="rename-save"
          >
            {report && report.documents.length > 0 ? (
              <Trans>Rename and update {report.documents.length} documents</Trans>
            ) : (
              <Trans>Rename</Trans>
            )}
          </Button>
        </>
      }
    >
      <form className="model-form" onSubmit={(event) => void submit(event)} data-testid="rename-dialog">
        <TextField
          id="rename-name"
          label={<Trans>New name</Trans>}
          value={name}
          onChange={(value) => {
            setName(value)
            setError(null)
          }}
          error={error ?? undefined}
          required
        />
        <UsageSection report={report}>
          <Trans>These uses follow the new name:</Trans>
        </UsageSection>
        <button type="submit" hidden />
      </form>
    </Modal>
  )
}

function UsageSection({ report, children }: { report: UsageReport | null; children: ReactNode }) {
  const { t } = useLingui()
  if (!report) return <Spinner label={t`Looking for uses…`} />
  return (
    <div>
      {report.total > 0 ? <p>{children}</p> : null}
      <UsageList report={report} />
    </div>
  )
}

interface DeleteProps {
  title: string
  loadUsage(): Promise<HttpResult<UsageReport>>
  onConfirm(): Promise<void>
  onClose(): void
}

/** Delete a property: lists where it is used first, so a designer sees which pages it would break. */
export function DeleteUsedDialog({ title, loadUsage, onConfirm, onClose }: DeleteProps) {
  const report = useReport(loadUsage)
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      width={620}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            loading={busy}
            disabled={!report}
            data-testid="delete-confirm"
            onClick={() => {
              setBusy(true)
              void onConfirm().finally(() => setBusy(false))
            }}
          >
            <Trans>Delete</Trans>
          </Button>
        </>
      }
    >
      <div className="model-form" data-testid="delete-dialog">
        {report && report.documents.length > 0 ? (
          <InlineNotice tone="warning" title={<Trans>Saved pages bind this property</Trans>}>
            <Trans>
              After the delete these widgets show a missing-property warning until they are rebound.
            </Trans>
          </InlineNotice>
        ) : null}
        <UsageSection report={report}>
          <Trans>It is used here:</Trans>
        </UsageSection>
      </div>
    </Modal>
  )
}
