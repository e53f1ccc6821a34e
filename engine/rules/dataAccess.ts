import { hasPermission } from './permissionMask.ts'

/**
 * How data authorisation groups (spec S1 §6 permission masks) govern live object data. A group item
 * names what it covers by `dataType` + `dataName`; these are the types the runtime reads:
 * - `object`, dataName = the object (instance) name: every property of it;
 * - `property`, dataName = `objName.propName`: that one property, overriding the object's items.
 */
export const DATA_ITEM_TYPES = { object: 'object', property: 'property' } as const

/** The mask positions of live data: bit 0 reads values (reads, subscriptions, history), bit 1 writes them. */
export const DATA_POSITIONS = { read: 0, write: 1 } as const

/** What a caller wants to do with a live value. */
export type DataAction = keyof typeof DATA_POSITIONS

/** One item of one of a user's groups. */
export interface DataItemRule {
  dataType: string
  dataName: string
  mask: string | null
}

/** A user's compiled data permissions over live values. */
export interface DataAccess {
  /** True when no item restricts anything (the admin, or a user no group item names). */
  readonly unrestricted: boolean
  /** Whether `action` on `objName.propName` is permitted. Names match regardless of case. */
  can(action: DataAction, objName: string, propName: string): boolean
  /** The same for any mask position (checkUserDataAuthority asks by position). */
  permits(position: number, objName: string, propName: string): boolean
  /** What `action` is denied on, for lists filtered in the database; 'all' when nothing is permitted. */
  denials(action: DataAction): DataDenials | 'all'
}

/**
 * Denials as filters, names lower-cased: whole objects, objects but for some properties their own items
 * permit, and single properties (`objName.propName`).
 */
export interface DataDenials {
  objects: string[]
  objectsExcept: { objName: string; permitted: string[] }[]
  properties: string[]
}

const NO_DENIALS: DataDenials = { objects: [], objectsExcept: [], properties: [] }

/** The admin's access (spec: userId 1 sees everything). */
export const FULL_DATA_ACCESS: DataAccess = {
  unrestricted: true,
  can: () => true,
  permits: () => true,
  denials: () => NO_DENIALS,
}

/** Denies everything: the stand-in while a peer's permissions are still being read. */
export const NO_DATA_ACCESS: DataAccess = {
  unrestricted: false,
  can: () => false,
  permits: () => false,
  denials: () => 'all',
}

/**
 * Compiles the items of all of a user's groups. The most specific level decides: the property's items
 * when any group names the property, else the object's items, else it is open (an item nobody names is
 * open, like the spec's empty mask). Within a level one permitting group is enough, so a user in two
 * groups gets what either grants.
 */
export function compileDataAccess(items: readonly DataItemRule[]): DataAccess {
  const objects = new Map<string, (string | null)[]>()
  const properties = new Map<string, (string | null)[]>()
  for (const item of items) {
    const level =
      item.dataType === DATA_ITEM_TYPES.object
        ? objects
        : item.dataType === DATA_ITEM_TYPES.property
          ? properties
          : null
    if (!level) continue
    const name = item.dataName.toLowerCase()
    const masks = level.get(name)
    if (masks) masks.push(item.mask)
    else level.set(name, [item.mask])
  }
  if (objects.size === 0 && properties.size === 0) return FULL_DATA_ACCESS
  const allow = (masks: (string | null)[], position: number) =>
    masks.some((mask) => hasPermission(mask, position))
  const permits = (position: number, objName: string, propName: string) => {
    const object = objName.toLowerCase()
    const masks = properties.get(`${object}.${propName.toLowerCase()}`) ?? objects.get(object)
    return masks === undefined || allow(masks, position)
  }
  const denials = (action: DataAction): DataDenials => {
    const position = DATA_POSITIONS[action]
    const result: DataDenials = { objects: [], objectsExcept: [], properties: [] }
    for (const [objName, masks] of objects) {
      if (allow(masks, position)) continue
      const permitted = [...properties]
        .filter(([key, own]) => key.startsWith(`${objName}.`) && allow(own, position))
        .map(([key]) => key.slice(objName.length + 1))
      if (permitted.length === 0) result.objects.push(objName)
      else result.objectsExcept.push({ objName, permitted })
    }
    for (const [key, masks] of properties) if (!allow(masks, position)) result.properties.push(key)
    return result
  }
  return {
    unrestricted: false,
    can: (action, objName, propName) => permits(DATA_POSITIONS[action], objName, propName),
    permits,
    denials,
  }
}
