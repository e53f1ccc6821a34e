import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { fetchPage, type Page } from '../../../http/paging.ts'
import '../tables.ts'
import type { ListTemplatesQuery } from './schema.ts'

export interface TemplateSummary {
  id: number
  appId: number
  parentId: number | null
  name: string
  type: number
  sortOrder: number
  createdAt: string
  updatedAt: string
  version: number
}

/** A page template: the documents of a page, reproduced by POST /pages with `templateId`. */
export interface TemplateView extends TemplateSummary {
  layout: string
  layouts: { id: string; name: string; context: string }[]
  url?: string
}

const SUMMARY_COLUMNS = [
  'templateId as id',
  'appId',
  'parentId',
  'name',
  'type',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'version',
] as const

export async function getTemplate(db: Kysely<Database>, id: number): Promise<TemplateView | undefined> {
  const row = await db
    .selectFrom('composeTemplates')
    .select([...SUMMARY_COLUMNS, 'layout', 'layouts', 'url'])
    .where('templateId', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const { url, layouts, ...rest } = row
  const view: TemplateView = { ...rest, layouts: JSON.parse(layouts) }
  if (url !== null) view.url = url
  return view
}

export function listTemplates(
  db: Kysely<Database>,
  query: ListTemplatesQuery,
): Promise<Page<TemplateSummary>> {
  let select = db
    .selectFrom('composeTemplates')
    .select(SUMMARY_COLUMNS)
    .orderBy('sortOrder')
    .orderBy('templateId')
  if (query.appId !== undefined) select = select.where('appId', '=', query.appId)
  if (query.parentId === 0) select = select.where('parentId', 'is', null)
  else if (query.parentId !== undefined) select = select.where('parentId', '=', query.parentId)
  return fetchPage(select, query)
}
