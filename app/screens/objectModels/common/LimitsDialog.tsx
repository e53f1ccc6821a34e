import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { groupAlarmLimits } from '../../../../engine/rules/alarmLimits'
import { type HttpResult, requestJson } from '../../../shell/http'
import {
  AlarmLimitReview,
  Button,
  IconButton,
  InlineNotice,
  icons,
  Modal,
  useAlarmLimitReview,
} from '../../../ui'
import type { AlertLimit, AlertType } from './modelApi'

const TYPES: AlertType[] = ['gt', 'ge', 'lt', 'le']
const PRIORITY_COLORS = ['#d32f2f', '#f57c00', '#fbc02d', '#1976d2']

/** A row as typed: numbers stay text until saved, so the grouping rule can say what does not read. */
interface Draft {
  name: string
  showName: string
  alertType: AlertType
  limitValue: string
  deadband: string
  /** The workflow process an alarm of this limit starts (alarm → to-do loop); empty for none. */
  processName: string
  priority: number
  color: string
  enabled: boolean
}

const toDraft = (limit: AlertLimit): Draft => ({
  name: limit.name,
  showName: limit.showName,
  alertType: limit.alertType,
  limitValue: String(limit.limitValue),
  deadband: String(limit.deadband ?? 0),
  processName: limit.processName ?? '',
  priority: limit.priority,
  color: limit.color || PRIORITY_COLORS[limit.priority - 1] || PRIORITY_COLORS[0] || '#d32f2f',
  enabled: limit.enabled,
})

interface Props {
  propName: string
  unit: string
  limits: AlertLimit[]
  onSubmit(limits: AlertLimit[]): Promise<HttpResult<unknown> | null>
  onClose(): void
}

/**
 * The alarm limits of one numeric property (gt/ge/lt/le, limit, deadband, priority and its colour,
 * enabled). The engine's grouping rule runs as the user types: which entries it drops and why, and the
 * order the alarm engine checks the kept ones in.
 */
