import { useEffect } from 'react'
import { proxy, ref, subscribe } from 'valtio'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { requestJson } from '../../shell/http'
import type { DesignerStore } from '../state/designerStore'
import { type BindingProblem, bindingProblems, boundObjects } from './bindingProblems'

interface ProblemsState {
  list: BindingProblem[]
}

const states = new WeakMap<DesignerStore, ProblemsState>()

/** The binding problems of the page open in `store` (a valtio proxy: read it with useSnapshot). */
export function problemsOf(store: DesignerStore): ProblemsState {
  let state = states.get(store)
  if (!state) {
    state = proxy<ProblemsState>({ list: ref([]) })
    states.set(store, state)
  }
  return state
}

/** An object's property types, or null when the object is gone (404). */
async function loadTypes(objName: string): Promise<Map<string, string> | null | undefined> {
  const result = await requestJson<{ items: { kind: string; propertyName: string; type: string }[] }>(
    'GET',
    `/api/objectselector/instance/${encodeURIComponent(objName)}`,
    undefined,
    { suppressNotice: true },
  )
  if (!result.ok) return result.status === 404 ? null : undefined
  return new Map(
    result.data.items
      .filter((item) => item.kind === 'property')
      .map((item) => [item.propertyName.toLowerCase(), item.type]),
  )
}

const RECHECK_DELAY_MS = 400

/**
 * Keeps `problemsOf(store)` up to date: the objects the page binds are read from the model when they first
 * appear and again whenever the window regains focus (the model may have been edited in another tab), and
 * every binding is checked against them and the plugin manifests' `bindTypes`.
 */
export function useBindingProblems(store: DesignerStore): void {
  useEffect(() => {
    const state = problemsOf(store)
    const models = new Map<string, Map<string, string> | null>()
    let timer: ReturnType<typeof setTimeout> | undefined
    let alive = true
    const schemaOf = (type: string) => store.registry.get(type)?.props
    const recompute = () => {
      state.list = ref(bindingProblems(store.state.doc as PageDoc, schemaOf, models))
    }
    const check = async (refresh: boolean) => {
      const names = boundObjects(store.state.doc as PageDoc).filter(
        (name) => refresh || !models.has(name.toLowerCase()),
      )
      // A widget just placed or unbound changes the list without a request.
      if (names.length === 0) {
        recompute()
        return
      }
      const loaded = await Promise.all(names.map(async (name) => [name, await loadTypes(name)] as const))
      if (!alive) return
      for (const [name, types] of loaded) if (types !== undefined) models.set(name.toLowerCase(), types)
      recompute()
    }
    let lastDoc: unknown = store.state.doc
    const schedule = () => {
      // Pointer moves and selections change the state too; only a new document can change the answer.
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
