import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type Language, languageOf } from '../http/language.ts'
import { afterQuietHours } from './quietHours.ts'
import { type AreaObjects, type OrgMembers, usersOf } from './receivers.ts'
import type { NotificationOutboxTable } from './tables.ts'
import { render, templateFor } from './templates.ts'
import { parseTypeConfig } from './typeConfig.ts'
import type { Channel, NotifyRequest, TypeConfig } from './types.ts'

export interface LoadedType {
  typeId: number
  name: string
  event: string
  enabled: boolean
  config: TypeConfig
}

export async function loadTypes(db: Kysely<Database>): Promise<LoadedType[]> {
  const rows = await db.selectFrom('notificationTypes').selectAll().execute()
  return rows.map((row) => ({
    typeId: row.typeId,
    name: row.name,
    event: row.event,
    enabled: row.enabled === 1,
    config: parseTypeConfig(row.config),
  }))
}

interface Receiver {
  userId: number
  username: string
  realName: string
  email: string
  language: Language
  muted: boolean
  channels: Channel[] | null
}

async function receiversOf(db: Kysely<Database>, userIds: number[], typeId: number): Promise<Receiver[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .selectFrom('users')
    .leftJoin('notificationUserPrefs as p', 'p.userId', 'users.userId')
    .leftJoin('notificationUserSettings as s', (join) =>
      join.onRef('s.userId', '=', 'users.userId').on('s.typeId', '=', typeId),
    )
    .select([
      'users.userId',
      'users.username',
      'users.realName',
      'users.email',
      'p.language',
      's.muted',
      's.channels',
    ])
    .where('users.userId', 'in', userIds)
    .execute()
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    email: row.email,
    language: languageOf(row.language ?? undefined),
    muted: row.muted === 1,
    channels: row.channels ? (JSON.parse(row.channels) as Channel[]) : null,
  }))
}

const ROWS_PER_STATEMENT = 200

