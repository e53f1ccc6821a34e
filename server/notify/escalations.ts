import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { NotifyRequest } from './types.ts'

/**
 * Escalations that are due: an alarm still not acknowledged gets its type's escalation receivers
 * (event `alarm.unacknowledged`); an acknowledged one is dropped. The requests are enqueued by the
 * caller BEFORE `markDone`, so a crash in between sends at most once (unique event key) rather than never.
 */
export async function dueEscalations(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ requests: NotifyRequest[]; done: number[]; cancelled: number[] }> {
  const due = await db
    .selectFrom('notificationEscalations')
    .selectAll()
    .where('status', '=', 'waiting')
    .where('dueAt', '<=', now.toISOString())
    .orderBy('escalationId')
    .limit(500)
    .execute()
  if (due.length === 0) return { requests: [], done: [], cancelled: [] }
  const alarms = await db
    .selectFrom('alarms')
    .select(['alarmId', 'isConfirm'])
    .where(
      'alarmId',
      'in',
      due.map((row) => row.alarmId),
    )
    .execute()
  const confirmed = new Set(alarms.filter((a) => a.isConfirm === 1).map((a) => a.alarmId))
  const requests: NotifyRequest[] = []
  const done: number[] = []
  const cancelled: number[] = []
  for (const row of due) {
    if (confirmed.has(row.alarmId)) {
      cancelled.push(row.escalationId)
      continue
    }
    const original = JSON.parse(row.data) as NotifyRequest
    requests.push({
      ...original,
      event: 'alarm.unacknowledged',
      key: `alarm:${row.alarmId}:escalated`,
      typeId: row.typeId,
      escalated: true,
    })
    done.push(row.escalationId)
  }
  return { requests, done, cancelled }
}

export async function markEscalations(db: Kysely<Database>, done: number[], cancelled: number[]) {
  if (done.length > 0)
    await db
      .updateTable('notificationEscalations')
      .set({ status: 'sent' })
      .where('escalationId', 'in', done)
      .execute()
  if (cancelled.length > 0)
    await db
      .updateTable('notificationEscalations')
      .set({ status: 'cancelled' })
      .where('escalationId', 'in', cancelled)
      .execute()
}
