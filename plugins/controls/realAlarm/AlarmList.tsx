import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import { formatDateTime, formatRecent } from '../../shared/time.ts'
import type { AlarmRow } from '../../shared/viewContract.ts'
import { AlarmStatus } from './AlarmStatus.tsx'
import { alarmColour, formatAlarmValue, limitText } from './alarmRows.ts'

interface Props {
  rows: readonly AlarmRow[]
  selected: ReadonlySet<string>
  selectable: boolean
  onToggle(id: string): void
  onToggleAll(): void
  /** The acknowledge buttons, placed in the bar above the list beside "select all". */
  actions: ReactNode
}

/**
 * The alarms of a narrow widget (a phone page) as a list: each alarm on two lines, its name and time
 * above, its object, value and limit below, then who acknowledged it. A table that narrow would squeeze
 * the alarm's name out or scroll sideways, which operators on a phone cannot read at a glance.
 */
export function AlarmList({ rows, selected, selectable, onToggle, onToggleAll, actions }: Props) {
  const { t } = useLingui()
  const open = rows.filter((row) => !row.acknowledged)
  const allChosen = open.length > 0 && open.every((row) => selected.has(row.id))
  return (
    <>
      <div className="gx-alarms__bar">
        <label className="gx-alarms__all">
          <input
            type="checkbox"
            aria-label={t`Select all unacknowledged alarms`}
            checked={allChosen}
            disabled={!selectable || open.length === 0}
            onChange={onToggleAll}
          />
          {t`All`}
        </label>
        {actions}
      </div>
      <ul className="gx-alarms__list" aria-label={t`Current alarms`}>
        {rows.map((row) => {
          const style = { '--gx-alarm': alarmColour(row) } as CSSProperties
          const state = row.acknowledged ? 'acknowledged' : 'active'
          const { showName, objName, priority } = row
          return (
            <li
              key={row.id}
              className={`gx-alarms__item gx-alarms__row--${state}`}
              style={style}
              data-alarm-id={row.id}
            >
              <input
                type="checkbox"
                aria-label={t`Select alarm ${showName} of ${objName}`}
                checked={selected.has(row.id)}
                disabled={!selectable || row.acknowledged}
                onChange={() => onToggle(row.id)}
              />
              {/* The badge says "Priority 2" to screen readers, as the table's column header does. */}
              <span className="gx-alarms__priority" title={t`Priority ${priority}`}>
                <span className="gx-alarms__sr">{t`Priority`} </span>
                {priority}
              </span>
              <div className="gx-alarms__item-text">
                <div className="gx-alarms__item-line">
                  <span className="gx-alarms__name" title={row.showName}>
                    {row.showName || row.propName}
                  </span>
                  <span className="gx-alarms__time" title={formatDateTime(row.time)}>
                    {formatRecent(row.time)}
                  </span>
                </div>
                <div className="gx-alarms__item-line gx-alarms__item-detail">
                  <span title={`${row.objName}.${row.propName}`}>{row.objName}</span>
                  <span className="gx-alarms__item-value">
                    {formatAlarmValue(row.value)} ({limitText(row)})
                  </span>
                </div>
                <div className="gx-alarms__status">
                  <AlarmStatus row={row} clock={formatRecent} />
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
