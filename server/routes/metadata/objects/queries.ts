import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { containsPattern, type Page } from '../../../http/paging.ts'
import { fetchMetaPage } from '../common/paging.ts'
import '../tables.ts'
import type { ListObjectsQuery } from './schema.ts'

export interface ObjectSummary {
  name: string
  showName: string
  description: string
  templateName: string | null
  visible: boolean
  systemProperty: boolean
  labels: string[]
  createdAt: string
  updatedAt: string
  version: number
}

/** Instances by keyword, template and label, ordered by name; labels joined per page. */
export async function listObjects(
  db: Kysely<Database>,
  query: ListObjectsQuery,
): Promise<Page<ObjectSummary>> {
  // The filters on `objects` alone (the template's name through a subquery), so the count needs no join.
  let filtered = db.selectFrom('objects')
  if (query.keyWord) {
    const pattern = containsPattern(query.keyWord)
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(objects.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(objects.show_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(objects.description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  if (query.templateName) {
    const templateName = query.templateName.toLowerCase()
    filtered = filtered.where('objects.templateId', 'in', (eb) =>
      eb
        .selectFrom('objectTemplates')
        .select('objectTemplates.templateId')
        .where(sql`lower(object_templates.name)`, '=', templateName),
    )
  }
  if (query.visible !== undefined) filtered = filtered.where('objects.visible', '=', query.visible ? 1 : 0)
  if (query.label) {
    const label = query.label.toLowerCase()
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('objectLabels')
          .innerJoin('modelLabels', 'modelLabels.labelId', 'objectLabels.labelId')
          .select('objectLabels.labelId')
          .whereRef('objectLabels.objectId', '=', 'objects.objectId')
          .where(sql`lower(model_labels.label_name)`, '=', label),
      ),
    )
  }
  const select = filtered
    .leftJoin('objectTemplates', 'objectTemplates.templateId', 'objects.templateId')
    .select([
      'objects.objectId',
      'objects.name',
      'objects.showName',
      'objects.description',
      'objectTemplates.name as templateName',
      'objects.visible',
      'objects.systemProperty',
      'objects.createdAt',
      'objects.updatedAt',
      'objects.version',
    ])
    .orderBy('objects.name')
  const page = await fetchMetaPage(select, query, filtered.select('objects.objectId'))
  const labels = await labelsOf(
    db,
    page.list.map((row) => row.objectId),
  )
  return {
    ...page,
    list: page.list.map(({ objectId, visible, systemProperty, ...row }) => ({
      ...row,
      templateName: row.templateName ?? null,
      visible: visible === 1,
      systemProperty: systemProperty === 1,
      labels: labels.get(objectId) ?? [],
    })),
  }
}

async function labelsOf(db: Kysely<Database>, objectIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>()
  for (let i = 0; i < objectIds.length; i += 500) {
    const rows = await db
      .selectFrom('objectLabels')
      .innerJoin('modelLabels', 'modelLabels.labelId', 'objectLabels.labelId')
      .select(['objectLabels.objectId', 'modelLabels.labelName'])
      .where('objectLabels.objectId', 'in', objectIds.slice(i, i + 500))
      .orderBy('modelLabels.labelName')
      .execute()
    for (const row of rows) out.set(row.objectId, [...(out.get(row.objectId) ?? []), row.labelName])
  }
  return out
}
