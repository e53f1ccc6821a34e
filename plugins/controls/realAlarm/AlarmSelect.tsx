import { useLingui } from '@lingui/react/macro'
import type { AlarmRow } from '../../shared/viewContract.ts'

/** The selection both alarm layouts (table and phone list) share. */
interface Selection {
  selected: ReadonlySet<string>
  /** False while an acknowledgement is running or the widget is read-only. */
  selectable: boolean
}

/**
 * "Select all unacknowledged alarms": the table's header box, and with a visible `label` the phone
 * list's bar box.
 */
export function SelectAllBox({
  rows,
  selected,
  selectable,
  onToggleAll,
  label,
}: Selection & { rows: readonly AlarmRow[]; onToggleAll(): void; label?: string }) {
  const { t } = useLingui()
  const open = rows.filter((row) => !row.acknowledged)
  const box = {
    'aria-label': t`Select all unacknowledged alarms`,
    checked: open.length > 0 && open.every((row) => selected.has(row.id)),
    disabled: !selectable || open.length === 0,
    onChange: onToggleAll,
  }
  if (label === undefined) return <input type="checkbox" {...box} />
  return (
    <label className="gx-alarms__all">
      <input type="checkbox" {...box} />
      {label}
    </label>
  )
}

/** One alarm's selection box; an acknowledged alarm cannot be chosen. */
export function SelectAlarmBox({
  row,
  selected,
  selectable,
  onToggle,
}: Selection & { row: AlarmRow; onToggle(id: string): void }) {
  const { t } = useLingui()
  const { showName, objName } = row
  return (
    <input
      type="checkbox"
      aria-label={t`Select alarm ${showName} of ${objName}`}
      checked={selected.has(row.id)}
      disabled={!selectable || row.acknowledged}
      onChange={() => onToggle(row.id)}
    />
  )
}
