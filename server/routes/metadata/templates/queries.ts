import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { containsPattern, type Page } from '../../../http/paging.ts'
import { fetchMetaPage } from '../common/paging.ts'
import { loadTemplateModels } from '../model/load.ts'
import type { TemplateModel } from '../model/types.ts'
import type { ListTemplatesQuery } from './schema.ts'

export interface TemplateSummary {
  name: string
  showName: string
  description: string
  features: string[]
  labels: string[]
  propertyCount: number
  serviceCount: number
  eventCount: number
  instanceCount: number
  createdAt: string
  updatedAt: string
  version: number
}

export async function instanceCounts(
  db: Kysely<Database>,
  templateIds: number[],
): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('objects')
    .select(['templateId', sql<number | string>`count(*)`.as('count')])
    .where('templateId', 'in', templateIds)
    .groupBy('templateId')
    .execute()
  return new Map(rows.map((row) => [row.templateId as number, Number(row.count)]))
}

export function summaryOf(model: TemplateModel, instances: number): TemplateSummary {
  return {
    name: model.name,
    showName: model.showName,
    description: model.description,
    features: model.features,
    labels: model.labels,
    propertyCount: model.properties.length,
    serviceCount: model.services.filter((s) => s.type === 'service').length,
    eventCount: model.services.filter((s) => s.type === 'event').length,
    instanceCount: instances,
    createdAt: model.createdAt,
    updatedAt: model.updatedAt,
    version: model.version,
  }
}

/** Templates by keyword (name, display name, description) and label, ordered by name. */
export async function listTemplates(
  db: Kysely<Database>,
  query: ListTemplatesQuery,
): Promise<Page<TemplateSummary>> {
  let select = db.selectFrom('objectTemplates').select('templateId').orderBy('name')
  if (query.keyWord) {
    const pattern = containsPattern(query.keyWord)
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(show_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  if (query.label) {
    const label = query.label.toLowerCase()
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('templateLabels')
          .innerJoin('modelLabels', 'modelLabels.labelId', 'templateLabels.labelId')
          .select('templateLabels.labelId')
          .whereRef('templateLabels.templateId', '=', 'objectTemplates.templateId')
          .where(sql`lower(model_labels.label_name)`, '=', label),
      ),
    )
  }
  const page = await fetchMetaPage(select, query)
  const ids = page.list.map((row) => row.templateId)
  const models = new Map((await loadTemplateModels(db, ids)).map((model) => [model.templateId, model]))
  const counts = await instanceCounts(db, ids)
  return {
    ...page,
    list: ids.flatMap((id) => {
      const model = models.get(id)
      return model ? [summaryOf(model, counts.get(id) ?? 0)] : []
    }),
  }
}
