import type { Kysely, Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { HttpError } from '../../../http/httpError.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import { loadFeatureProperties } from '../model/features.ts'
import type { PropertyView } from '../model/types.ts'
import type { OwnerKind } from './owners.ts'
import type { RuleStatus } from './rules.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Label ids for names; 400/422 naming the unknown ones. */
export async function resolveLabels(db: Db, status: RuleStatus, names: readonly string[] | undefined) {
  if (!names || names.length === 0) return []
  const rows = await db
    .selectFrom('modelLabels')
    .select(['labelId', 'labelName'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['labelName']),
        'in',
        names.map((n) => n.toLowerCase()),
      ),
    )
    .execute()
  const known = new Set(rows.map((row) => row.labelName.toLowerCase()))
  const missing = names.filter((name) => !known.has(name.toLowerCase()))
  if (missing.length > 0)
    throw new HttpError(
      status,
      withValues(METADATA_ROUTE_MESSAGES.unknownLabels, { names: missing.join(', ') }),
    )
  return rows.map((row) => row.labelId)
}

export async function replaceLabels(
  trx: Transaction<Database>,
  kind: OwnerKind,
  id: number,
  labelIds: number[],
) {
  if (kind === 'template') {
    await trx.deleteFrom('templateLabels').where('templateId', '=', id).execute()
    if (labelIds.length) {
      await trx
        .insertInto('templateLabels')
        .values(labelIds.map((labelId) => ({ templateId: id, labelId })))
        .execute()
    }
    return
  }
  await trx.deleteFrom('objectLabels').where('objectId', '=', id).execute()
  if (labelIds.length) {
    await trx
      .insertInto('objectLabels')
      .values(labelIds.map((labelId) => ({ objectId: id, labelId })))
      .execute()
  }
}

/**
 * Features by name, in the order given, with the properties they bring. Two features bringing the same
 * property name cannot be combined: which definition wins would be arbitrary.
 */
export async function resolveFeatures(db: Db, status: RuleStatus, names: readonly string[] | undefined) {
  if (!names || names.length === 0) return { features: [], properties: [] as PropertyView[] }
  const rows = await db
    .selectFrom('features')
    .select(['featureId', 'name'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['name']),
        'in',
        names.map((n) => n.toLowerCase()),
      ),
    )
    .execute()
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row]))
  const missing = names.filter((name) => !byName.has(name.toLowerCase()))
  if (missing.length > 0)
    throw new HttpError(
      status,
      withValues(METADATA_ROUTE_MESSAGES.unknownFeatures, { names: missing.join(', ') }),
    )
  const features = names.map((name) => byName.get(name.toLowerCase()) as { featureId: number; name: string })
  const properties = await loadFeatureProperties(
    db,
    features.map((f) => f.featureId),
  )
  const seen = new Map<string, string>()
  for (const property of properties) {
    const key = property.name.toLowerCase()
    const other = seen.get(key)
    if (other && other !== property.featureName) {
      throw new HttpError(
        status,
        withValues(METADATA_ROUTE_MESSAGES.featuresClash, {
          first: other,
          second: property.featureName ?? '',
          name: property.name,
        }),
      )
    }
    seen.set(key, property.featureName ?? '')
  }
  return { features, properties }
}

export async function replaceFeatures(trx: Transaction<Database>, templateId: number, featureIds: number[]) {
  await trx.deleteFrom('templateFeatures').where('templateId', '=', templateId).execute()
  if (featureIds.length) {
    await trx
      .insertInto('templateFeatures')
      .values(featureIds.map((featureId, sortOrder) => ({ templateId, featureId, sortOrder })))
      .execute()
  }
}
