import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { DomWidgetProps, ExportFormat } from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import { JournalTable } from './JournalTable.tsx'
import {
  designPreviewJournal,
  initialFilters,
  type JournalFilters,
  journalQuery,
  pageCount,
} from './journalFilters.ts'
import type { Props } from './manifest.ts'
import { messages } from './messages.ts'
import { useJournal } from './useJournal.ts'
import './historyAlarm.css'

/**
 * The alarm journal: a filter bar (time range, priority, state, acknowledgement, object, text), a page of
 * alarms with who acknowledged them and when, the pager, and export of every matching alarm. Filters
 * apply when the operator presses Search (or Enter), not on each keystroke: each search is a query.
 */
export default function HistoryAlarmView({ props, width, height, mode, services }: DomWidgetProps<Props>) {
  const { t, i18n } = useLingui()
  const runtime = mode === 'runtime'
  const objects = props.objects.map((o) => o.objName.trim()).filter(Boolean)
  const [draft, setDraft] = useState<JournalFilters>(() => initialFilters(props.rangeHours))
  const [applied, setApplied] = useState<JournalFilters>(draft)
  const [page, setPage] = useState(1)
  const [version, setVersion] = useState(0)
  const [exportFailed, setExportFailed] = useState(false)
  const planned = journalQuery(applied, objects, page, props.pageSize)
  const checked = journalQuery(draft, objects, 1, props.pageSize)
  const draftProblem = 'problem' in checked ? checked.problem : null
  const query = runtime && 'query' in planned ? planned.query : null
  const journal = useJournal(services, query, version)
  const preview = useMemo(() => designPreviewJournal(Date.now()), [])
  const rows = runtime ? journal.rows : preview
  const total = runtime ? journal.total : preview.length
  const pages = pageCount(total, props.pageSize)

  const set = <K extends keyof JournalFilters>(key: K, value: JournalFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  function search() {
    setApplied(draft)
    setPage(1)
    setVersion((v) => v + 1)
  }

  async function exportAs(format: ExportFormat) {
    if (!query) return
    setExportFailed(false)
    try {
      await services.alarms.exportHistory(query, format)
    } catch {
      setExportFailed(true)
    }
  }

  const notice =
    runtime && journal.load === 'failed'
      ? t`The alarm history could not be loaded.`
      : runtime && journal.load === 'loading' && rows.length === 0
        ? t`Loading alarms…`
        : rows.length === 0
          ? t`No alarms match these filters`
          : null

  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={props.theme}
      title={props.title || i18n._(messages.title)}
      className="gx-journal"
      meta={
        <span className="gx-journal__meta">
          <span aria-live="polite">{t`${total} alarms`}</span>
          {props.allowExport ? (
            <>
              <button
                type="button"
                className="gx-button"
                disabled={!query || total === 0}
                onClick={() => void exportAs('csv')}
              >
                {t`Export CSV`}
              </button>
              <button
                type="button"
                className="gx-button"
                disabled={!query || total === 0}
                onClick={() => void exportAs('xls')}
              >
                {t`Export XLS`}
              </button>
            </>
          ) : null}
        </span>
      }
    >
      <div className="gx-journal__layout">
        <form
          className="gx-journal__filters"
          onSubmit={(event) => {
            event.preventDefault()
            if (!draftProblem) search()
          }}
        >
          <label>
            <span>{t`From`}</span>
            <input type="datetime-local" value={draft.from} onChange={(e) => set('from', e.target.value)} />
          </label>
          <label>
            <span>{t`To`}</span>
            <input type="datetime-local" value={draft.to} onChange={(e) => set('to', e.target.value)} />
          </label>
          <label>
            <span>{t`Priority`}</span>
            <select value={draft.priority} onChange={(e) => set('priority', e.target.value)}>
              <option value="">{t`All`}</option>
              {[1, 2, 3, 4, 5].map((p) => (
                <option key={p} value={String(p)}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t`State`}</span>
            <select
              value={draft.state}
              onChange={(e) => set('state', e.target.value as JournalFilters['state'])}
            >
              <option value="">{t`All`}</option>
              <option value="active">{t`Active`}</option>
              <option value="cleared">{t`Cleared`}</option>
            </select>
          </label>
          <label>
            <span>{t`Acknowledged`}</span>
            <select
              value={draft.acknowledged}
              onChange={(e) => set('acknowledged', e.target.value as JournalFilters['acknowledged'])}
            >
              <option value="">{t`All`}</option>
              <option value="yes">{t`Acknowledged`}</option>
              <option value="no">{t`Not acknowledged`}</option>
            </select>
          </label>
          {objects.length > 0 ? (
            <label>
              <span>{t`Object`}</span>
              <select value={draft.objName} onChange={(e) => set('objName', e.target.value)}>
                <option value="">{t`All`}</option>
                {objects.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label>
              <span>{t`Object`}</span>
              <input
                type="text"
                value={draft.objName}
                maxLength={200}
                placeholder={t`Any object`}
                onChange={(e) => set('objName', e.target.value)}
              />
            </label>
          )}
          <label className="gx-journal__text">
            <span>{t`Text`}</span>
            <input
              type="search"
              value={draft.text}
              maxLength={200}
              placeholder={t`Object, property or alarm`}
              onChange={(e) => set('text', e.target.value)}
            />
          </label>
          <button
            type="submit"
            className="gx-button gx-button--primary"
            disabled={!runtime || draftProblem !== null}
          >
            {t`Search`}
          </button>
          {draftProblem ? (
            <span className="gx-journal__error" role="alert">
              {i18n._(draftProblem)}
            </span>
          ) : null}
        </form>
        <div className="gx-journal__scroll">
          <JournalTable rows={rows} />
          {notice ? <div className="gx-widget__notice gx-journal__notice">{notice}</div> : null}
        </div>
        <div className="gx-journal__pager">
          {exportFailed ? (
            <span className="gx-journal__error" role="alert">
              {t`The export failed. Try again.`}
            </span>
          ) : null}
          <button
            type="button"
            className="gx-button"
            disabled={!runtime || page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t`Previous`}
          </button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <button
            type="button"
            className="gx-button"
            disabled={!runtime || page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t`Next`}
          </button>
        </div>
      </div>
    </WidgetFrame>
  )
}
