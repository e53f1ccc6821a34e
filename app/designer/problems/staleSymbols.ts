/**
 * Placed library symbols whose symbol has changed in the library since they were placed (or last
 * refreshed): the designer holds each placed symbol's drawing while the page is open and the page stores
 * the library version it was placed with, so a later edit of the symbol is noted until the designer
 * updates it (its parameters' bindings with it). Pure: useStaleSymbols.ts reads the library.
 */
import type { PageDoc, WidgetNode } from '../../../engine/document/pageDoc'
import type { SymbolWire } from '../../../engine/document/persisted'
import { listWidgets } from '../../../engine/document/widgetStore'
import { LIBRARY_SYMBOL_TYPE } from '../../../plugins/symbols/library/manifest'

/** The library's side of one placed symbol id: its drawing now, or gone (deleted, unreadable). */
export type LibraryDrawing =
  | { kind: 'found'; drawing: SymbolWire; version: number }
  | { kind: 'gone'; message: string }

/** A placed symbol that differs from its library symbol. */
export interface StaleSymbol {
  blockId: string
  node: WidgetNode
  library: LibraryDrawing
}

/** JSON with object keys sorted: the same drawing read twice compares equal whatever its key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  )
}

/** Whether the placed copy draws differently from the library's drawing (its name alone does not count). */
export function drawingChanged(placed: SymbolWire | null | undefined, library: SymbolWire): boolean {
  if (!placed) return true
  const drawn = (s: SymbolWire) =>
    canonical([s.width, s.height, s.templateName ?? '', s.parameters ?? [], s.children ?? []])
  return drawn(placed) !== drawn(library)
}

/** The placed library symbols of the page (every block) with their symbol ids. */
export function placedSymbols(doc: PageDoc): { blockId: string; node: WidgetNode; symbolId: number }[] {
  const out: { blockId: string; node: WidgetNode; symbolId: number }[] = []
  for (const [blockId, block] of Object.entries(doc.blocks))
    for (const node of listWidgets(block.widgets)) {
      const symbolId = Number(node.props.symbolId)
      if (node.type === LIBRARY_SYMBOL_TYPE && Number.isInteger(symbolId) && symbolId > 0)
        out.push({ blockId, node, symbolId })
    }
  return out
}

/** The stale placed symbols of the page, given what the library holds (ids not read yet are skipped). */
export function staleSymbols(doc: PageDoc, library: ReadonlyMap<number, LibraryDrawing>): StaleSymbol[] {
  const out: StaleSymbol[] = []
  for (const { blockId, node, symbolId } of placedSymbols(doc)) {
    const found = library.get(symbolId)
    if (!found) continue
    // A page stores a reference: the symbol placed at an older library version than the library's now is
    // stale even when the drawing it holds was read from the library since (its bindings were not updated).
    const placedVersion = Number(node.props.symbolVersion) || 0
    if (
      found.kind === 'gone' ||
      (placedVersion > 0 && placedVersion !== found.version) ||
      drawingChanged(node.props.drawing as SymbolWire | null, found.drawing)
    )
      out.push({ blockId, node, library: found })
  }
  return out
}
