import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { checkImportFile, type FileInfo } from '../../../../engine/rules/files'

/**
 * The role screen's "permission file upload": a JSON file naming resources by code, checked item by item
 * against the resource tree before anything is saved. Accepted shapes: `["user-itemlist", …]`,
 * `{ "resourceCodes": [...] }`, or the file this screen exports (`{ roleName, resourceCodes }`).
 */

/** Largest permission file read; a list of every resource code is a few kilobytes. */
export const PERMISSION_FILE_MAX_BYTES = 1024 * 1024

/** What happened to one entry of the file. */
export type ItemOutcome = 'granted' | 'unknown' | 'duplicate' | 'invalid'

export interface ItemResult {
  /** Position in the file, from 1. */
  line: number
  /** The entry as text, for the results table. */
  code: string
  outcome: ItemOutcome
  resourceId?: number
}

/** A checked file: every entry's result, or the reason the whole file was refused. */
export type PermissionFileCheck =
  | { ok: true; items: ItemResult[]; resourceIds: number[] }
  | { ok: false; problem: MessageDescriptor }

export const PERMISSION_FILE_MESSAGES = {
  notJson: msg`The file is not valid JSON`,
  shape: msg`The file must hold a list of resource codes, or an object with a "resourceCodes" list`,
  empty: msg`The file names no resource codes`,
  tooLarge: msg`The permission file must be smaller than 1 MB`,
}

/** The name and size checks made before the file is read. */
export function checkPermissionFileInfo(file: Pick<FileInfo, 'name' | 'size'>): MessageDescriptor | null {
  const typeProblem = checkImportFile(file, ['json'])
  if (typeProblem) return typeProblem
  return file.size < PERMISSION_FILE_MAX_BYTES ? null : PERMISSION_FILE_MESSAGES.tooLarge
}

function entriesOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (typeof value === 'object' && value !== null) {
    const codes = (value as { resourceCodes?: unknown }).resourceCodes
    return Array.isArray(codes) ? codes : null
  }
  return null
}

/** Checks the text of a permission file against the resource codes the server knows. */
export function checkPermissionFile(
  text: string,
  knownCodes: ReadonlyMap<string, number>,
): PermissionFileCheck {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, problem: PERMISSION_FILE_MESSAGES.notJson }
  }
  const entries = entriesOf(parsed)
  if (entries === null) return { ok: false, problem: PERMISSION_FILE_MESSAGES.shape }
  if (entries.length === 0) return { ok: false, problem: PERMISSION_FILE_MESSAGES.empty }
  const seen = new Set<string>()
  const resourceIds: number[] = []
  const items = entries.map((entry, index): ItemResult => {
    const line = index + 1
    if (typeof entry !== 'string' || entry.trim() === '') {
      return { line, code: JSON.stringify(entry) ?? String(entry), outcome: 'invalid' }
    }
    const code = entry.trim()
    if (seen.has(code)) return { line, code, outcome: 'duplicate' }
    seen.add(code)
    const resourceId = knownCodes.get(code)
    if (resourceId === undefined) return { line, code, outcome: 'unknown' }
    resourceIds.push(resourceId)
    return { line, code, outcome: 'granted', resourceId }
  })
  return { ok: true, items, resourceIds }
}

/** How the file's resources meet the role's current ones. */
export type ApplyMode = 'add' | 'replace'

/** The role's resources after applying a checked file. */
export function applyPermissionFile(
  current: readonly number[],
  fromFile: readonly number[],
  mode: ApplyMode,
): number[] {
  const base = mode === 'replace' ? [] : current
  return [...new Set([...base, ...fromFile])].sort((a, b) => a - b)
}

/** The text of the file the screen exports for a role, readable by `checkPermissionFile`. */
export function permissionFileText(roleName: string, codes: readonly string[]): string {
  return `${JSON.stringify({ roleName, resourceCodes: codes }, null, 2)}\n`
}
