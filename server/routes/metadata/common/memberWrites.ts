import type { Transaction } from 'kysely'
import { readDeadband, readLimitValue } from '../../../../engine/rules/alarmLimits.ts'
import type { Database } from '../../../db/schema.ts'
import { typeDefault } from '../../../live/values.ts'
import type { AlertLimitView, PropertyView, ServiceView } from '../model/types.ts'
import type { LimitInput, PropertyInput, ServiceInput } from './memberRules.ts'

type Trx = Transaction<Database>

/** Exactly one owner column of a member row. */
export type OwnerColumns = { templateId: number } | { featureId: number } | { objectId: number }

function ownerValues(owner: OwnerColumns) {
  return {
    templateId: 'templateId' in owner ? owner.templateId : null,
    featureId: 'featureId' in owner ? owner.featureId : null,
    objectId: 'objectId' in owner ? owner.objectId : null,
  }
}

export function propertyRow(input: PropertyInput, sortOrder: number) {
  return {
    name: input.name,
    showName: input.showName ?? '',
    description: input.description ?? '',
    type: input.type,
    defaultValue: JSON.stringify(
      input.defaultValue === undefined ? typeDefault(input.type) : input.defaultValue,
    ),
    unit: input.unit ?? '',
    writable: input.writable === false ? 0 : 1,
    sortOrder,
  }
}

export async function insertProperties(
  trx: Trx,
  owner: OwnerColumns,
  inputs: readonly PropertyInput[],
  firstSortOrder = 0,
): Promise<void> {
  if (inputs.length === 0) return
  await trx
    .insertInto('modelProperties')
    .values(inputs.map((input, i) => ({ ...ownerValues(owner), ...propertyRow(input, firstSortOrder + i) })))
    .execute()
}

export function serviceRow(input: ServiceInput, sortOrder: number) {
  return {
    kind: input.type ?? 'service',
    name: input.name,
    showName: input.showName ?? '',
    description: input.description ?? '',
    inputs: JSON.stringify(input.inputs ?? []),
    outputs: JSON.stringify(input.outputs ?? []),
    action: input.action ? JSON.stringify(input.action) : null,
    sortOrder,
  }
}

export async function insertServices(
  trx: Trx,
  owner: { templateId: number } | { objectId: number },
  inputs: readonly ServiceInput[],
  firstSortOrder = 0,
): Promise<void> {
  if (inputs.length === 0) return
  const { templateId, objectId } = ownerValues(owner)
  await trx
    .insertInto('modelServices')
    .values(inputs.map((input, i) => ({ templateId, objectId, ...serviceRow(input, firstSortOrder + i) })))
    .execute()
}

/** Replaces the owner's own alarm limits of one property. */
export async function replaceLimits(
  trx: Trx,
  owner: { templateId: number } | { objectId: number },
  propName: string,
  limits: readonly LimitInput[],
): Promise<void> {
  const { templateId, objectId } = ownerValues(owner)
  let remove = trx.deleteFrom('alertLimits').where('propName', '=', propName)
  remove =
    templateId !== null
      ? remove.where('templateId', '=', templateId)
      : remove.where('objectId', '=', objectId)
  await remove.execute()
  if (limits.length === 0) return
  await trx
    .insertInto('alertLimits')
    .values(
      limits.map((limit, i) => ({
        templateId,
        objectId,
        propName,
        name: limit.name,
        showName: limit.showName ?? '',
        alertType: limit.alertType,
        limitValue: readLimitValue(limit.limitValue) ?? 0,
        deadband: readDeadband(limit.deadband) ?? 0,
        processName: limit.processName?.trim() ?? '',
        enabled: limit.enabled === false ? 0 : 1,
        priority: limit.priority ?? 1,
        color: limit.color ?? '',
        sortOrder: i,
      })),
    )
    .execute()
}

/** Views back to inputs, for cloneTo. */
export const propertyInputOf = (p: PropertyView): PropertyInput => ({
  name: p.name,
  showName: p.showName,
  description: p.description,
  type: p.type,
  defaultValue: p.defaultValue,
  unit: p.unit,
  writable: p.writable,
})

export const serviceInputOf = (s: ServiceView): ServiceInput => ({
  name: s.name,
  type: s.type,
  showName: s.showName,
  description: s.description,
  inputs: s.inputs,
  outputs: s.outputs,
  ...(s.action ? { action: s.action } : {}),
})

export const limitInputOf = (l: AlertLimitView): LimitInput => ({
  name: l.name,
  showName: l.showName,
  alertType: l.alertType,
  limitValue: l.limitValue,
  deadband: l.deadband,
  processName: l.processName,
  enabled: l.enabled,
  priority: l.priority,
  color: l.color,
})

/** The next sort position after the owner's rows. */
export async function nextSortOrder(
  trx: Trx,
  table: 'modelProperties' | 'modelServices',
  column: 'templateId' | 'objectId' | 'featureId',
  id: number,
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('sortOrder').as('top'))
    .where(column as 'templateId', '=', id)
    .executeTakeFirst()
  const top = row?.top
  return top === null || top === undefined ? 0 : Number(top) + 1
}
