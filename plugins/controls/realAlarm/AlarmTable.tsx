import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { formatClock, formatDate, formatDateTime } from '../../shared/time.ts'
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
}

/** The alarm rows: a priority bar and tint per row, bold while unacknowledged, who and when once acknowledged. */
export function AlarmTable({ rows, selected, selectable, onToggle, onToggleAll }: Props) {
  const { t } = useLingui()
  return (
    <table className="gx-alarms__table">
      {/*
       * Fixed columns for what has a known width; object and alarm share the rest, the alarm more. A
       * narrow widget drops the limit, the value and the date (realAlarm.css), never the object or alarm.
       */}
      <colgroup>
        <col className="gx-alarms__col-check" />
        <col className="gx-alarms__col-priority" />
        <col className="gx-alarms__col-time" />
        <col className="gx-alarms__col-object" />
        <col />
        <col className="gx-alarms__col-value" />
        <col className="gx-alarms__col-limit" />
        <col className="gx-alarms__col-status" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <SelectAllBox rows={rows} selected={selected} selectable={selectable} onToggleAll={onToggleAll} />
          </th>
          <th scope="col" className="gx-alarms__priority-head">
            {t`Priority`}
          </th>
          <th scope="col">{t`Time`}</th>
          <th scope="col">{t`Object`}</th>
          <th scope="col">{t`Alarm`}</th>
          <th scope="col" className="gx-alarms__num gx-alarms__value">{t`Value`}</th>
          <th scope="col" className="gx-alarms__num gx-alarms__limit">{t`Limit`}</th>
          <th scope="col">{t`Status`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const colour = alarmColour(row)
          const style = { '--gx-alarm': colour } as CSSProperties
          const state = row.acknowledged ? 'acknowledged' : 'active'
          return (
            <tr
              key={row.id}
              className={`gx-alarms__row gx-alarms__row--${state}`}
              style={style}
              data-alarm-id={row.id}
            >
              <td>
                <SelectAlarmBox row={row} selected={selected} selectable={selectable} onToggle={onToggle} />
              </td>
              <td>
                <span className="gx-alarms__priority">{row.priority}</span>
              </td>
              <td className="gx-alarms__time" title={formatDateTime(row.time)}>
                <span className="gx-alarms__date">{formatDate(row.time)} </span>
                {formatClock(row.time)}
              </td>
              <td title={`${row.objName}.${row.propName}`}>{row.objName}</td>
              <td className="gx-alarms__name" title={row.showName}>
                {row.showName || row.propName}
              </td>
              <td className="gx-alarms__num gx-alarms__value">{formatAlarmValue(row.value)}</td>
              <td className="gx-alarms__num gx-alarms__limit">{limitText(row)}</td>
              <td className="gx-alarms__status">
                <AlarmStatus row={row} clock={formatClock} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
