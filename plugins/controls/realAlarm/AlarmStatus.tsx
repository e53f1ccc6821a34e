import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../shared/time.ts'
import type { AlarmRow } from '../../shared/viewContract.ts'

/**
 * An alarm's state as the table's status cell and the phone list show it: a coloured dot while it is
 * unacknowledged; once acknowledged, who did it and when (`clock` formats that time; the tooltip has it
 * in full, and screen readers hear "Acknowledged by").
 */
export function AlarmStatus({ row, clock }: { row: AlarmRow; clock(ms: number): string }) {
  const { t } = useLingui()
  if (!row.acknowledged) return <span className="gx-alarms__unack">{t`Unacknowledged`}</span>
  const ackUser = row.ackUser ?? '—'
  const ackTime = formatDateTime(row.ackTime)
  return (
    <span title={t`Acknowledged by ${ackUser} at ${ackTime}`}>
      <span className="gx-alarms__ack-mark" aria-hidden="true">
        ✓
      </span>
      <span className="gx-alarms__sr">{t`Acknowledged by`} </span>
      {ackUser}
      <span className="gx-alarms__ack-time">{clock(row.ackTime ?? 0)}</span>
    </span>
  )
}
