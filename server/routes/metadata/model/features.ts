import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { PropertyType } from '../../../live/types.ts'
import { typeDefault } from '../../../live/values.ts'
import { parseJson } from './load.ts'
import type { PropertyView } from './types.ts'

/** The properties of these features, feature by feature in the given order. */
export async function loadFeatureProperties(
  db: Kysely<Database> | Transaction<Database>,
  featureIds: readonly number[],
): Promise<PropertyView[]> {
  if (featureIds.length === 0) return []
  const rows = await db
    .selectFrom('modelProperties')
    .innerJoin('features', 'features.featureId', 'modelProperties.featureId')
    .selectAll('modelProperties')
    .select(['features.name as featureName', 'features.version as featureVersion'])
    .where('modelProperties.featureId', 'in', [...featureIds])
    .orderBy('modelProperties.sortOrder')
    .orderBy('modelProperties.propertyId')
    .execute()
  const order = new Map(featureIds.map((id, index) => [id, index]))
  return rows
    .sort((a, b) => (order.get(a.featureId ?? 0) ?? 0) - (order.get(b.featureId ?? 0) ?? 0))
    .map((row) => {
      const type = (row.type ?? 'string') as PropertyType
      return {
        name: row.name,
        showName: row.showName ?? '',
        description: row.description ?? '',
        type,
        defaultValue: parseJson(row.defaultValue, typeDefault(type)),
        unit: row.unit ?? '',
        writable: row.writable !== 0,
        source: 'feature' as const,
        featureName: row.featureName,
        inherited: true,
        overridden: false,
        binding: null,
        version: row.featureVersion,
      }
    })
}
