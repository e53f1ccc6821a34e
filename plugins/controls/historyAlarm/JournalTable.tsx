import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { formatDateTime } from '../../shared/time.ts'
import type { AlarmHistoryRow } from '../../shared/viewContract.ts'

const SIGNS: Record<string, string> = { gt: '>', ge: '≥', lt: '<', le: '≤' }

/** The journal rows: priority colour, when, what, the state, and who acknowledged when. */
export function JournalTable({ rows }: { rows: readonly AlarmHistoryRow[] }) {
  const { t } = useLingui()
  const clearedText = (ms: number | null) => {
    const at = formatDateTime(ms)
    return t`Cleared ${at}`
  }
  return (
    <table className="gx-journal__table">
      <thead>
        <tr>
          <th scope="col" className="gx-journal__col-priority">{t`Priority`}</th>
          <th scope="col" className="gx-journal__col-time">{t`Alarm time`}</th>
          <th scope="col">{t`Object`}</th>
          <th scope="col">{t`Alarm`}</th>
          <th scope="col" className="gx-journal__num">{t`Value`}</th>
          <th scope="col" className="gx-journal__num">{t`Limit`}</th>
          <th scope="col">{t`State`}</th>
          <th scope="col">{t`Acknowledged by`}</th>
          <th scope="col" className="gx-journal__col-time">{t`Acknowledged at`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-alarm-id={row.id}
            className={row.acknowledged ? 'gx-journal__row' : 'gx-journal__row gx-journal__row--open'}
            style={{ '--gx-alarm': row.colour || '#8a94a3' } as CSSProperties}
          >
            <td>
              <span className="gx-journal__priority">{row.priority}</span>
            </td>
            <td>{formatDateTime(row.time)}</td>
            <td title={`${row.objName}.${row.propName}`}>{row.objName}</td>
            <td title={row.showName}>{row.showName || row.propName}</td>
            <td className="gx-journal__num">{row.value ?? '—'}</td>
            <td className="gx-journal__num">{`${SIGNS[row.alertType] ?? ''} ${row.limitValue}`}</td>
            <td>
              {row.cleared ? (
                <span>{clearedText(row.clearTime)}</span>
              ) : (
                <strong className="gx-journal__active">{t`Active`}</strong>
              )}
            </td>
            <td>{row.acknowledged ? row.ackUser || '—' : t`Not acknowledged`}</td>
            <td>{row.acknowledged ? formatDateTime(row.ackTime) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
