import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../http/httpError.ts'
import { containsPattern } from '../../../http/paging.ts'
import { fetchMetaPage } from '../common/paging.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { ListUnitsQuery } from './schema.ts'

type Db = Kysely<Database> | Transaction<Database>

const COLUMNS = ['unitId', 'name', 'description', 'visible', 'createdAt', 'updatedAt', 'version'] as const
type UnitRow = {
  unitId: number
  name: string
  description: string
  visible: number
  createdAt: string
  updatedAt: string
  version: number
}

export const unitView = ({ unitId, visible, ...row }: UnitRow) => ({ ...row, visible: visible === 1 })

export function findUnit(db: Db, name: string) {
  return db
    .selectFrom('units')
    .select(COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst()
}

export async function unitOr404(db: Db, name: string) {
  const row = await findUnit(db, name)
  if (!row) throw notFound(withValues(METADATA_ROUTE_MESSAGES.unitMissing, { name }))
  return row
}

/** How many properties (any owner) name the unit. */
export async function unitUses(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('modelProperties')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('unit', '=', name)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

export async function listUnits(db: Kysely<Database>, query: ListUnitsQuery) {
  let select = db.selectFrom('units').select(COLUMNS).orderBy('name')
  if (query.keyWord) {
    const pattern = containsPattern(query.keyWord)
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(description)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  if (query.visible !== undefined) select = select.where('visible', '=', query.visible ? 1 : 0)
  const page = await fetchMetaPage(select, query)
  return { ...page, list: page.list.map(unitView) }
}
