/**
 * Lazy loading of plugin views and painters: one import per plugin and kind however many widgets ask, a
 * bounded wait, no poisoned cache (a chunk that failed over a flaky network loads on the next try), and a
 * synchronous `peek` at what has arrived, so a widget scrolled back into view mounts at once. It is the
 * only cache of views: the designer, the runtime and the painter all load through it.
 */

import { type MessageDescriptor, withValues } from '../messages.ts'
import { CHUNK_LOAD_TIMEOUT_MS } from '../rules/display.ts'
import { withTimeout } from '../timeout.ts'
import type { LoadKind, WidgetPlugin } from './contract.ts'
import { pluginMessages } from './pluginMessages.ts'
import type { PropsSchema } from './propsSchema.ts'

/** A view that did not arrive within the time-out; `descriptor` is what an operator is shown. */
export class ViewLoadTimeoutError extends Error {
  readonly pluginId: string
  readonly kind: LoadKind
  readonly timeoutMs: number
  readonly descriptor: MessageDescriptor

  constructor(pluginId: string, kind: LoadKind, timeoutMs: number) {
    super(`Loading the ${kind} view of plugin '${pluginId}' timed out after ${timeoutMs} ms`)
    this.name = 'ViewLoadTimeoutError'
    this.pluginId = pluginId
    this.kind = kind
    this.timeoutMs = timeoutMs
    this.descriptor = withValues(pluginMessages.viewLoadTimedOut, { type: pluginId })
  }
}

/** Options of a view loader; tests shorten the time-out. */
export interface ViewLoaderOptions {
  timeoutMs?: number
}

type AnyPlugin = WidgetPlugin<PropsSchema, unknown, string>

/** What a plugin's `views[kind]` resolves to: its view type, or its painter for 'paint'. */
export type Loaded<P extends AnyPlugin, K extends LoadKind> = Awaited<ReturnType<NonNullable<P['views'][K]>>>

/** Loads a plugin's views and painter, sharing a pending or finished load. */
export interface ViewLoader {
  /** The view (or painter) of that kind; rejects with ViewLoadTimeoutError after the time-out. */
  load<P extends AnyPlugin, K extends LoadKind>(plugin: P, kind: K): Promise<Loaded<P, K>>
  /** The view if it has arrived already, else undefined; never starts a load. */
  peek<P extends AnyPlugin, K extends LoadKind>(plugin: P, kind: K): Loaded<P, K> | undefined
}

interface Entry {
  promise: Promise<unknown>
  value?: { view: unknown }
}

/**
 * A loader memoised per plugin object and kind. A rejected or timed-out load is forgotten, so the next
 * call imports again; a replaced plugin (a new object) loads its own views.
 */
export function createViewLoader(options: ViewLoaderOptions = {}): ViewLoader {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS
  const loads = new WeakMap<object, Partial<Record<LoadKind, Entry>>>()
  return {
    load<P extends AnyPlugin, K extends LoadKind>(plugin: P, kind: K): Promise<Loaded<P, K>> {
      let byKind = loads.get(plugin)
      if (!byKind) {
        byKind = {}
        loads.set(plugin, byKind)
      }
      const cached = byKind[kind]
      if (cached) return cached.promise as Promise<Loaded<P, K>>
      const promise = withTimeout(
        startLoad(plugin, kind),
        timeoutMs,
        () => new ViewLoadTimeoutError(plugin.id, kind, timeoutMs),
      )
      const entry: Entry = { promise }
      const owner = byKind
      owner[kind] = entry
      promise.then(
        (view) => {
          entry.value = { view }
        },
        () => {
          if (owner[kind] === entry) delete owner[kind]
        },
      )
      return promise as Promise<Loaded<P, K>>
    },
    peek<P extends AnyPlugin, K extends LoadKind>(plugin: P, kind: K): Loaded<P, K> | undefined {
      return loads.get(plugin)?.[kind]?.value?.view as Loaded<P, K> | undefined
    },
  }
}

// A loader that throws synchronously, or a missing painter, becomes a rejected load like any other failure.
function startLoad(plugin: AnyPlugin, kind: LoadKind): Promise<unknown> {
  return new Promise((resolve) => {
    const load = plugin.views[kind]
    if (typeof load !== 'function') throw new Error(`Plugin '${plugin.id}' has no ${kind} view`)
    resolve(load())
  })
}
