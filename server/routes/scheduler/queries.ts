import { type Generated, type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { containsPattern, fetchPage, type Page } from '../../http/paging.ts'
import type { ScheduledTasksTable } from './tables.ts'
import './tables.ts'
import type { ListQuery } from './schema.ts'

type Row = {
  [K in keyof ScheduledTasksTable]: ScheduledTasksTable[K] extends Generated<infer T>
    ? T
    : ScheduledTasksTable[K]
}

/** A task as the API shows it. `running`: some process holds its lease now. */
export interface TaskView {
  taskId: number
  name: string
  kind: string
  cron: string | null
  intervalSeconds: number | null
  misfire: string
  enabled: boolean
  config: Record<string, unknown>
  nextRunAt: string | null
  running: boolean
  createdAt: string
  updatedAt: string
  version: number
}

export function taskView(row: Row, now = Date.now()): TaskView {
  return {
    taskId: row.taskId,
    name: row.name,
    kind: row.kind,
    cron: row.cron,
    intervalSeconds: row.intervalSeconds,
    misfire: row.misfire,
    enabled: row.enabled === 1,
    config: JSON.parse(row.config),
    nextRunAt: row.enabled === 1 ? row.nextRunAt : null,
    running: row.leaseUntil !== null && Date.parse(row.leaseUntil) > now,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  }
}

export async function findTask(db: Kysely<Database>, by: { taskId?: number; name?: string }) {
  let query = db.selectFrom('scheduledTasks').selectAll()
  if (by.taskId !== undefined) query = query.where('taskId', '=', by.taskId)
  if (by.name !== undefined)
    query = query.where((eb) => eb(eb.fn('lower', ['name']), '=', (by.name as string).toLowerCase()))
  return query.executeTakeFirst()
}

export async function listTasks(db: Kysely<Database>, q: ListQuery): Promise<Page<TaskView>> {
  let query = db.selectFrom('scheduledTasks').selectAll()
  if (q.kind) query = query.where('kind', '=', q.kind)
  if (q.keyword) query = query.where(sql`lower(name)`, 'like', sql`${containsPattern(q.keyword)} escape '\\'`)
  const page = await fetchPage(query.orderBy('taskId'), q)
  return { ...page, list: page.list.map((row) => taskView(row)) }
}
