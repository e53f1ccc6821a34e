import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type {
  DomWidgetProps,
  ReportDescription,
  ReportFileFormat,
  ReportRunResult,
} from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import type { Props } from './manifest.ts'
import { messages } from './messages.ts'
import { ReportTable } from './ReportTable.tsx'
import './report.css'

const FORMATS: { value: ReportFileFormat; label: string }[] = [
  { value: 'xlsx', label: 'Excel' },
  { value: 'csv', label: 'CSV' },
  { value: 'pdf', label: 'PDF' },
]

const defaultsOf = (report: ReportDescription) =>
  Object.fromEntries(
    report.params.map((param) => [
      param.name,
      param.defaultValue === null || param.defaultValue === undefined ? '' : String(param.defaultValue),
    ]),
  )

const inputType = (type: string) => (type === 'date' ? 'date' : type === 'number' ? 'number' : 'text')

/**
 * A saved report on a runtime page: its parameters as form controls, Run, the report's lines a page at a
 * time with a pager, and export of chosen pages. The server binds the values and refuses bad ones; its
 * message shows here. In the designer it shows what it will be, without running anything.
 */
export default function ReportView({ props, width, height, mode, services }: DomWidgetProps<Props>) {
  const { t, i18n } = useLingui()
  const runtime = mode === 'runtime'
  const name = props.reportName.trim()
  const [report, setReport] = useState<ReportDescription | null>(null)
  const [values, setValues] = useState<Record<string, string>>({})
  const [result, setResult] = useState<ReportRunResult | null>(null)
  const [page, setPage] = useState(1)
  const [failure, setFailure] = useState('')
  const [running, setRunning] = useState(false)
  const [format, setFormat] = useState<ReportFileFormat>('xlsx')
  const [range, setRange] = useState('')

  async function run(at: number, params = values) {
    setFailure('')
    setRunning(true)
    try {
      setResult(await services.reports.run(name, params, String(at)))
      setPage(at)
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setRunning(false)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new report name starts over; `run` reads the latest values
  useEffect(() => {
    if (!runtime || name === '') return
    let cancelled = false
    setReport(null)
    setResult(null)
    services.reports.describe(name).then(
      (described) => {
        if (cancelled) return
        const defaults = defaultsOf(described)
        setReport(described)
        setValues(defaults)
        if (props.runOnOpen) void run(1, defaults)
      },
      (error: Error) => {
        if (!cancelled) setFailure(error.message)
      },
    )
    return () => {
      cancelled = true
    }
  }, [runtime, name, services])

  async function exportFile() {
    setFailure('')
    try {
      await services.reports.exportFile(name, values, format, range.trim() || undefined)
    } catch (error) {
      setFailure((error as Error).message)
    }
  }

  const title = props.title || (name ? name : i18n._(messages.title))
  const pageCount = result?.pageCount ?? 0
  return (
    <WidgetFrame width={width} height={height} theme={props.theme} title={title} className="gx-report">
      <div className="gx-report__layout">
        {!runtime ? (
          <p className="gx-report__note">
            {name ? t`The report ${name} runs here on the runtime page.` : t`Choose a report by its name.`}
          </p>
        ) : (
          <form
            className="gx-report__bar"
            onSubmit={(event) => {
              event.preventDefault()
              void run(1)
            }}
          >
            {(report?.params ?? []).map((param) => (
              <label key={param.name}>
                <span>{param.label || param.name}</span>
                <input
                  type={inputType(param.type)}
                  value={values[param.name] ?? ''}
                  required={param.required === true}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [param.name]: event.target.value }))
                  }
                />
              </label>
            ))}
            <button type="submit" className="gx-button gx-button--primary" disabled={!report || running}>
              {t`Run`}
            </button>
            {props.allowExport ? (
              <span className="gx-report__export">
                <label>
                  <span>{t`Pages`}</span>
                  <input
                    value={range}
                    placeholder={t`all`}
                    size={6}
                    onChange={(event) => setRange(event.target.value)}
                  />
                </label>
                <label>
                  <span>{t`Format`}</span>
                  <select
                    value={format}
                    onChange={(event) => setFormat(event.target.value as ReportFileFormat)}
                  >
                    {FORMATS.map((item) => (
                      <option key={item.value} value={item.value}>
                        {item.label}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="gx-button"
                  disabled={!report}
                  onClick={() => void exportFile()}
                >
                  {t`Export`}
                </button>
              </span>
            ) : null}
          </form>
        )}
        {failure ? (
          <p className="gx-report__error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="gx-report__body">
          {result ? <ReportTable columns={result.columns} lines={result.lines} /> : null}
          {result && !result.lines.some((line) => line.kind === 'detail') ? (
            <p className="gx-report__note">{t`The report has no lines for these values.`}</p>
          ) : null}
        </div>
        {result && pageCount > 0 ? (
          <div className="gx-report__pager">
            {result.truncated ? (
              <span>{t`Only the first rows are shown; narrow the parameters.`}</span>
            ) : null}
            <button
              type="button"
              className="gx-button"
              disabled={running || page <= 1}
              onClick={() => void run(page - 1)}
            >
              {t`Previous`}
            </button>
            <span aria-live="polite">{t`Page ${page} of ${pageCount}`}</span>
            <button
              type="button"
              className="gx-button"
              disabled={running || page >= pageCount}
              onClick={() => void run(page + 1)}
            >
              {t`Next`}
            </button>
          </div>
        ) : null}
      </div>
    </WidgetFrame>
  )
}
