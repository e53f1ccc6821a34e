import { type Kysely, type Selectable, sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { containsPattern, fetchPage } from '../../../http/paging.ts'
import '../tables.ts'
import type { StatisticsResultsTable, StatisticsTasksTable } from '../tables.ts'
import type { Aggregate } from './aggregates.ts'
import type { ListTasksQuery, TaskType } from './schema.ts'

export interface TaskView {
  taskId: number
  name: string
  description: string
  type: TaskType
  sources: { objName: string; propName: string }[]
  aggregates: Aggregate[]
  intervalSeconds: number
  enabled: boolean
  createdAt: string
  updatedAt: string
  version: number
}

function parse<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export function taskView(row: Selectable<StatisticsTasksTable>): TaskView {
  return {
    taskId: row.taskId,
    name: row.name,
    description: row.description,
    type: row.type as TaskType,
    sources: parse(row.sources, []),
    aggregates: parse(row.aggregates, []),
    intervalSeconds: row.intervalSeconds,
    enabled: row.enabled === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  }
}

export async function listTasks(db: Kysely<Database>, query: ListTasksQuery) {
  let select = db.selectFrom('statisticsTasks').selectAll()
  if (query.keyword) {
    select = select.where(sql`lower(name)`, 'like', sql`${containsPattern(query.keyword)} escape '\\'`)
  }
  if (query.type) select = select.where('type', '=', query.type)
  const page = await fetchPage(select.orderBy('taskId', 'desc'), query)
  return { ...page, list: page.list.map(taskView) }
}

export async function findTask(db: Kysely<Database>, by: { taskId?: number; name?: string }) {
  let select = db.selectFrom('statisticsTasks').selectAll()
  if (by.taskId !== undefined) select = select.where('taskId', '=', by.taskId)
  else select = select.where((eb) => eb(eb.fn('lower', ['name']), '=', (by.name ?? '').toLowerCase()))
  const row = await select.executeTakeFirst()
  return row ? taskView(row) : undefined
}

export interface ResultView {
  taskId: number
  objName: string
  propName: string
  aggregate: Aggregate
  value: number | null
  valueTime: string | null
  windowStart: string
  windowEnd: string
}

export function resultView(row: Selectable<StatisticsResultsTable>): ResultView {
  return {
    taskId: row.taskId,
    objName: row.objName,
    propName: row.propName,
    aggregate: row.aggregate as Aggregate,
    value: row.value === null ? null : Number(row.value),
    valueTime: row.valueTime,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
  }
}
