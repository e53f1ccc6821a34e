import { type Kysely, type SelectQueryBuilder, sql } from 'kysely'
import type { DataAccess } from '../../../engine/rules/dataAccess.ts'
import '../../alarms/tables.ts'
import { withValues } from '../../../engine/messages.ts'
import { type AlarmRecord, recordOf } from '../../alarms/types.ts'
import type { Database } from '../../db/schema.ts'
import { badRequest } from '../../http/httpError.ts'
import { containsPattern, fetchPage, type Page } from '../../http/paging.ts'
import { OPERATIONS_MESSAGES } from '../operationsMessages.ts'
import type { AlarmFilters } from './schema.ts'

type AlarmQuery = SelectQueryBuilder<Database, 'alarms', object>

/** Object names of `objName` and `objNames` (repeated or comma-separated); empty means all objects. */
function objectNames(filters: AlarmFilters): string[] {
  return [filters.objName ?? '', ...(filters.objNames ?? [])]
    .flatMap((names) => names.split(','))
    .map((name) => name.trim())
    .filter(Boolean)
}

/** An ISO time or epoch milliseconds, as ISO text (alarm times are stored as ISO text). */
export function readTime(text: string | undefined, field: string): string | undefined {
  if (text === undefined || text === '') return undefined
  const date = /^\d+$/.test(text) ? new Date(Number(text)) : new Date(text)
  if (Number.isNaN(date.getTime())) throw badRequest(withValues(OPERATIONS_MESSAGES.badTime, { field }))
  return date.toISOString()
}

/**
 * Leaves out alarms of properties the caller may not read (an alarm carries the property's value). Each
 * kind of denial is one condition, not one per item: SQLite limits how deep an expression may nest.
 */
function readableAlarms(query: AlarmQuery, access: DataAccess): AlarmQuery {
  if (access.unrestricted) return query
  const denials = access.denials('read')
  if (denials === 'all') return query.where(sql<boolean>`1 = 0`)
  const object = sql<string>`lower(${sql.ref('objName')})`
  const property = sql<string>`lower(${sql.ref('propName')})`
  if (denials.objects.length > 0) query = query.where(object, 'not in', denials.objects)
  if (denials.properties.length > 0)
    query = query.where(sql<string>`${object} || '.' || ${property}`, 'not in', denials.properties)
  for (const { objName, permitted } of denials.objectsExcept) {
    query = query.where((eb) => eb.or([eb(object, '!=', objName), eb(property, 'in', permitted)]))
  }
  return query
}

function filtered(db: Kysely<Database>, filters: AlarmFilters, access: DataAccess): AlarmQuery {
  let query = readableAlarms(db.selectFrom('alarms') as AlarmQuery, access)
  // Object names are unique regardless of case; the alarm keeps the stored spelling.
  const names = objectNames(filters).map((name) => name.toLowerCase())
  if (names.length > 0) query = query.where((eb) => eb(eb.fn('lower', ['objName']), 'in', names))
  if (filters.propName) query = query.where('propName', '=', filters.propName)
  if (filters.priority?.length) query = query.where('priority', 'in', filters.priority)
  if (filters.isConfirm !== undefined) query = query.where('isConfirm', '=', filters.isConfirm ? 1 : 0)
  const text = filters.text?.trim()
  if (text) {
    const pattern = sql`${containsPattern(text)} escape '\\'`
    query = query.where((eb) =>
      eb.or(
        ['objName', 'propName', 'showName', 'limitName'].map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', pattern),
        ),
      ),
    )
  }
  return query
}

/** Active alarms (not removed), most urgent first (priority 1 first), then newest first. */
export async function currentAlarms(
  db: Kysely<Database>,
  filters: AlarmFilters,
  access: DataAccess,
): Promise<Page<AlarmRecord>> {
  const query = filtered(db, filters, access)
    .where('isRemove', '=', 0)
    .selectAll()
    .orderBy('priority', 'asc')
    .orderBy('alarmTime', 'desc')
    .orderBy('alarmId', 'desc')
  const page = await fetchPage(query, filters)
  return { ...page, list: page.list.map(recordOf) }
}

function historyQuery(db: Kysely<Database>, filters: AlarmFilters, access: DataAccess) {
  const start = readTime(filters.startTime, 'startTime')
  const end = readTime(filters.endTime, 'endTime')
  if (start && end && start > end) throw badRequest(OPERATIONS_MESSAGES.startNotAfterEnd)
  let query = filtered(db, filters, access)
  if (filters.isRemove !== undefined) query = query.where('isRemove', '=', filters.isRemove ? 1 : 0)
  if (start) query = query.where('alarmTime', '>=', start)
  if (end) query = query.where('alarmTime', '<=', end)
  return query.selectAll().orderBy('alarmTime', 'desc').orderBy('alarmId', 'desc')
}

/** Every alarm, active or removed, raised within [startTime, endTime]; newest first. */
export async function alarmHistory(
  db: Kysely<Database>,
  filters: AlarmFilters,
  access: DataAccess,
): Promise<Page<AlarmRecord>> {
  const page = await fetchPage(historyQuery(db, filters, access), filters)
  return { ...page, list: page.list.map(recordOf) }
}

/** The most rows one export writes: a file an operator can still open in a spreadsheet. */
export const EXPORT_MAX_ROWS = 50_000

/** The whole filtered history (up to EXPORT_MAX_ROWS), newest first, for an export. */
export async function alarmHistoryRows(
  db: Kysely<Database>,
  filters: AlarmFilters,
  access: DataAccess,
): Promise<AlarmRecord[]> {
  const rows = await historyQuery(db, filters, access).limit(EXPORT_MAX_ROWS).execute()
  return rows.map(recordOf)
}

/** The users who acknowledged alarms (for the history view's filter), with how many and when last. */
export async function ackUsers(
  db: Kysely<Database>,
  filters: { startTime?: string; endTime?: string; objName?: string },
) {
  const start = readTime(filters.startTime, 'startTime')
  const end = readTime(filters.endTime, 'endTime')
  let query = db
    .selectFrom('alarms')
    .leftJoin('users', 'users.userId', 'alarms.confirmUserId')
    .where('alarms.isConfirm', '=', 1)
  if (start) query = query.where('alarms.confirmTime', '>=', start)
  if (end) query = query.where('alarms.confirmTime', '<=', end)
  if (filters.objName)
    query = query.where((eb) => eb(eb.fn('lower', ['alarms.objName']), '=', filters.objName?.toLowerCase()))
  const rows = await query
    .select((eb) => [
      'alarms.confirmUserId as userId',
      'alarms.confirmPerson as username',
      eb.fn.max('users.realName').as('realName'),
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('alarms.confirmTime').as('lastConfirmTime'),
    ])
    .groupBy(['alarms.confirmUserId', 'alarms.confirmPerson'])
    .orderBy('alarms.confirmPerson')
    .execute()
  return {
    list: rows.map((row) => ({
      userId: row.userId,
      username: row.username,
      realName: row.realName ?? '',
      count: Number(row.count),
      lastConfirmTime: row.lastConfirmTime,
    })),
  }
}

/** Which of these ids exist, with the property each alarm is about. */
export async function existingAlarms(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, { objName: string; propName: string }>> {
  const rows = await db
    .selectFrom('alarms')
    .select(['alarmId', 'objName', 'propName'])
    .where('alarmId', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.alarmId, { objName: row.objName, propName: row.propName }]))
}
