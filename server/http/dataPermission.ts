import { formatMessage, type MessageDescriptor, withValues } from '../../engine/messages.ts'
import type { DataAccess, DataAction } from '../../engine/rules/dataAccess.ts'
import { HttpError } from './httpError.ts'
import { HTTP_MESSAGES } from './messages.ts'

const DENIED: Record<DataAction, MessageDescriptor> = {
  read: HTTP_MESSAGES.noDataReading,
  write: HTTP_MESSAGES.noDataWriting,
}

/** "No data permission (spec S1 §6 message): reading Pump_01.pressure, Pump_01.running" as a descriptor. */
export function noDataPermissionMessage(action: DataAction, keys: readonly string[]): MessageDescriptor {
  return withValues(DENIED[action], { keys: keys.join(', ') })
}

/** The same in English, for logs and the live hub's plain texts. */
export function noDataPermissionText(action: DataAction, keys: readonly string[]): string {
  return formatMessage(noDataPermissionMessage(action, keys))
}

/** 403 naming what the caller's data authorisation groups deny. */
export function noDataPermission(action: DataAction, keys: readonly string[]): HttpError {
  return new HttpError(403, noDataPermissionMessage(action, keys))
}

/** 403 unless `action` is permitted on every named property of the object; checked before any work. */
export function assertDataPermitted(
  access: DataAccess,
  action: DataAction,
  objName: string,
  propNames: readonly string[],
): void {
  if (access.unrestricted) return
  const denied = propNames.filter((propName) => !access.can(action, objName, propName))
  if (denied.length > 0)
    throw noDataPermission(
      action,
      denied.map((propName) => `${objName}.${propName}`),
    )
}

/**
 * The readable part of a whole-object read (all properties, snapshots): denied properties are left out,
 * and an object of which nothing may be read answers 403 rather than an empty list.
 */
export function readableOnly<T extends { name: string }>(
  access: DataAccess,
  objName: string,
  entries: readonly T[],
): T[] {
  if (access.unrestricted) return [...entries]
  const readable = entries.filter((entry) => access.can('read', objName, entry.name))
  if (readable.length === 0 && entries.length > 0) throw noDataPermission('read', [objName])
  return readable
}

/** Splits `objName.propName` keys into those the caller may read and those it may not. */
export function splitReadableKeys(
  access: DataAccess,
  keys: readonly string[],
): { readable: string[]; denied: string[] } {
  if (access.unrestricted) return { readable: [...keys], denied: [] }
  const readable: string[] = []
  const denied: string[] = []
  for (const key of keys) {
    const dot = key.indexOf('.')
    const permitted = dot <= 0 || access.can('read', key.slice(0, dot), key.slice(dot + 1))
    ;(permitted ? readable : denied).push(key)
  }
  return { readable, denied }
}
