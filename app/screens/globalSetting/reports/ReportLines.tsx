import { Trans, useLingui } from '@lingui/react/macro'
import type { ReportColumn } from '../../../../engine/reports/definition'
import { formatCell } from '../../../../engine/reports/format'
import { type ReportLine, typedCell } from '../../../../engine/reports/layout'

interface Props {
  columns: ReportColumn[]
  lines: ReportLine[]
}

/**
 * The report as it prints: titled columns, detail lines, bold subtotal and total lines. Numbers are
 * right-aligned with the column's decimals; dates come back from JSON as text and are typed again first.
 */
export function ReportLines({ columns, lines }: Props) {
  const { t } = useLingui()
  const label = (line: ReportLine) => (line.kind === 'total' ? t`Total` : t`Subtotal ${line.group ?? ''}`)
  return (
    <div className="report-lines">
      <table className="report-lines__table" data-testid="report-lines">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.field}
                className={column.format.kind === 'number' ? 'report-lines__number' : undefined}
                style={{ minWidth: `${column.width * 0.6}em` }}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={Math.max(1, columns.length)} className="admin-muted">
                <Trans>The report has no lines for these parameters.</Trans>
              </td>
            </tr>
          ) : null}
          {lines.map((line, row) => {
            const labelAt = line.kind === 'detail' ? -1 : line.cells.indexOf(null)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: report lines and columns have no ids; their order is their identity
              <tr key={row} className={`report-lines__${line.kind}`}>
                {columns.map((column, index) => {
                  const cell = typedCell(line.cells[index] ?? null, column.format)
                  const numeric = typeof cell === 'number'
                  return (
                    <td key={column.field} className={numeric ? 'report-lines__number' : undefined}>
                      {index === labelAt ? label(line) : formatCell(cell, column.format)}
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
