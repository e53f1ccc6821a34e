import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { assertUpdated } from '../../../http/concurrency.ts'
import { notFound } from '../../../http/httpError.ts'
import { now } from '../../../http/session.ts'
import { loadObjectModels, loadTemplateModels } from '../model/load.ts'
import type { ObjectModel, TemplateModel } from '../model/types.ts'
import '../tables.ts'
import { withValues } from '../../../../engine/messages.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Templates and instances own properties, services and alarm limits alike. */
export type OwnerKind = 'template' | 'object'

export interface Owner {
  kind: OwnerKind
  id: number
  name: string
  version: number
}

export const ownerColumn = (kind: OwnerKind) => (kind === 'template' ? 'templateId' : 'objectId')

/** Names are unique case-insensitively, so lookups fold case too. */
export async function findOwner(db: Db, kind: OwnerKind, name: string): Promise<Owner | undefined> {
  const row =
    kind === 'template'
      ? await db
          .selectFrom('objectTemplates')
          .select(['templateId as id', 'name', 'version'])
          .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
          .executeTakeFirst()
      : await db
          .selectFrom('objects')
          .select(['objectId as id', 'name', 'version'])
          .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
          .executeTakeFirst()
  return row ? { kind, ...row } : undefined
}

export async function ownerOr404(db: Db, kind: OwnerKind, name: string): Promise<Owner> {
  const owner = await findOwner(db, kind, name)
  if (!owner)
    throw notFound(
      withValues(
        kind === 'template' ? METADATA_ROUTE_MESSAGES.templateMissing : METADATA_ROUTE_MESSAGES.objectMissing,
        { name },
      ),
    )
  return owner
}

export async function templateModelOr404(db: Kysely<Database>, name: string): Promise<TemplateModel> {
  const owner = await ownerOr404(db, 'template', name)
  const [model] = await loadTemplateModels(db, [owner.id])
  if (!model) throw notFound(withValues(METADATA_ROUTE_MESSAGES.templateMissing, { name }))
  return model
}

export async function objectModelOr404(db: Kysely<Database>, name: string): Promise<ObjectModel> {
  const [model] = await loadObjectModels(db, { names: [name] })
  if (!model) throw notFound(withValues(METADATA_ROUTE_MESSAGES.objectMissing, { name }))
  return model
}

/** The merged model of a template or an instance. */
export function ownerModel(db: Kysely<Database>, owner: Owner): Promise<TemplateModel | ObjectModel> {
  return owner.kind === 'template' ? templateModelOr404(db, owner.name) : objectModelOr404(db, owner.name)
}

/**
 * Bumps the owner's version inside a member write. With `expected` (edits) a stale version is a 409;
 * creates, deletes and moves bump it unconditionally so later stale edits are still caught.
 */
export async function bumpOwner(
  trx: Transaction<Database>,
  owner: Owner,
  expected?: number,
): Promise<number> {
  const next = (expected ?? owner.version) + 1
  const table = owner.kind === 'template' ? 'objectTemplates' : 'objects'
  const idColumn = owner.kind === 'template' ? 'templateId' : 'objectId'
  let update = trx
    .updateTable(table)
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now() }))
    .where(idColumn, '=', owner.id)
  if (expected !== undefined) update = update.where('version', '=', expected)
  const result = await update.executeTakeFirst()
  assertUpdated(
    result,
    withValues(
      owner.kind === 'template' ? METADATA_ROUTE_MESSAGES.templateStale : METADATA_ROUTE_MESSAGES.objectStale,
      { name: owner.name },
    ),
  )
  return next
}

/** Instances whose live definitions depend on these templates. */
export async function instanceNamesOf(db: Db, templateIds: readonly number[]): Promise<string[]> {
  if (templateIds.length === 0) return []
  const rows = await db
    .selectFrom('objects')
    .select('name')
    .where('templateId', 'in', [...templateIds])
    .execute()
  return rows.map((row) => row.name)
}

/** Re-reads the live definitions of an owner's instances after a write. */
export async function refreshOwner(app: FastifyInstance, owner: Owner): Promise<void> {
  const names = owner.kind === 'object' ? [owner.name] : await instanceNamesOf(app.db, [owner.id])
  await app.live.refresh(names)
}

const MISSING_MEMBER = {
  template: {
    property: METADATA_ROUTE_MESSAGES.templateNoProperty,
    service: METADATA_ROUTE_MESSAGES.templateNoService,
    event: METADATA_ROUTE_MESSAGES.templateNoEvent,
  },
  object: {
    property: METADATA_ROUTE_MESSAGES.objectNoProperty,
    service: METADATA_ROUTE_MESSAGES.objectNoService,
    event: METADATA_ROUTE_MESSAGES.objectNoEvent,
  },
}

/** 404 with the spec's wording for a member (property, service, event) that is not there. */
export function memberNotFound(what: 'property' | 'service' | 'event', name: string, owner: Owner) {
  return notFound(withValues(MISSING_MEMBER[owner.kind][what], { owner: owner.name, name }))
}
