/**
 * Lazy loading of plugin views: one import per plugin and view kind however many widgets ask, a bounded
 * wait, and no poisoned cache, so that a chunk that failed over a flaky network loads on the next try.
 */

import { type MessageDescriptor, withValues } from '../messages.ts'
import { CHUNK_LOAD_TIMEOUT_MS } from '../rules/display.ts'
import { withTimeout } from '../timeout.ts'
import type { ViewKind, WidgetPlugin } from './contract.ts'
import { pluginMessages } from './pluginMessages.ts'
import type { PropsSchema } from './propsSchema.ts'

/** A view that did not arrive within the time-out; `descriptor` is what an operator is shown. */
export class ViewLoadTimeoutError extends Error {
  readonly pluginId: string
  readonly kind: ViewKind
  readonly timeoutMs: number
  readonly descriptor: MessageDescriptor

  constructor(pluginId: string, kind: ViewKind, timeoutMs: number) {
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

/** Loads a plugin's view of one kind, sharing a pending or finished load. */
export type ViewLoader<V> = (plugin: WidgetPlugin<PropsSchema, V>, kind: ViewKind) => Promise<V>

/**
 * A loader memoised per plugin object and kind. A rejected or timed-out load is forgotten, so the next
 * call imports again; a replaced plugin (a new object) loads its own views.
 */
export function createViewLoader<V>(options: ViewLoaderOptions = {}): ViewLoader<V> {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS
  const loads = new WeakMap<WidgetPlugin<PropsSchema, V>, Partial<Record<ViewKind, Promise<V>>>>()
  return (plugin, kind) => {
    let byKind = loads.get(plugin)
    if (!byKind) {
      byKind = {}
      loads.set(plugin, byKind)
    }
    const cached = byKind[kind]
    if (cached) return cached
    const load = withTimeout(
      startLoad(plugin, kind),
      timeoutMs,
      () => new ViewLoadTimeoutError(plugin.id, kind, timeoutMs),
    )
    const entry = byKind
    entry[kind] = load
    load.catch(() => {
      if (entry[kind] === load) delete entry[kind]
    })
    return load
  }
}

// A loader that throws synchronously becomes a rejected load like any other failure.
function startLoad<V>(plugin: WidgetPlugin<PropsSchema, V>, kind: ViewKind): Promise<V> {
  return new Promise<V>((resolve) => resolve(plugin.views[kind]()))
}
