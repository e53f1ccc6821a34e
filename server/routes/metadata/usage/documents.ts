import { compressText, decompressText, isCompressed } from '../../../../engine/codec/compression.ts'

/*
 * Saved pages, layout blocks, page templates and symbols name live values as `{ objName, propName }`
 * records: widget bindings, and event actions that write a property. Where-used reads them at any depth;
 * a rename rewrites them in the raw JSON so every other field of older or newer documents stays as it was.
 */

type Json = unknown

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses a stored document (plain or compressed JSON); null when it is not JSON. */
export function parseDocument(text: string): Json | null {
  try {
    return JSON.parse(decompressText(text))
  } catch {
    return null
  }
}

/** Which objects and (optionally) which property a scan or a rename is about; names fold case. */
export interface RefFilter {
  objNames: ReadonlySet<string>
  propName?: string
}

function matches(record: Record<string, Json>, filter: RefFilter): boolean {
  const { objName, propName } = record
  if (typeof objName !== 'string' || typeof propName !== 'string') return false
  if (!filter.objNames.has(objName.toLowerCase())) return false
  return filter.propName === undefined || propName.toLowerCase() === filter.propName.toLowerCase()
}

/** Every matching `objName.propName` reference in `value`, with how often each occurs. */
export function collectRefs(
  value: Json,
  filter: RefFilter,
  into = new Map<string, number>(),
): Map<string, number> {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, filter, into)
  } else if (isRecord(value)) {
    if (matches(value, filter)) {
      const key = `${value.objName}.${value.propName}`
      into.set(key, (into.get(key) ?? 0) + 1)
    }
    for (const field of Object.values(value)) if (typeof field === 'object') collectRefs(field, filter, into)
  }
  return into
}

function renameRefs(value: Json, filter: RefFilter, newName: string): number {
  let count = 0
  if (Array.isArray(value)) {
    for (const item of value) count += renameRefs(item, filter, newName)
  } else if (isRecord(value)) {
    if (matches(value, filter)) {
      value.propName = newName
      count += 1
    }
    for (const field of Object.values(value))
      if (typeof field === 'object') count += renameRefs(field, filter, newName)
  }
  return count
}

/**
 * The document with the filter's property references renamed to `newName`, compressed again when it came
 * compressed; null when nothing referred to it (the row is left untouched).
 */
export function renameInDocument(
  text: string,
  filter: RefFilter & { propName: string },
  newName: string,
): string | null {
  const value = parseDocument(text)
  if (value === null) return null
  if (renameRefs(value, filter, newName) === 0) return null
  const out = JSON.stringify(value)
  return isCompressed(text) ? compressText(out) : out
}

/**
 * Page templates keep their blocks as `[{ id, name, context }]` where each context is itself a stored
 * document (text): those are rewritten one by one.
 */
export function renameInBlockList(
  text: string,
  filter: RefFilter & { propName: string },
  newName: string,
): string | null {
  const blocks = parseDocument(text)
  if (!Array.isArray(blocks)) return null
  let changed = false
  for (const block of blocks) {
    if (!isRecord(block)) continue
    if (typeof block.context === 'string') {
      const next = renameInDocument(block.context, filter, newName)
      if (next !== null) {
        block.context = next
        changed = true
      }
    } else if (renameRefs(block.context, filter, newName) > 0) changed = true
  }
  return changed ? JSON.stringify(blocks) : null
}

/** References inside a page template's block list (contexts as text or as objects). */
export function collectBlockListRefs(text: string, filter: RefFilter): Map<string, number> {
  const into = new Map<string, number>()
  const blocks = parseDocument(text)
  if (!Array.isArray(blocks)) return into
  for (const block of blocks) {
    if (!isRecord(block)) continue
    const context = typeof block.context === 'string' ? parseDocument(block.context) : block.context
    collectRefs(context, filter, into)
  }
  return into
}
