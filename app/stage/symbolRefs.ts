/**
 * Placed library symbols by reference (issue 23): a page stores each placed symbol's id and the library
 * version it was placed with, not a copy of its drawing (a page of 1,000 copies was 7.8 MB). The runtime
 * and the designer read each symbol once, keep it per id and version, and hand the same drawing object to
 * every copy on the page, so the painters prepare its parts once (plugins/symbols/library/paint.ts). A
 * page saved before references holds its copies and draws with them; its next save stores references.
 */
import { decodeSymbol } from '../../engine/codec/symbolCodec'
import type { PageDoc, WidgetNode } from '../../engine/document/pageDoc'
import type { SymbolWire } from '../../engine/document/persisted'
import { listWidgets } from '../../engine/document/widgetStore'
import { LIBRARY_SYMBOL_TYPE } from '../../plugins/symbols/library/manifest'
import { requestJson } from '../shell/http'

/** What GET /api/compose/manage/symbol/{id}/drawing answers. */
interface DrawingRecord {
  id: number
  name: string
  templateName: string
  content: string
  version: number
}

/** A symbol as the library holds it, gone from it (deleted, unreadable), or not reached (try again later). */
export type LibrarySymbol =
  | { kind: 'found'; drawing: SymbolWire; version: number }
  | { kind: 'gone'; message: string }
  | { kind: 'unreachable'; message: string }

// The library version of each drawing read from the library.
const versions = new WeakMap<SymbolWire, number>()

/** The library version `drawing` was read at (0: not read from the library by this tab). */
export function symbolVersionOf(drawing: SymbolWire): number {
  return versions.get(drawing) ?? 0
}

// Per symbol id: the newest read (a promise, so that 1,000 copies of a symbol ask once).
const reads = new Map<number, Promise<LibrarySymbol>>()

/** The symbol record's drawing (its id and the record's template kept), or why it cannot be read. */
function drawingOf(record: DrawingRecord): LibrarySymbol {
  const decoded = decodeSymbol(record.content)
  if (!decoded.ok) return { kind: 'gone', message: decoded.message }
  const drawing: SymbolWire = {
    ...decoded.value,
    id: String(record.id),
    templateName: record.templateName || decoded.value.templateName,
  }
  versions.set(drawing, record.version)
  return { kind: 'found', drawing, version: record.version }
}

async function read(id: number): Promise<LibrarySymbol> {
  const result = await requestJson<DrawingRecord>(
    'GET',
    `/api/compose/manage/symbol/${id}/drawing`,
    undefined,
    { suppressNotice: true },
  )
  if (!result.ok)
    return result.status === 404
      ? { kind: 'gone', message: result.message }
      : { kind: 'unreachable', message: result.message }
  if (result.status !== 200) return { kind: 'unreachable', message: String(result.status) }
  return drawingOf(result.data)
}

/**
 * Library symbol `id`, read once and kept: a later call gets the same drawing object unless `atLeast` names
 * a newer version than the one kept (a page placed after the read) or `fresh` asks again (the designer's
 * window regained focus). A symbol that could not be reached is asked again next time.
 */
export function librarySymbol(id: number, options: { atLeast?: number; fresh?: boolean } = {}) {
  const kept = reads.get(id)
  const again = async (): Promise<LibrarySymbol> => {
    const before = kept ? await kept : undefined
    const next = await read(id)
    // The same version read again keeps the drawing object the painters prepared.
    if (before?.kind === 'found' && next.kind === 'found' && next.version === before.version) return before
    return next
  }
  if (kept && !options.fresh) {
    const checked = kept.then((found) => {
      if (found.kind === 'unreachable') return again()
      if (found.kind === 'found' && (options.atLeast ?? 0) > found.version) return again()
      return found
    })
    reads.set(id, checked)
    return checked
  }
  const reading = again()
  reads.set(id, reading)
  return reading
}

/** The placed symbol's library id (0: none, a drawing placed without the library). */
export function placedSymbolId(node: WidgetNode): number {
  if (node.type !== LIBRARY_SYMBOL_TYPE) return 0
  const id = Number(node.props.symbolId)
  return Number.isInteger(id) && id > 0 ? id : 0
}

function placedWidgets(doc: PageDoc): WidgetNode[] {
  return Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))
}

/**
 * Gives every placed symbol of `doc` that refers to the library its drawing, in place (the doc was just
 * decoded and is not shown yet): each symbol read once, one drawing object shared by its copies. A symbol
 * gone from the library leaves `drawing` null: the symbol draws a placeholder. A page's own copy (saved
 * before references) is kept.
 */
export async function resolveSymbolRefs(doc: PageDoc): Promise<void> {
  const wanted = new Map<number, number>()
  const nodes = placedWidgets(doc).filter((node) => placedSymbolId(node) > 0 && !node.props.drawing)
  for (const node of nodes) {
    const id = placedSymbolId(node)
    wanted.set(id, Math.max(wanted.get(id) ?? 0, Number(node.props.symbolVersion) || 0))
  }
  if (wanted.size === 0) return
  const found = new Map(
    await Promise.all(
      [...wanted].map(async ([id, version]) => [id, await librarySymbol(id, { atLeast: version })] as const),
    ),
  )
  for (const node of nodes) {
    const symbol = found.get(placedSymbolId(node))
    if (symbol?.kind === 'found') node.props.drawing = symbol.drawing
  }
}

/** `doc` as a page stores it: placed library symbols keep their reference and drop the drawing. */
export function withSymbolReferences(doc: PageDoc): PageDoc {
  let changed = false
  const blocks: PageDoc['blocks'] = {}
  for (const [blockId, block] of Object.entries(doc.blocks)) {
    let widgets = block.widgets
    for (const [bucket, nodes] of Object.entries(block.widgets)) {
      let copy: Record<string, WidgetNode> | null = null
      for (const [id, node] of Object.entries(nodes)) {
        if (placedSymbolId(node) === 0 || node.props.drawing == null) continue
        copy ??= { ...nodes }
        copy[id] = { ...node, props: { ...node.props, drawing: null } }
      }
      if (copy) {
        if (widgets === block.widgets) widgets = { ...block.widgets }
        widgets[bucket] = copy
      }
    }
    blocks[blockId] = widgets === block.widgets ? block : { ...block, widgets }
    if (widgets !== block.widgets) changed = true
  }
  return changed ? { ...doc, blocks } : doc
}