export function LimitsDialog({ propName, unit, limits, onSubmit, onClose }: Props) {
  const { t } = useLingui()
  const [rows, setRows] = useState<Draft[]>(() => limits.map(toDraft))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const entries = useMemo(() => rows.map((row) => ({ ...row, limitValue: row.limitValue })), [rows])
  const review = useAlarmLimitReview(entries)
  const grouped = useMemo(() => groupAlarmLimits(review.kept as never), [review.kept])
  const processes = usePublishedProcesses()

  const update = (index: number, patch: Partial<Draft>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)))
    setError(null)
  }

  function add() {
    const n = rows.length + 1
    setRows((current) => [
      ...current,
      {
        name: `limit${n}`,
        showName: '',
        alertType: 'gt',
        limitValue: '',
        deadband: '0',
        processName: '',
        priority: 1,
        color: PRIORITY_COLORS[0] ?? '#d32f2f',
        enabled: true,
      },
    ])
  }

  async function save() {
    setSaving(true)
    const result = await onSubmit(
      rows.map((row) => ({
        name: row.name,
        showName: row.showName,
        alertType: row.alertType,
        limitValue: row.limitValue.trim() === '' ? Number.NaN : Number(row.limitValue),
        deadband: row.deadband.trim() === '' ? 0 : Number(row.deadband),
        processName: row.processName,
        priority: row.priority,
        color: row.color,
        enabled: row.enabled,
      })),
    )
    setSaving(false)
    if (result && !result.ok) setError(result.message)
  }

  const describe = (list: { name: string; alertType: string; limitValue: number }[]) =>
    list.map((limit) => `${limit.name} ${limit.alertType} ${limit.limitValue}${unit}`).join(' → ')

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Alarm limits of ${propName}`}
      width={1120}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="limits-save">
            <Trans>Save limits</Trans>
          </Button>
        </>
      }
    >
      <div className="model-form" data-testid="limits-dialog">
        {error ? <InlineNotice tone="error" title={error} /> : null}
        <table className="prop-table limit-table">
          <thead>
            <tr>
              <th>{t`Name`}</th>
              <th>{t`Display name`}</th>
              <th>{t`Comparison`}</th>
              <th>{t`Limit`}</th>
              <th>{t`Deadband`}</th>
              <th>{t`Priority`}</th>
              <th>{t`Colour`}</th>
              <th>{t`Process`}</th>
              <th>{t`Enabled`}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; names are being typed
              <tr key={index}>
                <td>
                  <input
                    className="field__input"
                    aria-label={t`Name`}
                    value={row.name}
                    onChange={(e) => update(index, { name: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="field__input"
                    aria-label={t`Display name`}
                    value={row.showName}
                    onChange={(e) => update(index, { showName: e.target.value })}
                  />
                </td>
                <td>
                  <select
                    className="field__input"
                    aria-label={t`Comparison`}
                    value={row.alertType}
                    onChange={(e) => update(index, { alertType: e.target.value as AlertType })}
                  >
                    {TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="field__input"
                    aria-label={t`Limit`}
                    inputMode="decimal"
                    value={row.limitValue}
                    onChange={(e) => update(index, { limitValue: e.target.value })}
                    data-testid="limit-value"
                  />
                </td>
                <td>
                  <input
                    className="field__input"
                    aria-label={t`Deadband`}
                    inputMode="decimal"
                    value={row.deadband}
                    onChange={(e) => update(index, { deadband: e.target.value })}
                  />
                </td>
                <td>
                  <select
                    className="field__input"
                    aria-label={t`Priority`}
                    value={row.priority}
                    onChange={(e) => {
                      const priority = Number(e.target.value)
                      update(index, { priority, color: PRIORITY_COLORS[priority - 1] ?? row.color })
                    }}
                  >
                    {[1, 2, 3, 4].map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="color"
                    aria-label={t`Colour`}
                    value={row.color}
                    onChange={(e) => update(index, { color: e.target.value })}
                  />
                </td>
                <td>
                  <select
                    aria-label={t`Process`}
                    title={t`The workflow process an alarm of this limit starts`}
                    value={row.processName}
                    onChange={(e) => update(index, { processName: e.target.value })}
                    className="field__input limit-process"
                    data-testid="limit-process"
                  >
                    <option value="">{t`None`}</option>
                    {/* A name no longer published stays shown, so opening and saving changes nothing by itself. */}
                    {[...new Set([...processes, ...(row.processName ? [row.processName] : [])])].map(
                      (name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ),
                    )}
                  </select>
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t`Enabled`}
                    checked={row.enabled}
                    onChange={(e) => update(index, { enabled: e.target.checked })}
                  />
                </td>
                <td>
                  <IconButton
                    label={t`Remove limit ${row.name}`}
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    <icons.TrashIcon size={15} />
                  </IconButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <Button size="sm" icon={<icons.PlusIcon size={14} />} onClick={add} data-testid="limit-add">
            <Trans>Add limit</Trans>
          </Button>
        </div>
        <AlarmLimitReview dropped={review.dropped} />
        <div className="admin-muted" data-testid="limit-order">
          {grouped.greater.length > 0 ? (
            <p>
              <Trans>Checked high to low: {describe([...grouped.greater].reverse())}</Trans>
            </p>
          ) : null}
          {grouped.less.length > 0 ? (
            <p>
              <Trans>Checked low to high: {describe(grouped.less)}</Trans>
            </p>
          ) : null}
        </div>
      </div>
    </Modal>
  )
}

/** The names of the published workflow processes, which a limit may start when its alarm is raised. */
function usePublishedProcesses(): string[] {
  const [names, setNames] = useState<string[]>([])
  useEffect(() => {
    let live = true
    void requestJson<{ list: { diagramName: string }[] }>('GET', '/api/flow/published', undefined, {
      suppressNotice: true,
    }).then((result) => {
      if (live && result.ok) setNames([...new Set(result.data.list.map((row) => row.diagramName))])
    })
    return () => {
      live = false
    }
  }, [])
  return names
}
