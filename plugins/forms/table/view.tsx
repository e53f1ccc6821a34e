import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react'
import { checkControlValue } from '../../../engine/forms/controlCheck.ts'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { MESSAGES } from '../../../engine/rules/responses.ts'
import { liveStatus, mergeLive } from '../../shared/liveProps.ts'
import {
  type DomWidgetProps,
  type FormValue,
  type RuntimeServices,
  ServiceError,
} from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import type { TableProps } from './manifest.ts'
import {
  csvOf,
  nextOrder,
  pageCount,
  pageRows,
  RECORD_FIELDS,
  recordRow,
  type SortOrder,
  sortRows,
  workbookOf,
} from './tableData.ts'
import { columnLabels, keyedColumns, readTableRows, shownText, TABLE_MAX_ROWS } from './tableRows.ts'
import '../shared/forms.css'

const TABLE_WAITING = { rows: [] } as const
const NO_LABELS: ReadonlyMap<string, string> = new Map()

type Row = Record<string, unknown>
type Column = TableProps['columns'][number]

/** Loads the rows of a form's records or of an object query at runtime (at most 200). */
function useSourceRows(props: TableProps, runtime: boolean, services: RuntimeServices) {
  const { source, recordsForm, dataSource } = props
  const remote = runtime && source !== 'rows'
  const [state, setState] = useState<{ rows: Row[]; total: number; failed: string | null } | null>(null)
  const load = useCallback(async () => {
    if (!remote) return
    try {
      const page =
        source === 'formRecords'
          ? await services.data.formRecords(recordsForm, 1, TABLE_MAX_ROWS)
          : await services.data.queryObjects({ dataSource, page: 1, size: TABLE_MAX_ROWS })
      const rows =
        source === 'formRecords' ? page.list.map((r) => recordRow(r as never)) : (page.list as Row[])
      setState({ rows, total: page.total, failed: null })
    } catch (error) {
      setState({ rows: [], total: 0, failed: error instanceof Error ? error.message : '' })
    }
  }, [remote, source, recordsForm, dataSource, services])
  useEffect(() => {
    void load()
  }, [load])
  return { remote, state, reload: load }
}

