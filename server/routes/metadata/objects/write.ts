import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { HttpError, notFound } from '../../../http/httpError.ts'
import { now, type SessionUser } from '../../../http/session.ts'
import { assertLimitProcessesMap } from '../common/limitProcess.ts'
import { replaceLabels, resolveLabels } from '../common/links.ts'
import {
  assertDefault,
  assertLimitsMap,
  assertNewProperties,
  assertServices,
  inputAsView,
} from '../common/memberRules.ts'
import { insertProperties, insertServices, replaceLimits } from '../common/memberWrites.ts'
import { findOwner, type Owner, objectModelOr404, templateModelOr404 } from '../common/owners.ts'
import { assertName, assertTexts, nameTaken, type RuleStatus } from '../common/rules.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { ObjectModel, PropertyView } from '../model/types.ts'
import type { CreateObjectBody, UpdateObjectBody } from './schema.ts'

type Trx = Transaction<Database>

/** 400/422 unless every value names a property and fits its type. */
function assertValues(
  status: RuleStatus,
  values: Record<string, unknown> | undefined,
  properties: PropertyView[],
) {
  for (const [name, value] of Object.entries(values ?? {})) {
    const property = properties.find((p) => p.name === name)
    if (!property) throw new HttpError(status, withValues(METADATA_ROUTE_MESSAGES.noProperty, { name }))
    assertDefault(status, name, property.type, value)
  }
}

/** Stores starting values as the instance's defaults: own rows directly, inherited ones as override rows. */
async function storeDefaults(
  trx: Trx,
  objectId: number,
  values: Record<string, unknown> | undefined,
  properties: PropertyView[],
) {
  for (const [name, value] of Object.entries(values ?? {})) {
    const property = properties.find((p) => p.name === name) as PropertyView
    const text = JSON.stringify(value)
    const updated = await trx
      .updateTable('modelProperties')
      .set({ defaultValue: text })
      .where('objectId', '=', objectId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst()
    if (updated.numUpdatedRows === 0n && property.inherited) {
      await trx
        .insertInto('modelProperties')
        .values({ objectId, name: property.name, defaultValue: text })
        .execute()
    }
  }
}

/**
 * Creates an instance (metadata POST /objects, compose objectdata "add"): validated completely first,
 * stored in one transaction, then defined in the live store.
 */
export async function createObject(app: FastifyInstance, body: CreateObjectBody, status: RuleStatus = 422) {
  assertName(status, body.name)
  assertTexts(status, body)
  const templateOwner = body.templateName ? await findOwner(app.db, 'template', body.templateName) : undefined
  if (body.templateName && !templateOwner)
    throw new HttpError(
      status,
      withValues(METADATA_ROUTE_MESSAGES.unknownTemplate, { name: body.templateName }),
    )
  const template = templateOwner ? await templateModelOr404(app.db, templateOwner.name) : null
  const labelIds = await resolveLabels(app.db, status, body.labels)
  const own = body.properties ?? []
  const inherited = template?.properties ?? []
  await assertNewProperties(
    app.db,
    status,
    own,
    inherited.map((p) => p.name),
  )
  const effective: PropertyView[] = [
    ...inherited.map((p) => ({ ...p, inherited: true })),
    ...own.map(inputAsView),
  ]
  assertValues(status, body.values, effective)
  assertServices(
    status,
    body.services ?? [],
    effective,
    (template?.services ?? []).map((s) => ({ name: s.name, type: s.type })),
  )
  assertLimitsMap(status, body.alertLimits, effective)
  await assertLimitProcessesMap(app.db, status, body.alertLimits)
  if (await findOwner(app.db, 'object', body.name)) throw nameTaken(body.name)
  const at = now()
  await app.db.transaction().execute(async (trx) => {
    const { objectId } = await trx
      .insertInto('objects')
      .values({
        name: body.name,
        showName: body.showName ?? '',
        description: body.description ?? '',
        templateId: template?.templateId ?? null,
        visible: body.visible === false ? 0 : 1,
        systemProperty: body.systemProperty === false ? 0 : 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning('objectId')
      .executeTakeFirstOrThrow()
    await replaceLabels(trx, 'object', objectId, labelIds)
    await insertProperties(trx, { objectId }, own)
    await storeDefaults(trx, objectId, body.values, effective)
    await insertServices(trx, { objectId }, body.services ?? [])
    for (const [propName, limits] of Object.entries(body.alertLimits ?? {})) {
      await replaceLimits(trx, { objectId }, propName, limits)
    }
  })
  await app.live.refresh([body.name])
  return objectModelOr404(app.db, body.name)
}

/**
 * Edits an instance's own fields and starting values under its version. With `applyLive` (instance data
 * written from a data table) the new values of unbound properties also become the live values.
 */
export async function updateObject(
  app: FastifyInstance,
  name: string,
  body: UpdateObjectBody,
  options: { applyLive?: SessionUser } = {},
): Promise<ObjectModel> {
  const model = await objectModelOr404(app.db, name)
  assertTexts(400, body)
  const labelIds = body.labels === undefined ? undefined : await resolveLabels(app.db, 400, body.labels)
  assertValues(400, body.values, model.properties)
  await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('objects')
      .set({
        showName: body.showName,
        description: body.description,
        visible: body.visible === undefined ? undefined : body.visible ? 1 : 0,
        systemProperty: body.systemProperty === undefined ? undefined : body.systemProperty ? 1 : 0,
        updatedAt: now(),
        version: body.version + 1,
      })
      .where('objectId', '=', model.objectId)
      .where('version', '=', body.version)
      .executeTakeFirst()
    assertUpdated(result, withValues(METADATA_ROUTE_MESSAGES.objectStale, { name: model.name }))
    if (labelIds) await replaceLabels(trx, 'object', model.objectId, labelIds)
    await storeDefaults(trx, model.objectId, body.values, model.properties)
  })
  await app.live.refresh([model.name])
  const user = options.applyLive
  if (user) {
    for (const [propName, value] of Object.entries(body.values ?? {})) {
      if (model.properties.find((p) => p.name === propName)?.binding) continue
      app.live.store.write(model.name, propName, value, {
        strict: true,
        origin: { kind: 'user', userId: user.userId, username: user.username },
      })
    }
  }
  return objectModelOr404(app.db, model.name)
}

/** Deletes instances: 404 (nothing deleted) unless all exist; one transaction; then gone from the live store. */
export async function deleteObjects(app: FastifyInstance, names: readonly string[]): Promise<string[]> {
  const owners: Owner[] = []
  for (const name of names) {
    const owner = await findOwner(app.db, 'object', name)
    if (!owner) throw notFound(withValues(METADATA_ROUTE_MESSAGES.objectNotDeleted, { name }))
    owners.push(owner)
  }
  await app.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('objects')
      .where(
        'objectId',
        'in',
        owners.map((o) => o.id),
      )
      .execute()
  })
  const deletedNames = owners.map((o) => o.name)
  await app.live.refresh(deletedNames)
  return deletedNames
}

