import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../http/httpError.ts'
import { containsPattern, type Page } from '../../../http/paging.ts'
import { fetchMetaPage, type MetaPaging } from '../common/paging.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { ListLabelsQuery } from './schema.ts'

type Db = Kysely<Database> | Transaction<Database>
const likeLower = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`

export async function findLabelType(db: Db, labelName: string) {
  return db
    .selectFrom('labelTypes')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['labelName']), '=', labelName.toLowerCase()))
    .executeTakeFirst()
}

export async function labelTypeOr404(db: Db, labelName: string) {
  const row = await findLabelType(db, labelName)
  if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.labelTypeMissing, { name: labelName }))
  return row
}

export async function labelCounts(db: Db, typeIds: number[]) {
  if (typeIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('modelLabels')
    .select(['labelTypeId', sql<number | string>`count(*)`.as('count')])
    .where('labelTypeId', 'in', typeIds)
    .groupBy('labelTypeId')
    .execute()
  return new Map(rows.map((row) => [row.labelTypeId as number, Number(row.count)]))
}

export async function labelTypeView(db: Db, labelName: string) {
  const { labelTypeId, ...row } = await labelTypeOr404(db, labelName)
  return { ...row, labelCount: (await labelCounts(db, [labelTypeId])).get(labelTypeId) ?? 0 }
}

export async function listLabelTypes(db: Kysely<Database>, query: MetaPaging & { keyWord?: string }) {
  let select = db.selectFrom('labelTypes').selectAll().orderBy('labelName')
  if (query.keyWord) select = select.where(likeLower('label_name', query.keyWord))
  const page = await fetchMetaPage(select, query)
  const counts = await labelCounts(
    db,
    page.list.map((row) => row.labelTypeId),
  )
  return {
    ...page,
    list: page.list.map(({ labelTypeId, ...row }) => ({ ...row, labelCount: counts.get(labelTypeId) ?? 0 })),
  }
}

const labelSelect = (db: Db) =>
  db
    .selectFrom('modelLabels')
    .leftJoin('labelTypes', 'labelTypes.labelTypeId', 'modelLabels.labelTypeId')
    .select([
      'modelLabels.labelId',
      'modelLabels.labelName',
      'labelTypes.labelName as modelLabelsType',
      'modelLabels.description',
      'modelLabels.createdAt',
      'modelLabels.updatedAt',
      'modelLabels.version',
    ])

export async function findLabel(db: Db, labelName: string) {
  return labelSelect(db)
    .where((eb) => eb(eb.fn('lower', ['modelLabels.labelName']), '=', labelName.toLowerCase()))
    .executeTakeFirst()
}

export async function labelOr404(db: Db, labelName: string) {
  const row = await findLabel(db, labelName)
  if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.labelMissing, { name: labelName }))
  return row
}

/** A label with the templates and instances that carry it. */
export async function labelView(db: Db, labelName: string) {
  const { labelId, ...row } = await labelOr404(db, labelName)
  const templates = await db
    .selectFrom('templateLabels')
    .innerJoin('objectTemplates', 'objectTemplates.templateId', 'templateLabels.templateId')
    .select('objectTemplates.name')
    .where('templateLabels.labelId', '=', labelId)
    .orderBy('objectTemplates.name')
    .execute()
  const objects = await db
    .selectFrom('objectLabels')
    .innerJoin('objects', 'objects.objectId', 'objectLabels.objectId')
    .select('objects.name')
    .where('objectLabels.labelId', '=', labelId)
    .orderBy('objects.name')
    .execute()
  return {
    ...row,
    modelLabelsType: row.modelLabelsType ?? null,
    templates: templates.map((t) => t.name),
    objects: objects.map((o) => o.name),
  }
}

export async function listLabels(db: Kysely<Database>, query: ListLabelsQuery): Promise<Page<unknown>> {
  let select = labelSelect(db).orderBy('modelLabels.labelName')
  if (query.keyWord) select = select.where(likeLower('model_labels.label_name', query.keyWord))
  if (query.modelLabelsType) {
    select = select.where(sql`lower(label_types.label_name)`, '=', query.modelLabelsType.toLowerCase())
  }
  const page = await fetchMetaPage(select, query)
  return {
    ...page,
    list: page.list.map(({ labelId, ...row }) => ({ ...row, modelLabelsType: row.modelLabelsType ?? null })),
  }
}
