import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../http/httpError.ts'
import { containsPattern } from '../../../http/paging.ts'
import { fetchMetaPage, type MetaPaging } from '../common/paging.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { FieldInput } from './schema.ts'

type Db = Kysely<Database> | Transaction<Database>
const COLUMNS = [
  'datastructId',
  'name',
  'showName',
  'description',
  'createdAt',
  'updatedAt',
  'version',
] as const

export function findDatastruct(db: Db, name: string) {
  return db
    .selectFrom('datastructs')
    .select(COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst()
}

export async function datastructOr404(db: Db, name: string) {
  const row = await findDatastruct(db, name)
  if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.datastructMissing, { name }))
  return row
}

/** Field list items carry name and description (spec S0 §3), and their type. */
export async function fieldsOf(db: Db, ids: number[]) {
  const out = new Map<number, { name: string; type: string; description: string }[]>()
  if (ids.length === 0) return out
  const rows = await db
    .selectFrom('datastructFields')
    .select(['datastructId', 'name', 'type', 'description'])
    .where('datastructId', 'in', ids)
    .orderBy('sortOrder')
    .orderBy('fieldId')
    .execute()
  for (const { datastructId, ...field } of rows)
    out.set(datastructId, [...(out.get(datastructId) ?? []), field])
  return out
}

export async function datastructView(db: Db, name: string) {
  const { datastructId, ...row } = await datastructOr404(db, name)
  return { ...row, fields: (await fieldsOf(db, [datastructId])).get(datastructId) ?? [] }
}

export async function listDatastructs(db: Kysely<Database>, query: MetaPaging & { keyWord?: string }) {
  let select = db.selectFrom('datastructs').select(COLUMNS).orderBy('name')
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
  const fields = await fieldsOf(
    db,
    page.list.map((row) => row.datastructId),
  )
  return {
    ...page,
    list: page.list.map(({ datastructId, ...row }) => ({ ...row, fields: fields.get(datastructId) ?? [] })),
  }
}

export async function replaceFields(
  trx: Transaction<Database>,
  datastructId: number,
  fields: readonly FieldInput[],
) {
  await trx.deleteFrom('datastructFields').where('datastructId', '=', datastructId).execute()
  if (fields.length === 0) return
  await trx
    .insertInto('datastructFields')
    .values(
      fields.map((field, sortOrder) => ({
        datastructId,
        name: field.name,
        type: field.type,
        description: field.description ?? '',
        sortOrder,
      })),
    )
    .execute()
}