/**
 * A copy of an instance under a new name: same template, own properties, overrides, services, limits and
 * labels. Bindings are not copied: two instances fed by the same device address would be a mistake.
 */
export async function cloneObject(app: FastifyInstance, source: string, name: string, showName?: string) {
  const model = await objectModelOr404(app.db, source)
  assertName(422, name)
  assertTexts(422, { showName })
  if (await findOwner(app.db, 'object', name)) throw nameTaken(name)
  const at = now()
  await app.db.transaction().execute(async (trx) => {
    const { objectId } = await trx
      .insertInto('objects')
      .values({
        name,
        showName: showName ?? model.showName,
        description: model.description,
        templateId: model.templateId,
        visible: model.visible ? 1 : 0,
        systemProperty: model.systemProperty ? 1 : 0,
        createdAt: at,
        updatedAt: at,
      })
      .returning('objectId')
      .executeTakeFirstOrThrow()
    const labels = await trx
      .selectFrom('objectLabels')
      .select('labelId')
      .where('objectId', '=', model.objectId)
      .execute()
    await replaceLabels(
      trx,
      'object',
      objectId,
      labels.map((l) => l.labelId),
    )
    const props = await trx
      .selectFrom('modelProperties')
      .selectAll()
      .where('objectId', '=', model.objectId)
      .execute()
    if (props.length) {
      await trx
        .insertInto('modelProperties')
        .values(props.map(({ propertyId, ...row }) => ({ ...row, objectId, binding: null })))
        .execute()
    }
    const services = await trx
      .selectFrom('modelServices')
      .selectAll()
      .where('objectId', '=', model.objectId)
      .execute()
    if (services.length) {
      await trx
        .insertInto('modelServices')
        .values(services.map(({ serviceId, ...row }) => ({ ...row, objectId })))
        .execute()
    }
    const limits = await trx
      .selectFrom('alertLimits')
      .selectAll()
      .where('objectId', '=', model.objectId)
      .execute()
    if (limits.length) {
      await trx
        .insertInto('alertLimits')
        .values(limits.map(({ limitId, ...row }) => ({ ...row, objectId })))
        .execute()
    }
  })
  await app.live.refresh([name])
  return objectModelOr404(app.db, name)
}
