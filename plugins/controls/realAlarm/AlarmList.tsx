import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import { formatDateTime, formatRecent } from '../../shared/time.ts'
import type { AlarmRow } from '../../shared/viewContract.ts'
import { SelectAlarmBox, SelectAllBox } from './AlarmSelect.tsx'
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
  return (
    <>
      <div className="gx-alarms__bar">
        <SelectAllBox
          rows={rows}
          selected={selected}
          selectable={selectable}
          onToggleAll={onToggleAll}
          label={t`All`}
        />
        {actions}
      </div>
      <ul className="gx-alarms__list" aria-label={t`Current alarms`}>
        {rows.map((row) => {
          const style = { '--gx-alarm': alarmColour(row) } as CSSProperties
          const state = row.acknowledged ? 'acknowledged' : 'active'
          const { priority } = row
          return (
            <li
              key={row.id}
              className={`gx-alarms__item gx-alarms__row--${state}`}
              style={style}
              data-alarm-id={row.id}
            >
              <SelectAlarmBox row={row} selected={selected} selectable={selectable} onToggle={onToggle} />
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
