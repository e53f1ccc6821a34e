import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { withValues } from '../../../../engine/messages'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, InlineNotice, Modal, notify } from '../../../ui'
import { type ImportOutcome, importIntoTable } from './reportsApi'

interface Props {
  reportId: number
  tableName: string
  onClose: () => void
}

/** Rows of the preview shown at most: the wrong ones first, so a 2,000-line file stays readable. */
const SHOWN = 50

/** The file as the server reads it: CSV as text, XLSX as base64. Other types go as they are, to be refused. */
async function fileContent(file: File): Promise<string> {
  if (!/\.xlsx$/i.test(file.name)) return file.text()
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * Imports an xlsx or csv file into the report's table source: the server checks every line first (the
 * preview, with each line's errors and whether it updates or inserts a row); the import writes all lines
 * or none.
 */
export function TableImportModal({ reportId, tableName, onClose }: Props) {
  const { t, i18n } = useLingui()
  const [file, setFile] = useState<{ name: string; content: string } | null>(null)
  const [preview, setPreview] = useState<ImportOutcome | null>(null)
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null)

  async function choose(chosen: File | undefined) {
    if (!chosen) return
    setPreview(null)
    setFailure('')
    const read = { name: chosen.name, content: await fileContent(chosen) }
    setFile(read)
    setBusy('checking')
    const result = await importIntoTable(reportId, {
      fileName: read.name,
      content: read.content,
      dryRun: true,
    })
    setBusy(null)
    if (result.ok) setPreview(result.data)
    else setFailure(result.message)
  }

  async function run() {
    if (!file) return
    setBusy('importing')
    const result = await importIntoTable(reportId, {
      fileName: file.name,
      content: file.content,
      dryRun: false,
    })
    setBusy(null)
    if (!result.ok) {
      setFailure(`${i18n._(withValues(MESSAGES.namedImportFailed, { name: file.name }))}: ${result.message}`)
      return
    }
    const { inserted, updated } = result.data
    notify.success(
      i18n._(withValues(MESSAGES.namedImportSucceeded, { name: file.name })),
      t`${inserted} rows added, ${updated} rows updated in ${tableName}`,
    )
    onClose()
  }

  const wrong = preview?.lines.filter((line) => line.errors.length > 0) ?? []
  const shown = (wrong.length > 0 ? wrong : (preview?.lines ?? [])).slice(0, SHOWN)
  const canImport = preview !== null && preview.invalid === 0 && busy === null
  const inserts = preview?.lines.filter((line) => line.action === 'insert').length ?? 0
  const updates = preview?.lines.filter((line) => line.action === 'update').length ?? 0
  const total = preview?.lines.length ?? 0
  const shownMax = SHOWN
  const invalid = preview?.invalid ?? 0
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Import data into ${tableName}`}
      width={860}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            disabled={!canImport}
            loading={busy === 'importing'}
            onClick={() => void run()}
            data-testid="table-import-run"
          >
            {preview ? <Trans>Import {total} lines</Trans> : <Trans>Import</Trans>}
          </Button>
        </>
      }
    >
      <div className="admin-form" data-testid="table-import-dialog">
        <p className="admin-muted">
          <Trans>
            An xlsx or csv file whose first line names the table's columns, the primary key among them. At
            most 2,000 lines; merged cells must be the same size. A line whose key is in the table updates
            that row, any other adds one; all lines are imported or none.
          </Trans>
        </p>
        <input
          type="file"
          accept=".csv,.xlsx,text/csv"
          aria-label={t`File to import`}
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="table-import-file"
        />
        {busy === 'checking' ? <p>{t`Checking the file…`}</p> : null}
        {failure ? <InlineNotice tone="error" title={failure} testId="table-import-failure" /> : null}
        {preview ? (
          <>
            {preview.invalid > 0 ? (
              <InlineNotice
                tone="error"
                title={t`${invalid} of ${total} lines have errors`}
                testId="table-import-invalid"
              >
                <Trans>
                  Correct the file and choose it again; nothing is imported while any line is wrong.
                </Trans>
              </InlineNotice>
            ) : (
              <InlineNotice
                tone="success"
                title={t`${total} lines are ready: ${inserts} to add, ${updates} to update`}
                testId="table-import-ready"
              />
            )}
            <div className="report-import__scroll">
              <table className="report-grid" data-testid="table-import-preview">
                <thead>
                  <tr>
                    <th>{t`Line`}</th>
                    {preview.columns.map((column) => (
                      <th key={column}>{column}</th>
                    ))}
                    <th>{t`Result`}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((line) => (
                    <tr
                      key={line.line}
                      className={line.errors.length > 0 ? 'report-import__wrong' : undefined}
                    >
                      <td className="num">{line.line}</td>
                      {preview.columns.map((column, index) => (
                        <td key={column}>{line.cells[index] === null ? '' : String(line.cells[index])}</td>
                      ))}
                      <td>
                        {line.errors.length > 0
                          ? line.errors.map((error) => i18n._(error)).join('; ')
                          : line.action === 'update'
                            ? t`updates its row`
                            : t`adds a row`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {(wrong.length > 0 ? wrong : preview.lines).length > SHOWN ? (
              <p className="admin-muted">{t`The first ${shownMax} lines are shown.`}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </Modal>
  )
}
