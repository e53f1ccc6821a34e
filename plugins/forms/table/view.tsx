import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { liveStatus, mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import type { TableProps } from './manifest.ts'
import { cellText, keyedColumns, readTableRows } from './tableRows.ts'
import '../shared/forms.css'

const TABLE_WAITING = { rows: [] } as const

/** Table view: a sticky header, the rows of the designed or bound list, at most 200 of them. */
export default function TableView({ props, width, height, live, bound }: DomWidgetProps<TableProps>) {
  const { t } = useLingui()
  // Bound rows that have not arrived: an empty table with its header, not the designed rows.
  const shown = mergeLive(props, live, TABLE_WAITING, bound)
  const { rows, hidden } = useMemo(() => readTableRows(shown.rows), [shown.rows])
  const columns = useMemo(() => keyedColumns(props.columns), [props.columns])
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
            {columns.map(({ key, column }) => (
              <col key={key} style={column.width > 0 ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map(({ key, column }) => (
                <th key={key} scope="col" style={{ textAlign: column.align }}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their position is their identity
                key={rowIndex}
              >
                {columns.map(({ key, column }) => {
                  const text = cellText(row[column.field])
                  return (
                    <td key={key} style={{ textAlign: column.align }} title={text}>
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
      {rows.length === 0 ? <div className="gx-widget__notice">{t`No data`}</div> : null}
    </WidgetFrame>
  )
}
