import { Trans, useLingui } from '@lingui/react/macro'
import type { ColumnFormat, ReportColumn } from '../../../../engine/reports/definition'
import { Button, icons } from '../../../ui'

interface Props {
  columns: ReportColumn[]
  onChange: (columns: ReportColumn[]) => void
}

type FormatKind = ColumnFormat['kind']

const formatOf = (kind: FormatKind, previous: ColumnFormat): ColumnFormat =>
  kind === 'number'
    ? { kind, decimals: previous.kind === 'number' ? previous.decimals : 2 }
    : kind === 'date'
      ? { kind, withTime: previous.kind === 'date' ? previous.withTime === true : false }
      : { kind }

/**
 * The report's columns in order: the field (or a formula over the row's fields), the title, the format
 * (number with decimals, date with or without the time, text), the width, and whether it is summed.
 */
export function ColumnsEditor({ columns, onChange }: Props) {
  const { t } = useLingui()
  const change = (index: number, patch: Partial<ReportColumn>) =>
    onChange(columns.map((column, at) => (at === index ? { ...column, ...patch } : column)))
  const move = (index: number, by: number) => {
    const next = [...columns]
    const [moved] = next.splice(index, 1)
    if (moved) next.splice(index + by, 0, moved)
    onChange(next)
  }
  const addFormula = () =>
    onChange([
      ...columns,
      {
        field: `formula${columns.length + 1}`,
        title: t`Formula`,
        format: { kind: 'number', decimals: 2 },
        width: 12,
        formula: '',
      },
    ])

  return (
    <div className="report-columns">
      <table className="report-grid" data-testid="report-columns">
        <thead>
          <tr>
            <th>
              <Trans>Field</Trans>
            </th>
            <th>
              <Trans>Title</Trans>
            </th>
            <th>
              <Trans>Format</Trans>
            </th>
            <th>
              <Trans>Decimals / time</Trans>
            </th>
            <th>
              <Trans>Width</Trans>
            </th>
            <th>
              <Trans>Formula</Trans>
            </th>
            <th>
              <Trans>Sum</Trans>
            </th>
            <th>
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: report lines and columns have no ids; their order is their identity
            <tr key={`${index}-${column.field}`}>
              <td>
                <input
                  aria-label={t`Field of column ${index + 1}`}
                  value={column.field}
                  maxLength={128}
                  onChange={(event) => change(index, { field: event.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={t`Title of column ${index + 1}`}
                  value={column.title}
                  maxLength={200}
                  onChange={(event) => change(index, { title: event.target.value })}
                />
              </td>
              <td>
                <select
                  aria-label={t`Format of column ${index + 1}`}
                  value={column.format.kind}
                  onChange={(event) =>
                    change(index, { format: formatOf(event.target.value as FormatKind, column.format) })
                  }
                >
                  <option value="text">{t`Text`}</option>
                  <option value="number">{t`Number`}</option>
                  <option value="date">{t`Date`}</option>
                </select>
              </td>
              <td>
                {column.format.kind === 'number' ? (
                  <input
                    type="number"
                    className="report-grid__narrow"
                    aria-label={t`Decimals of column ${index + 1}`}
                    min={0}
                    max={10}
                    value={column.format.decimals}
                    onChange={(event) =>
                      change(index, { format: { kind: 'number', decimals: Number(event.target.value) } })
                    }
                  />
                ) : column.format.kind === 'date' ? (
                  <label className="report-grid__check">
                    <input
                      type="checkbox"
                      checked={column.format.withTime === true}
                      onChange={(event) =>
                        change(index, { format: { kind: 'date', withTime: event.target.checked } })
                      }
                    />
                    <Trans>With time</Trans>
                  </label>
                ) : null}
              </td>
              <td>
                <input
                  type="number"
                  className="report-grid__narrow"
                  aria-label={t`Width of column ${index + 1}`}
                  min={2}
                  max={100}
                  value={column.width}
                  onChange={(event) => change(index, { width: Number(event.target.value) })}
                />
              </td>
              <td>
                <input
                  aria-label={t`Formula of column ${index + 1}`}
                  className="report-grid__code"
                  value={column.formula ?? ''}
                  maxLength={500}
                  placeholder={t`from the query`}
                  onChange={(event) => {
                    const formula = event.target.value
                    const { formula: _dropped, ...rest } = column
                    const next = formula === '' ? rest : { ...rest, formula }
                    onChange(columns.map((other, at) => (at === index ? next : other)))
                  }}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t`Sum column ${index + 1}`}
                  checked={column.sum === true}
                  onChange={(event) => change(index, { sum: event.target.checked })}
                />
              </td>
              <td className="report-grid__actions">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t`Move column ${index + 1} earlier`}
                >
                  <icons.ArrowUpIcon size={14} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === columns.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t`Move column ${index + 1} later`}
                >
                  <icons.ArrowDownIcon size={14} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(columns.filter((_, at) => at !== index))}
                  aria-label={t`Remove column ${index + 1}`}
                >
                  <icons.CloseIcon size={14} />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        size="sm"
        icon={<icons.PlusIcon size={14} />}
        onClick={addFormula}
        data-testid="report-add-formula"
      >
        <Trans>Add a formula column</Trans>
      </Button>
      <p className="admin-muted">
        <Trans>A formula uses the row's fields by name, e.g. qty * price or Math.round(amount / 1000).</Trans>
      </p>
    </div>
  )
}
