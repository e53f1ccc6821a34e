/**
 * The plugin registry: built-in and third-party plugins register the same way, ids are unique unless an
 * override is explicit, and the palette lists and searches what is registered.
 */
import { formatMessage, type MessageDescriptor } from '../messages.ts'
import { assertValidPlugin, type ViewKind, type WidgetPlugin } from './contract.ts'
import { PLUGIN_CATEGORIES, type PluginCategory } from './pluginCategories.ts'
import type { PropsSchema } from './propsSchema.ts'
import { createViewLoader, type ViewLoaderOptions } from './viewLoader.ts'

/** Thrown when an id is registered twice without `{ override: 'replace' }`. */
export class DuplicatePluginError extends Error {
  readonly pluginId: string

  constructor(pluginId: string) {
    super(`Plugin '${pluginId}' is already registered; pass { override: 'replace' } to replace it`)
    this.name = 'DuplicatePluginError'
    this.pluginId = pluginId
  }
}

/** Options of register: replacing an installed plugin must be asked for by name. */
export interface RegisterOptions {
  override?: 'replace'
}

/** What a subscriber hears after each registration. */
export interface PluginRegistryChange<V> {
  kind: 'registered' | 'replaced'
  plugin: WidgetPlugin<PropsSchema, V>
}

/** The registry's surface; `V` is the app's view type. */
export interface PluginRegistry<V = unknown> {
  /** Checks the plugin (InvalidPluginError) and adds it; a duplicate id throws DuplicatePluginError. */
  register(plugin: WidgetPlugin<PropsSchema, V>, options?: RegisterOptions): void
  get(id: string): WidgetPlugin<PropsSchema, V> | undefined
  has(id: string): boolean
  /** In registration order; a replaced plugin keeps its place. Same array until the next change. */
  list(category?: PluginCategory): readonly WidgetPlugin<PropsSchema, V>[]
  /** Categories with at least one plugin, in palette order. */
  categories(): PluginCategory[]
  /** Plugins whose id or title contains every word of the query, ignoring case; titles in English by default. */
  search(query: string, translate?: (descriptor: MessageDescriptor) => string): WidgetPlugin<PropsSchema, V>[]
  /** Calls the listener after each registration; returns the unsubscribe function. */
  subscribe(listener: (change: PluginRegistryChange<V>) => void): () => void
  /** The plugin's view, imported once and shared; rejects with ViewLoadTimeoutError after the time-out. */
  loadView(plugin: WidgetPlugin<PropsSchema, V>, kind: ViewKind): Promise<V>
}

/** Options of a registry; `timeoutMs` bounds each view load (CHUNK_LOAD_TIMEOUT_MS by default). */
export type PluginRegistryOptions = ViewLoaderOptions

/** A new, empty registry. The app makes one and registers the built-in plugins, then third-party ones. */
export function createPluginRegistry<V = unknown>(options: PluginRegistryOptions = {}): PluginRegistry<V> {
  const plugins = new Map<string, WidgetPlugin<PropsSchema, V>>()
  const listeners = new Set<(change: PluginRegistryChange<V>) => void>()
  // Stable snapshots, so that list() can feed React's useSyncExternalStore without re-rendering forever.
  const listCache = new Map<PluginCategory | 'all', readonly WidgetPlugin<PropsSchema, V>[]>()

  function list(category?: PluginCategory): readonly WidgetPlugin<PropsSchema, V>[] {
    const cacheKey = category ?? 'all'
    let cached = listCache.get(cacheKey)
    if (!cached) {
      const all = [...plugins.values()]
      cached = Object.freeze(category ? all.filter((plugin) => plugin.category === category) : all)
      listCache.set(cacheKey, cached)
    }
    return cached
  }

  function notify(change: PluginRegistryChange<V>): void {
    // Every listener hears the change even if one throws; the first error is rethrown afterwards.
    const errors: unknown[] = []
    for (const listener of [...listeners]) {
      try {
        listener(change)
      } catch (error) {
        errors.push(error)
      }
    }
    if (errors.length > 0) throw errors[0]
  }

  return {
    register(plugin, registerOptions = {}) {
      assertValidPlugin(plugin)
      const replacing = plugins.has(plugin.id)
      if (replacing && registerOptions.override !== 'replace') throw new DuplicatePluginError(plugin.id)
      plugins.set(plugin.id, plugin)
      listCache.clear()
      notify({ kind: replacing ? 'replaced' : 'registered', plugin })
    },
    get: (id) => plugins.get(id),
    has: (id) => plugins.has(id),
    list,
    categories: () => PLUGIN_CATEGORIES.filter((category) => list(category).length > 0),
    search(query, translate = formatMessage) {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean)
      if (words.length === 0) return [...list()]
      return list().filter((plugin) => {
        const haystack = `${plugin.id}\n${translate(plugin.title)}`.toLowerCase()
        return words.every((word) => haystack.includes(word))
      })
    },
    subscribe(listener) {
      // A wrapper per call, so that subscribing one function twice needs two unsubscribes.
      const subscription = (change: PluginRegistryChange<V>) => listener(change)
      listeners.add(subscription)
      return () => {
        listeners.delete(subscription)
      }
    },
    loadView: createViewLoader<V>(options),
  }
}
