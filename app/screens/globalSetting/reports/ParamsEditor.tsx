import { Trans, useLingui } from '@lingui/react/macro'
import { PARAM_TYPES, type ParamType, type ReportParam } from '../../../../engine/reports/definition'

interface Props {
  params: ReportParam[]
  onChange: (params: ReportParam[]) => void
}

/** The SQL's parameters: their labels, types, defaults and whether a run needs a value. */
export function ParamsEditor({ params, onChange }: Props) {
  const { t } = useLingui()
  const typeNames: Record<ParamType, string> = { text: t`Text`, number: t`Number`, date: t`Date` }
  const change = (index: number, patch: Partial<ReportParam>) =>
    onChange(params.map((param, at) => (at === index ? { ...param, ...patch } : param)))
  if (params.length === 0)
    return (
      <p className="admin-muted">
        <Trans>The SQL has no parameters. Write :from, :to or :area in it to add some.</Trans>
      </p>
    )
  return (
    <table className="report-grid" data-testid="report-params">
      <thead>
        <tr>
          <th>
            <Trans>Parameter</Trans>
          </th>
          <th>
            <Trans>Label</Trans>
          </th>
          <th>
            <Trans>Type</Trans>
          </th>
          <th>
            <Trans>Default</Trans>
          </th>
          <th>
            <Trans>Required</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {params.map((param, index) => (
          <tr key={param.name}>
            <td>
              <code>:{param.name}</code>
            </td>
            <td>
              <input
                aria-label={t`Label of :${param.name}`}
                value={param.label}
                maxLength={100}
                onChange={(event) => change(index, { label: event.target.value })}
              />
            </td>
            <td>
              <select
                aria-label={t`Type of :${param.name}`}
                value={param.type}
                onChange={(event) => change(index, { type: event.target.value as ParamType })}
              >
                {PARAM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeNames[type]}
                  </option>
                ))}
              </select>
            </td>
            <td>
              <input
                aria-label={t`Default of :${param.name}`}
                value={
                  param.defaultValue === null || param.defaultValue === undefined
                    ? ''
                    : String(param.defaultValue)
                }
                maxLength={1000}
                placeholder={param.type === 'date' ? '2026-01-31' : ''}
                onChange={(event) =>
                  change(index, { defaultValue: event.target.value === '' ? null : event.target.value })
                }
              />
            </td>
            <td>
              <input
                type="checkbox"
                aria-label={t`:${param.name} is required`}
                checked={param.required === true}
                onChange={(event) => change(index, { required: event.target.checked })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
