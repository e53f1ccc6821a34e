import { useLingui } from '@lingui/react/macro'
import type { ReportColumn } from '../../../engine/reports/definition.ts'
import { formatCell } from '../../../engine/reports/format.ts'
import { type ReportLine, typedCell } from '../../../engine/reports/layout.ts'

interface Props {
  columns: ReportColumn[]
  lines: ReportLine[]
}

/** The report's lines as printed: numbers right-aligned with their decimals, sum lines bold and labelled. */
export function ReportTable({ columns, lines }: Props) {
  const { t } = useLingui()
  const label = (line: ReportLine) => (line.kind === 'total' ? t`Total` : t`Subtotal ${line.group ?? ''}`)
  return (
    <table className="gx-report__table">
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column.field} className={column.format.kind === 'number' ? 'gx-report__num' : undefined}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, row) => {
          const labelAt = line.kind === 'detail' ? -1 : line.cells.indexOf(null)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: report lines and columns have no ids; their order is their identity
            <tr key={row} className={line.kind === 'detail' ? undefined : 'gx-report__sum'}>
              {columns.map((column, index) => {
                const cell = typedCell(line.cells[index] ?? null, column.format)
                return (
                  <td key={column.field} className={typeof cell === 'number' ? 'gx-report__num' : undefined}>
                    {index === labelAt ? label(line) : formatCell(cell, column.format)}
                  </td>
                )
              })}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
