import { compressText, decompressText, isCompressed } from '../../../../engine/codec/compression.ts'

/*
 * Copies (page copy, template use, application import) give pages and blocks new ids, so the documents
 * that name them are rewritten: the page layout's nodes (`i`), `pageConfig.pageId`, and every `pageId`
 * an event action opens. The raw JSON is edited, not the decoded value, so older and newer versions keep
 * every field they had; a document is re-serialised only when something was replaced, and compressed
 * again when it arrived compressed.
 */

export type IdMap = ReadonlyMap<string, string>

type Json = unknown

function rewrite(text: string, edit: (value: Json) => boolean): string {
  const plain = decompressText(text)
  let value: Json
  try {
    value = JSON.parse(plain)
  } catch {
    return text
  }
  if (!edit(value)) return text
  const out = JSON.stringify(value)
  return isCompressed(text) ? compressText(out) : out
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Replaces every string `pageId` field found in the map, at any depth. */
function replacePageIds(value: Json, pageIds: IdMap): boolean {
  let changed = false
  if (Array.isArray(value)) {
    for (const item of value) changed = replacePageIds(item, pageIds) || changed
  } else if (isRecord(value)) {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'pageId' && typeof field === 'string' && pageIds.has(field)) {
        value[key] = pageIds.get(field)
        changed = true
      } else {
        changed = replacePageIds(field, pageIds) || changed
      }
    }
  }
  return changed
}

function replaceNodeIds(nodes: Json, layoutIds: IdMap): boolean {
  if (!Array.isArray(nodes)) return false
  let changed = false
  for (const node of nodes) {
    if (isRecord(node) && typeof node.i === 'string' && layoutIds.has(node.i)) {
      node.i = layoutIds.get(node.i)
      changed = true
    }
  }
  return changed
}

/** A page layout with its blocks and page references renamed. */
export function remapPageLayout(text: string, layoutIds: IdMap, pageIds: IdMap): string {
  return rewrite(text, (value) => {
    // Version v0 stored the bare array of nodes.
    if (Array.isArray(value)) return replaceNodeIds(value, layoutIds)
    if (!isRecord(value)) return false
    let changed = replaceNodeIds(value.layoutNodes, layoutIds)
    if (Array.isArray(value.mobileLayout)) {
      for (const tab of value.mobileLayout) {
        if (isRecord(tab)) changed = replaceNodeIds(tab.mobileLayoutNodes, layoutIds) || changed
      }
    }
    return replacePageIds(value, pageIds) || changed
  })
}

/** A layout context (or any document) with the pages its actions open renamed. */
export function remapPageReferences(text: string, pageIds: IdMap): string {
  if (pageIds.size === 0) return text
  return rewrite(text, (value) => replacePageIds(value, pageIds))
}

/** A link page's url pointing at a page of the same application, renamed. */
export function remapLinkUrl(url: string | null, pageIds: IdMap): string | null {
  if (!url) return url
  try {
    const value = JSON.parse(url)
    if (isRecord(value) && value.resourceType === 'app' && typeof value.resourceCode === 'string') {
      const renamed = pageIds.get(value.resourceCode)
      if (renamed !== undefined) return JSON.stringify({ ...value, resourceCode: renamed })
    }
  } catch {
    // An unreadable url is kept as it was.
  }
  return url
}

/** Fields of a symbol document that name its own record, replaced when they still name the old one. */
export function remapSymbolFields(text: string, replacements: Record<string, [string, string]>): string {
  return rewrite(text, (value) => {
    if (!isRecord(value)) return false
    let changed = false
    for (const [field, [from, to]] of Object.entries(replacements)) {
      if (value[field] === from && from !== to) {
        value[field] = to
        changed = true
      }
    }
    return changed
  })
}
