import { useLingui } from '@lingui/react/macro'
import { type Key, memo, type ReactNode } from 'react'
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from './icons'
import { Spinner } from './Spinner'
import '../styles/ui/table.css'

/** Sort order of a column. */
export type SortDirection = 'ascending' | 'descending'

/** The column a table is sorted by. */
export interface SortState {
  key: string
  direction: SortDirection
}

/** One column: its header, how a cell renders, whether it sorts. */
export interface Column<T> {
  key: string
  title: ReactNode
  /** The cell; defaults to the row's property named `key`. */
  render?: (row: T) => ReactNode
  /** The value sorted by (client-side sorting with `sortRows`); defaults to the property named `key`. */
  sortValue?: (row: T) => string | number | null | undefined
  sortable?: boolean
  /** CSS width: 120, '20%'. */
  width?: number | string
  align?: 'start' | 'end' | 'center'
}

interface Props<T> {
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => Key
  /** Shows an overlay spinner over the rows; the previous rows stay visible underneath. */
  loading?: boolean
  /** What an empty table says; defaults to "No data". */
  empty?: ReactNode
  sort?: SortState | null
  /** Called with the next sort when a sortable header is clicked (ascending → descending → none). */
  onSortChange?: (sort: SortState | null) => void
  /** Row selection by key; adds a checkbox column. */
  selection?: { selected: ReadonlySet<Key>; onChange: (selected: Set<Key>) => void }
  /** Accessible name of the table. */
  label: string
}

function cellValue<T>(row: T, key: string): unknown {
  return (row as Record<string, unknown>)[key]
}

function nextSort(current: SortState | null | undefined, key: string): SortState | null {
  if (current?.key !== key) return { key, direction: 'ascending' }
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null
}

/** Sorts rows on the client by a column's `sortValue` (or property); null sort keeps the order. */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | null): T[] {
  if (!sort) return [...rows]
  const column = columns.find((candidate) => candidate.key === sort.key)
  const value = (row: T) => (column?.sortValue ? column.sortValue(row) : cellValue(row, sort.key))
  const factor = sort.direction === 'ascending' ? 1 : -1
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  return [...rows].sort((a, b) => {
    const left = value(a)
    const right = value(b)
    if (left === right) return 0
    if (left === null || left === undefined) return 1
    if (right === null || right === undefined) return -1
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * factor
    return collator.compare(String(left), String(right)) * factor
  })
}

/** A data table: sortable headers (aria-sort), an empty state, a loading overlay and optional selection. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  sort,
  onSortChange,
  selection,
  label,
}: Props<T>) {
  const { t } = useLingui()
  const keys = rows.map(rowKey)
  const allSelected =
    selection !== undefined && keys.length > 0 && keys.every((k) => selection.selected.has(k))
  const someSelected = selection !== undefined && keys.some((k) => selection.selected.has(k))
  const toggleAll = () => {
    if (!selection) return
    const next = new Set(selection.selected)
    for (const key of keys) {
      if (allSelected) next.delete(key)
      else next.add(key)
    }
    selection.onChange(next)
  }
  const toggle = (key: Key) => {
    if (!selection) return
    const next = new Set(selection.selected)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    selection.onChange(next)
  }
  const colSpan = columns.length + (selection ? 1 : 0)
  return (
    <div className="data-table" aria-busy={loading || undefined}>
      <div className="data-table__scroll">
        <table aria-label={label}>
          <thead>
            <tr>
              {selection ? (
                <th className="data-table__select">
                  <input
                    type="checkbox"
                    aria-label={t`Select all rows`}
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = someSelected && !allSelected
                    }}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined
                return (
                  <th
                    key={column.key}
                    scope="col"
                    style={{ width: column.width, textAlign: column.align }}
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className="data-table__sort"
                        onClick={() => onSortChange(nextSort(sort, column.key))}
                      >
                        {column.title}
                        {sorted === 'ascending' ? (
                          <ChevronUpIcon size={14} />
                        ) : sorted === 'descending' ? (
                          <ChevronDownIcon size={14} />
                        ) : (
                          <SortIcon size={14} className="data-table__sort-idle" />
                        )}
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className="data-table__empty">
                  {loading ? (
                    <span className="data-table__loading-text">{t`Loading…`}</span>
                  ) : (
                    (empty ?? t`No data`)
                  )}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const key = keys[index] as Key
                return (
                  <DataRow
                    key={key}
                    row={row}
                    rowKey={key}
                    columns={columns}
                    selected={selection ? selection.selected.has(key) : undefined}
                    onToggle={selection ? toggle : undefined}
                  />
                )
              })
            )}
          </tbody>
        </table>
      </div>
      {loading && rows.length > 0 ? (
        <div className="data-table__overlay">
          <Spinner size={22} label={t`Loading…`} />
        </div>
      ) : null}
    </div>
  )
}

interface RowProps<T> {
  row: T
  rowKey: Key
  columns: readonly Column<T>[]
  /** Whether the row is selected; undefined when the table has no selection. */
  selected: boolean | undefined
  onToggle: ((key: Key) => void) | undefined
}

/**
 * One row. Memoised: a table re-rendered with the same row objects and the same columns (a screen
 * keeps its columns with useMemo) leaves its rows alone, so the answers that come after a list's first
 * page (filter choices, a loading flag) do not render every cell again.
 */
const DataRow = memo(function DataRow<T>({ row, rowKey, columns, selected, onToggle }: RowProps<T>) {
  const { t } = useLingui()
  return (
    <tr aria-selected={selected}>
      {onToggle ? (
        <td className="data-table__select">
          <input
            type="checkbox"
            aria-label={t`Select row`}
            checked={selected ?? false}
            onChange={() => onToggle(rowKey)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.key} style={{ textAlign: column.align }}>
          {column.render ? column.render(row) : String(cellValue(row, column.key) ?? '')}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: RowProps<T>) => ReactNode