function download(name: string, data: BlobPart, type: string) {
  const url = URL.createObjectURL(new Blob([data], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Table view: rows designed, bound, from a form's records or from an object query; sorting by a click on
 * a heading, paging, row selection, editing in place with the column's checks, and export as xls or csv.
 */
export default function TableView({
  props,
  width,
  height,
  mode,
  live,
  bound,
  services,
}: DomWidgetProps<TableProps>) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const runtime = mode === 'runtime'
  const shown = mergeLive(props, live, TABLE_WAITING, bound)
  const designed = useMemo(() => readTableRows(shown.rows), [shown.rows])
  const { remote, state, reload } = useSourceRows(props, runtime, services)
  const allRows = remote ? (state?.rows ?? []) : designed.rows
  const hidden = remote ? Math.max(0, (state?.total ?? 0) - allRows.length) : designed.hidden
  const columns = useMemo(
    () => keyedColumns(props.columns).map((c) => ({ ...c, labels: columnLabels(c.column.labels) })),
    [props.columns],
  )
  const [order, setOrder] = useState<SortOrder | null>(null)
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<ReadonlySet<Row>>(new Set())
  const [editing, setEditing] = useState<{ row: Row; column: Column; text: string } | null>(null)
  const [editError, setEditError] = useState<MessageDescriptor | string | null>(null)
  const [edits, setEdits] = useState<ReadonlyMap<Row, Row>>(new Map())
  const rows = useMemo(() => allRows.map((row) => edits.get(row) ?? row), [allRows, edits])
  const sorted = useMemo(() => sortRows(rows, order), [rows, order])
  const pages = pageCount(sorted.length, props.pageSize)
  const current = Math.min(page, pages)
  const visible = pageRows(sorted, current, props.pageSize)

  async function save() {
    if (!editing) return
    const { row, column, text } = editing
    const problem = checkControlValue(text, {
      checker: column.checker,
      required: column.required,
      pattern: column.pattern,
      maxLength: column.textLimit,
    })
    if (problem) return setEditError(problem)
    const original = allRows.find((candidate) => (edits.get(candidate) ?? candidate) === row) ?? row
    const updated = { ...row, [column.field]: text }
    try {
      if (remote && props.source === 'formRecords') {
        const values: Record<string, FormValue> = {}
        for (const [key, value] of Object.entries(updated))
          if (!key.startsWith('_')) values[key] = value as FormValue
        const record = await services.data.updateFormRecord(
          Number(row[RECORD_FIELDS.id]),
          values,
          Number(row[RECORD_FIELDS.version]),
        )
        Object.assign(updated, recordRow(record))
      } else if (remote) {
        await services.data.writeObjects({
          type: 'update',
          dataSource: props.dataSource,
          keys: { name: String(row.name) },
          data: { version: Number(row.version), properties: { [column.field]: text } },
        })
        updated.version = Number(row.version) + 1
      }
      setEdits(new Map(edits).set(original, updated))
      setEditing(null)
      setEditError(null)
    } catch (error) {
      if (error instanceof ServiceError && error.status === 409) setEditError(MESSAGES.primaryKeyChanged)
      else setEditError(error instanceof Error ? error.message : t`The value could not be saved`)
    }
  }

  function onEditKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') void save()
    if (event.key === 'Escape') {
      setEditing(null)
      setEditError(null)
    }
  }

  async function exportRows() {
    const exportColumns = columns.map(({ column, labels }) => ({
      title: column.title,
      field: column.field,
      labels,
    }))
    const name = props.title || props.recordsForm || 'table'
    if (props.exportFormat === 'csv')
      download(`${name}.csv`, csvOf(exportColumns, sorted), 'text/csv;charset=utf-8')
    else download(`${name}.xls`, await workbookOf(exportColumns, sorted, name), 'application/vnd.ms-excel')
  }

  const toggle = (row: Row) => {
    const next = new Set(selected)
    if (next.has(row)) next.delete(row)
    else next.add(row)
    setSelected(next)
  }
  const allOnPage = visible.length > 0 && visible.every((row) => selected.has(row))
  const editMessage =
    editError === null ? null : typeof editError === 'string' ? editError : i18n._(editError)

  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      quality={liveStatus(live, bound)}
    >
      <div className="gx-table__scroll">
        <table className={props.striped ? 'gx-table gx-table--striped' : 'gx-table'}>
          <colgroup>
            {props.selectable ? <col style={{ width: 34 }} /> : null}
            {columns.map(({ key, column }) => (
              <col key={key} style={column.width > 0 ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {props.selectable ? (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t`Select all rows of this page`}
                    checked={allOnPage}
                    disabled={!runtime}
                    onChange={() => {
                      const next = new Set(selected)
                      for (const row of visible)
                        if (allOnPage) next.delete(row)
                        else next.add(row)
                      setSelected(next)
                    }}
                  />
                </th>
              ) : null}
              {columns.map(({ key, column }) => (
                <th
                  key={key}
                  scope="col"
                  style={{ textAlign: column.align }}
                  aria-sort={order?.field === column.field ? order.direction : undefined}
                >
                  <button
                    type="button"
                    className="gx-table__sort"
                    tabIndex={runtime ? undefined : -1}
                    onClick={() => runtime && setOrder(nextOrder(order, column.field))}
                  >
                    {column.title}
                    <span aria-hidden="true">
                      {order?.field === column.field ? (order.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, rowIndex) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own in every source
                key={rowIndex}
                aria-selected={props.selectable ? selected.has(row) : undefined}
              >
                {props.selectable ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t`Select row ${(current - 1) * props.pageSize + rowIndex + 1}`}
                      checked={selected.has(row)}
                      disabled={!runtime}
                      onChange={() => toggle(row)}
                    />
                  </td>
                ) : null}
                {columns.map(({ key, column, labels }) => {
                  const text = shownText(row[column.field], labels)
                  // An edit starts from the stored value, not from the label shown.
                  const stored = shownText(row[column.field], NO_LABELS)
                  const isEditing = editing?.row === row && editing.column === column
                  if (isEditing)
                    return (
                      <td key={key} className="gx-table__editing">
                        <input
                          className="gx-input gx-table__input"
                          // biome-ignore lint/a11y/noAutofocus: the operator asked to edit this cell
                          autoFocus
                          value={editing.text}
                          aria-label={column.title}
                          aria-invalid={editMessage ? true : undefined}
                          onChange={(event) => {
                            setEditing({ ...editing, text: event.target.value })
                            setEditError(null)
                          }}
                          onKeyDown={onEditKey}
                        />
                        {editMessage ? (
                          <div className="gx-field__message" role="alert">
                            {editMessage}
                          </div>
                        ) : null}
                      </td>
                    )
                  const editable = runtime && column.editable
                  return (
                    <td
                      key={key}
                      style={{ textAlign: column.align }}
                      title={editable ? t`Double-click or press Enter to edit` : text}
                      tabIndex={editable ? 0 : undefined}
                      onDoubleClick={() => editable && setEditing({ row, column, text: stored })}
                      onKeyDown={(event) => {
                        if (editable && event.key === 'Enter') setEditing({ row, column, text: stored })
                      }}
                    >
                      {text}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {hidden > 0 ? (
          <div className="gx-table__more">{t`${hidden} more rows are not shown (at most 200)`}</div>
        ) : null}
      </div>
      {state?.failed ? (
        <div className="gx-widget__notice">{state.failed}</div>
      ) : sorted.length === 0 ? (
        <div className="gx-widget__notice">{t`No data`}</div>
      ) : null}
      <div className="gx-table__bar">
        {props.selectable && selected.size > 0 ? <span>{t`${selected.size} selected`}</span> : null}
        {remote ? (
          <button
            type="button"
            className="gx-table__action"
            onClick={() => void reload()}
            disabled={!runtime}
          >
            {t`Refresh`}
          </button>
        ) : null}
        {props.exportFormat !== 'none' ? (
          <button
            type="button"
            className="gx-table__action"
            disabled={!runtime || sorted.length === 0}
            onClick={() => void exportRows()}
          >
            {t`Export ${props.exportFormat}`}
          </button>
        ) : null}
        <span className="gx-table__pages">
          <button
            type="button"
            className="gx-table__action"
            aria-label={t`Previous page`}
            disabled={current <= 1}
            onClick={() => setPage(current - 1)}
          >
            ‹
          </button>
          <span aria-live="polite">{t`Page ${current} of ${pages}`}</span>
          <button
            type="button"
            className="gx-table__action"
            aria-label={t`Next page`}
            disabled={current >= pages}
            onClick={() => setPage(current + 1)}
          >
            ›
          </button>
        </span>
      </div>
    </WidgetFrame>
  )
}