/** Local "YYYY-MM-DD HH:mm:ss" of an ISO time, for templates. */
export function localTime(iso: string | number | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return String(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
}

/**
 * Turns notification requests into outbox rows, in one transaction: for every enabled type of the event
 * (alarm filters applied), every receiver (the type's, or its escalation's, plus those the caller names)
 * and every channel the type sends through and the receiver keeps: the template rendered in the
 * receiver's language. Quiet hours delay email and IM; beyond a type's flood setting a row is held for the
 * minute's digest. Enqueuing an occurrence twice adds nothing (unique event key, channel and receiver).
 * Answers how many rows were added.
 */
export async function enqueue(
  db: Kysely<Database>,
  requests: readonly NotifyRequest[],
  types: readonly LoadedType[],
  options: {
    minuteMs: number
    orgMembers: OrgMembers | null
    areaObjects?: AreaObjects | null
    now?: Date
  },
): Promise<number> {
  const now = options.now ?? new Date()
  const at = now.toISOString()
  const rows: Insertable<NotificationOutboxTable>[] = []
  const escalations: { typeId: number; alarmId: number; dueAt: string; data: string; createdAt: string }[] =
    []
  const usersCache = new Map<string, number[]>()
  const areaCache = new Map<number, Set<string>>()
  // An alarm's object notifies when the type names it or one of its areas holds it (neither set: all).
  const objectWanted = async (type: LoadedType, objName: string): Promise<boolean> => {
    const { objNames, areas } = type.config
    if (objNames.length === 0 && areas.length === 0) return true
    if (objNames.includes(objName)) return true
    if (areas.length === 0 || !options.areaObjects) return false
    let inAreas = areaCache.get(type.typeId)
    if (!inAreas) {
      inAreas = (await options.areaObjects(db, areas)).objects
      areaCache.set(type.typeId, inAreas)
    }
    return inAreas.has(objName)
  }
  for (const request of requests) {
    const candidates =
      request.typeId !== undefined
        ? types.filter((type) => type.typeId === request.typeId)
        : types.filter((type) => type.enabled && type.event === request.event)
    for (const type of candidates) {
      const config = type.config
      if (
        request.priority !== undefined &&
        config.priorities.length > 0 &&
        !config.priorities.includes(request.priority)
      )
        continue
      if (request.objName !== undefined && !(await objectWanted(type, request.objName))) continue
      const list = request.escalated ? config.escalation?.receivers : config.receivers
      if (!list) continue
      const cacheKey = `${type.typeId}:${request.escalated ? 'e' : 'r'}`
      let ids = usersCache.get(cacheKey)
      if (!ids) {
        ids = await usersOf(db, list, options.orgMembers)
        usersCache.set(cacheKey, ids)
      }
      const userIds = [...new Set([...ids, ...(request.userIds ?? [])])]
      const receivers = await receiversOf(db, userIds, type.typeId)
      const eventKey = `${request.key}:t${type.typeId}`
      const templates = request.escalated ? {} : config.templates
      const base = {
        typeId: type.typeId,
        typeName: type.name,
        event: request.event,
        eventKey,
        createdAt: at,
        attempts: 0,
        link: String(request.data.link ?? ''),
        // Every row names every column: a multi-row insert on SQLite fills a missing one with NULL.
        target: '{}',
        lastError: '',
      }
      const quietUntil = afterQuietHours(now, config.quietHours).toISOString()
      for (const channel of config.channels) {
        if (channel === 'im') {
          if (!config.webhook) continue
          const language: Language = config.webhook.kind === 'generic' ? 'en-us' : 'zh-cn'
          const template = templateFor(templates, request.event, 'im', language)
          rows.push({
            ...base,
            channel,
            userId: null,
            receiverKey: 'im',
            receiver: config.webhook.kind,
            address: config.webhook.url,
            language,
            title: render(template.title, request.data),
            content: render(template.content, request.data),
            target: JSON.stringify(config.webhook),
            status: 'pending',
            nextAttemptAt: quietUntil,
          })
          continue
        }
        for (const receiver of receivers) {
          if (config.personal && receiver.muted) continue
          if (config.personal && receiver.channels && !receiver.channels.includes(channel)) continue
          const template = templateFor(templates, request.event, channel, receiver.language)
          const noAddress = channel === 'email' && receiver.email.trim() === ''
          rows.push({
            ...base,
            // An email's attachment rides in its target (webhook rows keep theirs there too).
            ...(channel === 'email' && request.attachment
              ? { target: JSON.stringify({ attachment: request.attachment }) }
              : {}),
            channel,
            userId: receiver.userId,
            receiverKey: `u${receiver.userId}`,
            receiver: receiver.realName ? `${receiver.realName} (${receiver.username})` : receiver.username,
            address: channel === 'email' ? receiver.email : '',
            language: receiver.language,
            title: render(template.title, request.data),
            content: render(template.content, request.data),
            status: noAddress ? 'failed' : 'pending',
            lastError: noAddress ? 'The user has no email address' : '',
            nextAttemptAt: channel === 'site' ? at : quietUntil,
          })
        }
      }
      if (
        type.event === 'alarm.raised' &&
        config.escalation &&
        !request.escalated &&
        request.alarmId !== undefined
      ) {
        escalations.push({
          typeId: type.typeId,
          alarmId: request.alarmId,
          dueAt: new Date(now.getTime() + config.escalation.afterMinutes * options.minuteMs).toISOString(),
          data: JSON.stringify(request),
          createdAt: at,
        })
      }
    }
  }
  if (rows.length === 0 && escalations.length === 0) return 0
  await holdFloods(db, rows, types, now, options.minuteMs)
  return db.transaction().execute(async (trx) => {
    let added = 0
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const result = await trx
        .insertInto('notificationOutbox')
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .onConflict((oc) => oc.columns(['eventKey', 'channel', 'receiverKey']).doNothing())
        .executeTakeFirst()
      added += Number(result.numInsertedOrUpdatedRows ?? 0)
    }
    if (escalations.length > 0) {
      await trx
        .insertInto('notificationEscalations')
        .values(escalations)
        .onConflict((oc) => oc.columns(['typeId', 'alarmId']).doNothing())
        .execute()
    }
    return added
  })
}

/**
 * The flood setting: a receiver (per type and channel) who has had `digestPerMinute` sends in the current
 * minute gets the rest held for one digest at the minute's end (digest.ts).
 */
async function holdFloods(
  db: Kysely<Database>,
  rows: Insertable<NotificationOutboxTable>[],
  types: readonly LoadedType[],
  now: Date,
  minuteMs: number,
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / minuteMs) * minuteMs).toISOString()
  for (const type of types) {
    const limit = type.config.digestPerMinute
    if (!limit) continue
    const mine = rows.filter((row) => row.typeId === type.typeId && row.status === 'pending')
    if (mine.length === 0) continue
    const counted = await db
      .selectFrom('notificationOutbox')
      .select(['channel', 'receiverKey', db.fn.countAll<number | string>().as('sent')])
      .where('typeId', '=', type.typeId)
      .where('createdAt', '>=', windowStart)
      .where('status', '!=', 'digested')
      .groupBy(['channel', 'receiverKey'])
      .execute()
    const counts = new Map(counted.map((row) => [`${row.channel} ${row.receiverKey}`, Number(row.sent)]))
    for (const row of mine) {
      const key = `${row.channel} ${row.receiverKey}`
      const sent = counts.get(key) ?? 0
      if (sent >= limit) row.status = 'held'
      counts.set(key, sent + 1)
    }
  }
}
