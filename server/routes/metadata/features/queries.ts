import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../http/httpError.ts'
import { containsPattern, type Page } from '../../../http/paging.ts'
import { fetchMetaPage } from '../common/paging.ts'
import { loadFeatureProperties } from '../model/features.ts'
import type { PropertyView } from '../model/types.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { ListFeaturesQuery } from './schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface FeatureView {
  name: string
  showName: string
  description: string
  properties: PropertyView[]
  /** Templates that include the feature. */
  templates: string[]
  createdAt: string
  updatedAt: string
  version: number
}

const COLUMNS = ['featureId', 'name', 'showName', 'description', 'createdAt', 'updatedAt', 'version'] as const

export async function findFeature(db: Db, name: string) {
  return db
    .selectFrom('features')
    .select(COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst()
}

export async function featureOr404(db: Db, name: string) {
  const row = await findFeature(db, name)
  if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.featureMissing, { name }))
  return row
}

/** Templates using each feature. */
export async function templatesOf(db: Db, featureIds: number[]) {
  if (featureIds.length === 0) return new Map<number, { templateId: number; name: string }[]>()
  const rows = await db
    .selectFrom('templateFeatures')
    .innerJoin('objectTemplates', 'objectTemplates.templateId', 'templateFeatures.templateId')
    .select(['templateFeatures.featureId', 'objectTemplates.templateId', 'objectTemplates.name'])
    .where('templateFeatures.featureId', 'in', featureIds)
    .orderBy('objectTemplates.name')
    .execute()
  const out = new Map<number, { templateId: number; name: string }[]>()
  for (const row of rows) out.set(row.featureId, [...(out.get(row.featureId) ?? []), row])
  return out
}

export async function featureView(db: Db, name: string): Promise<FeatureView> {
  const { featureId, ...row } = await featureOr404(db, name)
  const templates = await templatesOf(db, [featureId])
  return {
    ...row,
    properties: (await loadFeatureProperties(db, [featureId])).map((p) => ({ ...p, inherited: false })),
    templates: (templates.get(featureId) ?? []).map((t) => t.name),
  }
}

export async function listFeatures(
  db: Kysely<Database>,
  query: ListFeaturesQuery,
): Promise<Page<FeatureView>> {
  let select = db.selectFrom('features').select(COLUMNS).orderBy('name')
  if (query.keyWord) {
    const pattern = containsPattern(query.keyWord)
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(show_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  const page = await fetchMetaPage(select, query)
  const ids = page.list.map((row) => row.featureId)
  const properties = await loadFeatureProperties(db, ids)
  const templates = await templatesOf(db, ids)
  return {
    ...page,
    list: page.list.map(({ featureId, ...row }) => ({
      ...row,
      properties: properties
        .filter((p) => p.featureName === row.name)
        .map((p) => ({ ...p, inherited: false })),
      templates: (templates.get(featureId) ?? []).map((t) => t.name),
    })),
  }
}
