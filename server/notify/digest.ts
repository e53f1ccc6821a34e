import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const TITLE = {
  'en-us': (count: number, name: string) => `${count} more notifications: ${name}`,
  'zh-cn': (count: number, name: string) => `另有 ${count} 条通知：${name}`,
} as const

const MAX_LINES = 50

/**
 * Collapses the sends held by a flood setting into one digest per type, channel and receiver, once their
 * minute is over: the digest lists their titles; the held rows are kept in the log as "digested", pointing
 * at it. Answers how many digests were queued.
 */
export async function flushDigests(
  db: Kysely<Database>,
  minuteMs: number,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / minuteMs) * minuteMs).toISOString()
  const held = await db
    .selectFrom('notificationOutbox')
    .selectAll()
    .where('status', '=', 'held')
    .where('createdAt', '<', windowStart)
    .orderBy('outboxId')
    .limit(20_000)
    .execute()
  if (held.length === 0) return 0
  const groups = new Map<string, typeof held>()
  for (const row of held) {
    const key = `${row.typeId} ${row.channel} ${row.receiverKey}`
    const group = groups.get(key) ?? []
    group.push(row)
    groups.set(key, group)
  }
  const at = now.toISOString()
  await db.transaction().execute(async (trx) => {
    for (const group of groups.values()) {
      const first = group[0]
      if (!first) continue
      const language = first.language === 'zh-cn' ? 'zh-cn' : 'en-us'
      const lines = group.slice(0, MAX_LINES).map((row) => `- ${row.title}`)
      if (group.length > MAX_LINES) lines.push(`… (${group.length - MAX_LINES})`)
      const digest = await trx
        .insertInto('notificationOutbox')
        .values({
          typeId: first.typeId,
          typeName: first.typeName,
          event: first.event,
          eventKey: `digest:${first.typeId}:${first.outboxId}`,
          channel: first.channel,
          userId: first.userId,
          receiverKey: first.receiverKey,
          receiver: first.receiver,
          address: first.address,
          language,
          title: TITLE[language](group.length, first.typeName),
          content: lines.join('\n'),
          link: first.link,
          target: first.target,
          status: 'pending',
          nextAttemptAt: at,
          createdAt: at,
        })
        .onConflict((oc) => oc.columns(['eventKey', 'channel', 'receiverKey']).doNothing())
        .returning('outboxId')
        .executeTakeFirst()
      if (!digest) continue
      await trx
        .updateTable('notificationOutbox')
        .set({ status: 'digested', digestId: digest.outboxId })
        .where(
          'outboxId',
          'in',
          group.map((row) => row.outboxId),
        )
        .where('status', '=', 'held')
        .execute()
    }
  })
  return groups.size
}
