/**
 * Keeps the stale placed symbols of the open page up to date (staleSymbols.ts): the library is read once
 * per symbol when the page shows it, and again when the window regains focus (the symbol may have been
 * edited in another tab).
 */
import { useEffect } from 'react'
import { proxy, ref, subscribe } from 'valtio'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { librarySymbol } from '../../stage/symbolRefs'
import type { DesignerStore } from '../state/designerStore'
import { type LibraryDrawing, placedSymbols, type StaleSymbol, staleSymbols } from './staleSymbols'

interface StaleState {
  list: StaleSymbol[]
}

const states = new WeakMap<DesignerStore, StaleState>()

/** The stale placed symbols of the page open in `store` (a valtio proxy: read it with useSnapshot). */
export function staleSymbolsOf(store: DesignerStore): StaleState {
  let state = states.get(store)
  if (!state) {
    state = proxy<StaleState>({ list: ref([]) })
    states.set(store, state)
  }
  return state
}

const RECHECK_DELAY_MS = 400

/** The library's drawing of symbol `id`; undefined when the library could not be asked (try again later). */
async function readLibrary(id: number, fresh: boolean): Promise<LibraryDrawing | undefined> {
  const found = await librarySymbol(id, { fresh })
  return found.kind === 'unreachable' ? undefined : found
}

/** Keeps `staleSymbolsOf(store)` up to date. */
export function useStaleSymbols(store: DesignerStore): void {
  useEffect(() => {
    const state = staleSymbolsOf(store)
    const library = new Map<number, LibraryDrawing>()
    let alive = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const recompute = () => {
      state.list = ref(staleSymbols(store.state.doc as PageDoc, library))
    }
    const check = async (refresh: boolean) => {
      const ids = [...new Set(placedSymbols(store.state.doc as PageDoc).map((p) => p.symbolId))].filter(
        (id) => refresh || !library.has(id),
      )
      const loaded = await Promise.all(ids.map(async (id) => [id, await readLibrary(id, refresh)] as const))
      if (!alive) return
      for (const [id, drawing] of loaded) if (drawing) library.set(id, drawing)
      recompute()
    }
    let lastDoc: unknown = store.state.doc
    const schedule = () => {
      if (store.state.doc === lastDoc) return
      lastDoc = store.state.doc
      clearTimeout(timer)
      timer = setTimeout(() => void check(false), RECHECK_DELAY_MS)
    }
    const onFocus = () => void check(true)
    void check(false)
    const unsubscribe = subscribe(store.state, schedule)
    window.addEventListener('focus', onFocus)
    return () => {
      alive = false
      clearTimeout(timer)
      unsubscribe()
      window.removeEventListener('focus', onFocus)
    }
  }, [store])
}
