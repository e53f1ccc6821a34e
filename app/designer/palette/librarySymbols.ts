/**
 * The application's own symbols (its library, /layout/custom-graph-mgr) as the page designer's palette
 * offers them, and placing one: the widget gets a copy of the symbol's drawing and its size.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { decodeSymbol } from '../../../engine/codec/symbolCodec'
import type { SymbolWire } from '../../../engine/document/persisted'
import { LIBRARY_SYMBOL_TYPE } from '../../../plugins/symbols/library/manifest'
import {
  fetchSymbol,
  fetchSymbolTree,
  type SymbolRecord,
  type SymbolTreeNode,
} from '../../screens/symbols/symbolApi'
import { blockFrames } from '../../stage/geometry/pageGrid'
import { centredIn, type Point } from '../../stage/geometry/rect'
import { librarySymbol, symbolVersionOf } from '../../stage/symbolRefs'
import { notify } from '../../ui/notices'
import { placePlugin } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import { frameOf } from '../state/selectors'

/** Drag data type of a library symbol (its id), next to the palette's plugin drag type. */
export const SYMBOL_DRAG_TYPE = 'application/x-gantry-symbol'

/** A symbol of the library as the palette lists it. */
export interface LibraryEntry {
  id: number
  name: string
  templateName: string
}

function symbolsOf(nodes: readonly SymbolTreeNode[]): LibraryEntry[] {
  return nodes.flatMap((node) =>
    node.nodeType === 'symbol'
      ? [{ id: node.id, name: node.name, templateName: node.templateName ?? '' }]
      : symbolsOf(node.children ?? []),
  )
}

/** The symbols of application `appId` (folders flattened, tree order), or the reason they are not. */
export function useLibrarySymbols(appId: number | null): { list: LibraryEntry[]; error: string } {
  const [state, setState] = useState<{ list: LibraryEntry[]; error: string }>({ list: [], error: '' })
  useEffect(() => {
    if (appId === null) return
    let live = true
    void fetchSymbolTree(appId).then((result) => {
      if (!live) return
      setState(result.ok ? { list: symbolsOf(result.data), error: '' } : { list: [], error: result.message })
    })
    return () => {
      live = false
    }
  }, [appId])
  return state
}

/** The symbol record's drawing (its id and the record's template kept), or why it cannot be read. */
export function drawingOf(record: SymbolRecord): SymbolWire | string {
  const decoded = decodeSymbol(record.content)
  if (!decoded.ok) return t`The symbol ${record.name} cannot be read: ${decoded.message}`
  return {
    ...decoded.value,
    id: String(record.id),
    templateName: record.templateName || decoded.value.templateName,
  }
}

/** The symbol's drawing, read from the library (a message when it cannot be). */
export async function loadDrawing(id: number): Promise<SymbolWire | string> {
  const found = await librarySymbol(id, { fresh: true })
  return found.kind === 'found' ? found.drawing : found.message
}

/**
 * Places library symbol `id` at `at` (page pixels; null: the block's top left corner; 'centre': the middle
 * of the block, as a page made from a graphic template starts) at the symbol's own size.
 */
export async function placeLibrarySymbol(
  store: DesignerStore,
  id: number,
  at: Point | null | 'centre',
  blockId = store.state.blockId,
): Promise<string | null> {
  const plugin = store.registry.get(LIBRARY_SYMBOL_TYPE)
  if (!plugin) return null
  const drawing = await loadDrawing(id)
  if (typeof drawing === 'string') {
    notify.error(drawing)
    return null
  }
  const size = { w: Math.max(10, drawing.width), h: Math.max(10, drawing.height) }
  const { state } = store
  const frame = frameOf(state, blockId) ?? blockFrames(state.doc, state.platform, state.tabId)[0]
  const where = at === 'centre' ? (frame ? centredIn(frame.rect, size) : null) : at
  return placePlugin(store, plugin, where, blockId, {
    // The page stores the reference (id and version); the drawing is held while the page is open.
    props: { symbolId: String(id), symbolVersion: symbolVersionOf(drawing), drawing },
    size,
  })
}
