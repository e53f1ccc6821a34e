/**
 * The plugin registry: built-in and third-party plugins register the same way, ids are unique unless an
 * override is explicit, and the palette lists and searches what is registered.
 */
import { formatMessage, type MessageDescriptor } from '../messages.ts'
import { assertValidPlugin, type WidgetPlugin } from './contract.ts'
import { compareCategories, type PluginCategory } from './pluginCategories.ts'
import type { PropsSchema } from './propsSchema.ts'
import { createViewLoader, type ViewLoader, type ViewLoaderOptions } from './viewLoader.ts'

type AnyPlugin = WidgetPlugin<PropsSchema, unknown, string>

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
export interface PluginRegistryChange<P extends AnyPlugin> {
  kind: 'registered' | 'replaced'
  plugin: P
}

/**
 * The registry's surface; `P` is the app's plugin type (a union narrowed by `render`, so that hosts
 * need no casts to get a DOM or a canvas view).
 */
export interface PluginRegistry<P extends AnyPlugin = WidgetPlugin> {
  /** Checks the plugin (InvalidPluginError) and adds it; a duplicate id throws DuplicatePluginError. */
  register(plugin: P, options?: RegisterOptions): void
  get(id: string): P | undefined
  has(id: string): boolean
  /**
   * In palette order: by category (built-in ones first), then `order` (100 when absent), then id; a
   * replaced plugin takes the new one's place. Same array until the next change.
   */
  list(category?: PluginCategory): readonly P[]
  /** Categories with at least one plugin, in palette order. */
  categories(): PluginCategory[]
  /** Plugins whose id or title contains every word of the query, ignoring case; titles in English by default. */
  search(query: string, translate?: (descriptor: MessageDescriptor) => string): P[]
  /** Calls the listener after each registration; returns the unsubscribe function. */
  subscribe(listener: (change: PluginRegistryChange<P>) => void): () => void
  /** Views and painters, imported once and shared: `views.load(plugin, 'runtime')`, `views.peek(…)`. */
  views: ViewLoader
}

/** Options of a registry; `timeoutMs` bounds each view load (CHUNK_LOAD_TIMEOUT_MS by default). */
export type PluginRegistryOptions = ViewLoaderOptions

/** A new, empty registry. The app makes one and registers the built-in plugins, then third-party ones. */
export function createPluginRegistry<P extends AnyPlugin = WidgetPlugin>(
  options: PluginRegistryOptions = {},
): PluginRegistry<P> {
  const plugins = new Map<string, P>()
  const listeners = new Set<(change: PluginRegistryChange<P>) => void>()
  // Stable snapshots, so that list() can feed React's useSyncExternalStore without re-rendering forever.
  const listCache = new Map<PluginCategory, readonly P[]>()
  const ALL = '' // no category is empty

  function list(category?: PluginCategory): readonly P[] {
    const cacheKey = category ?? ALL
    let cached = listCache.get(cacheKey)
    if (!cached) {
      const all = [...plugins.values()].sort(paletteOrder)
      cached = Object.freeze(category ? all.filter((plugin) => plugin.category === category) : all)
      listCache.set(cacheKey, cached)
    }
    return cached
  }

  function notify(change: PluginRegistryChange<P>): void {
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
    categories: () => [...new Set(list().map((plugin) => plugin.category))],
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
      const subscription = (change: PluginRegistryChange<P>) => listener(change)
      listeners.add(subscription)
      return () => {
        listeners.delete(subscription)
      }
    },
    views: createViewLoader(options),
  }
}

/** Palette order: category, then the manifest's `order`, then id. */
function paletteOrder(a: AnyPlugin, b: AnyPlugin): number {
  return (
    compareCategories(a.category, b.category) ||
    (a.order ?? 100) - (b.order ?? 100) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}
