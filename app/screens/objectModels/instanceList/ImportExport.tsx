import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { sessionSocket } from '../../../runtime/live/liveHub'
import { downloadAs } from '../../../shell/download'
import { withQuery } from '../../../shell/query'
import { Button, Checkbox, InlineNotice, icons, Modal, notify } from '../../../ui'
import { call } from '../../admin/common/request'
import type { ObjectQuery } from '../common/modelApi'

interface PreviewRow {
  line: number
  name: string
  templateName: string
  errors: MessageDescriptor[]
}

interface Preview {
  total: number
  invalid: number
  flagged: boolean
  confirmAbove: number
  rows: PreviewRow[]
}

type Filters = Omit<ObjectQuery, 'pageIndex' | 'pageSize'>

async function readFile(file: File): Promise<{ format: 'csv' | 'xlsx'; content: string }> {
  if (/\.xlsx$/i.test(file.name)) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return { format: 'xlsx', content: btoa(binary) }
  }
  return { format: 'csv', content: await file.text() }
}

/**
 * Import instances from CSV or XLSX (preview with each row's errors first; more than 200 rows need a
 * confirmation; all rows are written or none) and export the filtered list in the same columns.
 */
export function ImportExport({ filters, onImported }: { filters: Filters; onImported(): void }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<{ name: string; format: 'csv' | 'xlsx'; content: string } | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null)
  // Rows written so far, as the server tells them on the live socket while the import runs.
  const [written, setWritten] = useState<{ done: number; total: number } | null>(null)

  function close() {
    setOpen(false)
    setFile(null)
    setPreview(null)
    setConfirmed(false)
    setError(null)
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return
    setPreview(null)
    setConfirmed(false)
    setError(null)
    const read = await readFile(chosen)
    setFile({ name: chosen.name, ...read })
    setBusy('checking')
    const result = await call<Preview>(
      'POST',
      '/api/metadata/objects/import',
      { ...read, dryRun: true },
      {
        failure: 'screen',
      },
    )
    setBusy(null)
    if (result.ok) setPreview(result.data)
    else setError(result.message)
  }

  async function run() {
    if (!file || !preview) return
    setBusy('importing')
    setWritten({ done: 0, total: preview.total })
    const progressKey = crypto.randomUUID()
    const socket = sessionSocket()
    socket.connect()
    const stop = socket.onMessage('progress', (message) => {
      if (
        message.key === progressKey &&
        typeof message.done === 'number' &&
        typeof message.total === 'number'
      )
        setWritten({ done: message.done, total: message.total })
    })
    const result = await call<{ created: number }>(
      'POST',
      '/api/metadata/objects/import',
      { format: file.format, content: file.content, confirm: confirmed, progressKey },
      { failure: 'screen' },
    )
    stop()
    setWritten(null)
    setBusy(null)
    if (!result.ok) {
      setError(result.message)
      return
    }
    notify.success(t`${result.data.created} instances imported`)
    close()
    onImported()
  }

  function exportAs(format: 'csv' | 'xlsx') {
    void downloadAs(withQuery('/api/metadata/objects/export', { ...filters, format }), `instances.${format}`)
  }

  const canImport =
    preview !== null && preview.invalid === 0 && (!preview.flagged || confirmed) && busy === null
  const wrong = preview?.rows.filter((row) => row.errors.length > 0) ?? []

  return (
    <>
      <Button
        icon={<icons.UploadIcon size={15} />}
        onClick={() => setOpen(true)}
        data-testid="instances-import"
      >
        <Trans>Import…</Trans>
      </Button>
      <Button variant="ghost" onClick={() => exportAs('csv')} data-testid="instances-export-csv">
        <Trans>Export CSV</Trans>
      </Button>
      <Button variant="ghost" onClick={() => exportAs('xlsx')}>
        <Trans>Export XLSX</Trans>
      </Button>
      {open ? (
        <Modal
          open
          onClose={close}
          title={t`Import instances`}
          width={760}
          footer={
            <>
              <Button onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                variant="primary"
                disabled={!canImport}
                loading={busy === 'importing'}
                onClick={() => void run()}
                data-testid="import-run"
              >
                {preview ? <Trans>Import {preview.total} instances</Trans> : <Trans>Import</Trans>}
              </Button>
            </>
          }
        >
          <div className="model-form" data-testid="import-dialog">
            <p className="admin-muted">
              <Trans>
                CSV or XLSX with the columns name, showName, description, templateName, visible, labels
                (separated by ;). At most 2,000 lines; all rows are imported or none.
              </Trans>
            </p>
            <input
              type="file"
              accept=".csv,.xlsx,text/csv"
              aria-label={t`File to import`}
              onChange={(event) => void choose(event.target.files?.[0])}
              data-testid="import-file"
            />
            {busy === 'checking' ? <p>{t`Checking the file…`}</p> : null}
            {written ? (
              <div className="import-progress" data-testid="import-progress">
                <progress max={written.total} value={written.done} aria-label={t`Instances written`} />
                <span>{t`${written.done} of ${written.total} instances written…`}</span>
              </div>
            ) : null}
            {error ? <InlineNotice tone="error" title={error} /> : null}
            {preview ? (
              <>
                {preview.invalid > 0 ? (
                  <InlineNotice
                    tone="error"
                    title={t`${preview.invalid} of ${preview.total} rows have errors`}
                  >
                    <Trans>
                      Correct the file and choose it again; nothing is imported while any row is wrong.
                    </Trans>
                  </InlineNotice>
                ) : (
                  <InlineNotice tone="success" title={t`${preview.total} rows are ready to import`} />
                )}
                {preview.flagged && preview.invalid === 0 ? (
                  <InlineNotice
                    tone="warning"
                    title={t`More than ${preview.confirmAbove} rows`}
                    testId="import-flagged"
                  >
                    <Checkbox
                      checked={confirmed}
                      onChange={setConfirmed}
                      label={t`Yes, create ${preview.total} instances`}
                    />
                  </InlineNotice>
                ) : null}
                <table className="prop-table" data-testid="import-preview">
                  <thead>
                    <tr>
                      <th>{t`Line`}</th>
                      <th>{t`Name`}</th>
                      <th>{t`Template`}</th>
                      <th>{t`Errors`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(wrong.length > 0 ? wrong : preview.rows).slice(0, 50).map((row) => (
                      <tr key={row.line}>
                        <td className="num">{row.line}</td>
                        <td className="prop-name">{row.name}</td>
                        <td>{row.templateName}</td>
                        <td>{row.errors.map((e) => i18n._(e)).join('; ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {(wrong.length > 0 ? wrong : preview.rows).length > 50 ? (
                  <p className="admin-muted">{t`The first 50 rows are shown.`}</p>
                ) : null}
              </>
            ) : null}
          </div>
        </Modal>
      ) : null}
    </>
  )
}
