import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { REPORT_MESSAGES } from '../../../../engine/reports/messages'
import { downloadAs } from '../../../shell/download'
import { Button, InlineNotice, NumberField, TextField } from '../../../ui'
import { proposeColumns } from './draft'
import { ReportLines } from './ReportLines'
import {
  EXPORT_FORMATS,
  type ExportFormat,
  exportPath,
  type ParamValues,
  type PreviewAnswer,
  previewReport,
  type ReportDraft,
} from './reportsApi'

interface Props {
  draft: ReportDraft
  /** The saved report, when what is on screen is saved: exports read the saved definition. */
  savedId: number | null
  dirty: boolean
  /** A report with no columns yet takes the query's. */
  onProposeColumns: (columns: ReportDraft['definition']['columns']) => void
}

const FORMAT_NAMES: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV', pdf: 'PDF' }

/** Runs the report being designed with parameter values, shows its lines, and exports the saved one. */
export function ReportPreview({ draft, savedId, dirty, onProposeColumns }: Props) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<ParamValues>({})
  const [limit, setLimit] = useState<number | null>(1000)
  const [pageRange, setPageRange] = useState('')
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null)
  const [failure, setFailure] = useState('')
  const [running, setRunning] = useState(false)
  const params = draft.definition.params
  const used = () => Object.fromEntries(params.map((param) => [param.name, values[param.name] ?? '']))

  const [shownColumns, setShownColumns] = useState(draft.definition.columns)
  const running$ = useRef<AbortController | null>(null)

  async function run(definition = draft.definition) {
    setFailure('')
    setRunning(true)
    const controller = new AbortController()
    running$.current = controller
    const result = await previewReport(
      {
        datasourceId: draft.datasourceId,
        sqlText: draft.sqlText,
        definition,
        params: used(),
        limit: Math.min(Math.max(limit ?? 1000, 1), 10_000),
      },
      controller.signal,
    )
    running$.current = null
    setRunning(false)
    if (!result.ok) {
      setAnswer(null)
      setFailure(controller.signal.aborted ? t`The preview was cancelled.` : result.message)
      return
    }
    if (definition.columns.length === 0 && result.data.columns.length > 0) {
      // A new report: take the query's columns, then show the report with them.
      const columns = proposeColumns(result.data.columns, result.data.rows)
      onProposeColumns(columns)
      await run({ ...definition, columns })
      return
    }
    setShownColumns(definition.columns)
    setAnswer(result.data)
  }

  async function exportAs(format: ExportFormat) {
    if (savedId === null) return
    const path = exportPath(savedId, {
      format,
      params: used(),
      pageRange,
      subtotal: i18n._(REPORT_MESSAGES.groupTotal.id, { group: '{group}' }),
      total: i18n._(REPORT_MESSAGES.grandTotal.id),
    })
    await downloadAs(path, `${draft.name}.${format}`)
  }

  return (
    <div className="admin-form" data-testid="report-preview">
      <div className="report-preview__params">
        {params.map((param) => (
          <TextField
            key={param.name}
            id={`report-param-${param.name}`}
            label={param.label || param.name}
            value={values[param.name] ?? ''}
            placeholder={
              param.defaultValue === null || param.defaultValue === undefined
                ? ''
                : String(param.defaultValue)
            }
            onChange={(value) => setValues((current) => ({ ...current, [param.name]: value }))}
          />
        ))}
        <NumberField
          id="report-limit"
          label={<Trans>Row limit</Trans>}
          value={limit}
          onChange={setLimit}
          min={1}
          max={10_000}
        />
      </div>
      <div className="report-preview__actions">
        <Button variant="primary" loading={running} onClick={() => void run()} data-testid="report-run">
          <Trans>Run preview</Trans>
        </Button>
        {running ? (
          <Button onClick={() => running$.current?.abort()} data-testid="report-cancel">
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <span className="report-preview__spacer" />
        <TextField
          id="report-page-range"
          label={<Trans>Pages</Trans>}
          value={pageRange}
          placeholder={t`all, or 1-3`}
          onChange={setPageRange}
        />
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            disabled={savedId === null || dirty}
            onClick={() => void exportAs(format)}
            data-testid={`report-export-${format}`}
          >
            {FORMAT_NAMES[format]}
          </Button>
        ))}
      </div>
      {savedId === null || dirty ? (
        <p className="admin-muted">
          <Trans>Save the report to export it: exports use the saved design.</Trans>
        </p>
      ) : null}
      {failure ? (
        <InlineNotice tone="error" title={t`The report did not run`}>
          {failure}
        </InlineNotice>
      ) : null}
      {answer ? (
        <div data-testid="report-result">
          <p className="admin-muted">
            {answer.truncated ? (
              <Trans>
                The first {answer.rows.length} rows (the query has more), {answer.lines.length} lines. Pages:{' '}
                {answer.pageCount}
              </Trans>
            ) : (
              <Trans>
                {answer.rows.length} rows, {answer.lines.length} lines. Pages: {answer.pageCount}
              </Trans>
            )}
          </p>
          <ReportLines columns={shownColumns} lines={answer.lines} />
        </div>
      ) : null}
    </div>
  )
}
