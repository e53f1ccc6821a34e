import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { Owner } from '../common/owners.ts'

type Trx = Transaction<Database>

const sameName = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/** A service's built-in action with `from` renamed to `to`; null when it did not name it. */
export function renameInAction(text: string | null, from: string, to: string): string | null {
  if (!text) return null
  let action: { kind?: string; values?: { propName?: unknown }[]; propNames?: unknown[]; propName?: unknown }
  try {
    action = JSON.parse(text)
  } catch {
    return null
  }
  let changed = false
  if (Array.isArray(action.values)) {
    for (const value of action.values) {
      if (sameName(value?.propName, from)) {
        value.propName = to
        changed = true
      }
    }
  }
  if (Array.isArray(action.propNames)) {
    action.propNames = action.propNames.map((name) => {
      if (!sameName(name, from)) return name
      changed = true
      return to
    })
  }
  if (sameName(action.propName, from)) {
    action.propName = to
    changed = true
  }
  return changed ? JSON.stringify(action) : null
}

/** A connector binding whose `runsWith` names `from`, renamed; null otherwise. */
export function renameInBinding(text: string | null, from: string, to: string): string | null {
  if (!text) return null
  try {
    const binding = JSON.parse(text) as { runsWith?: unknown }
    if (!sameName(binding.runsWith, from)) return null
    binding.runsWith = to
    return JSON.stringify(binding)
  } catch {
    return null
  }
}

/**
 * Renames a property in the model: the owner's row, a template's instances' override rows, alarm limits,
 * the services that set, read or toggle it, and simulator bindings that run with it.
 */
export async function renameInModel(trx: Trx, owner: Owner, objectIds: number[], from: string, to: string) {
  const lower = from.toLowerCase()
  const ownerColumn = owner.kind === 'template' ? 'templateId' : 'objectId'
  await trx
    .updateTable('modelProperties')
    .set({ name: to })
    .where(ownerColumn, '=', owner.id)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', lower))
    .execute()
  await trx
    .updateTable('alertLimits')
    .set({ propName: to })
    .where(ownerColumn, '=', owner.id)
    .where((eb) => eb(eb.fn('lower', ['propName']), '=', lower))
    .execute()
  const instances = owner.kind === 'template' ? objectIds : []
  if (instances.length > 0) {
    await trx
      .updateTable('modelProperties')
      .set({ name: to })
      .where('objectId', 'in', instances)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', lower))
      .execute()
    await trx
      .updateTable('alertLimits')
      .set({ propName: to })
      .where('objectId', 'in', instances)
      .where((eb) => eb(eb.fn('lower', ['propName']), '=', lower))
      .execute()
  }
  const objectScope = owner.kind === 'object' ? [owner.id] : objectIds
  let services = trx.selectFrom('modelServices').select(['serviceId', 'action'])
  services =
    owner.kind === 'template'
      ? services.where((eb) =>
          eb.or([
            eb('templateId', '=', owner.id),
            ...(objectScope.length > 0 ? [eb('objectId', 'in', objectScope)] : []),
          ]),
        )
      : services.where('objectId', '=', owner.id)
  for (const service of await services.execute()) {
    const action = renameInAction(service.action, from, to)
    if (action === null) continue
    await trx
      .updateTable('modelServices')
      .set({ action })
      .where('serviceId', '=', service.serviceId)
      .execute()
  }
  if (objectScope.length > 0) {
    const bound = await trx
      .selectFrom('modelProperties')
      .select(['propertyId', 'binding'])
      .where('objectId', 'in', objectScope)
      .where('binding', 'is not', null)
      .execute()
    for (const row of bound) {
      const binding = renameInBinding(row.binding, from, to)
      if (binding === null) continue
      await trx
        .updateTable('modelProperties')
        .set({ binding })
        .where('propertyId', '=', row.propertyId)
        .execute()
    }
  }
}
