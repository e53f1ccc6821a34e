import { useEffect, useState } from 'react'
import type { ViewKind, WidgetPlugin } from '../../../engine/plugins/contract'
import type { PropsSchema } from '../../../engine/plugins/propsSchema'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import type { AnyPluginView } from '../../../plugins/shared/viewContract'

type Plugin = WidgetPlugin<PropsSchema, AnyPluginView>

// Views that have arrived, readable synchronously: a widget scrolled back into view mounts at once
// instead of flashing a loading state (the registry's loader is promise-only).
const resolved = new WeakMap<object, Partial<Record<ViewKind, AnyPluginView>>>()

/** The plugin's view if it has loaded already. */
export function cachedView(plugin: object, kind: ViewKind): AnyPluginView | undefined {
  return resolved.get(plugin)?.[kind]
}

/** Loads the plugin's view through the registry (one import however many widgets ask) and caches it. */
export async function loadView(
  registry: PluginRegistry<AnyPluginView>,
  plugin: Plugin,
  kind: ViewKind,
): Promise<AnyPluginView> {
  const view = await registry.loadView(plugin, kind)
  const byKind = resolved.get(plugin) ?? {}
  byKind[kind] = view
  resolved.set(plugin, byKind)
  return view
}

/** The view of a plugin for React: the cached one at once, or loaded on mount. */
export function usePluginView(
  registry: PluginRegistry<AnyPluginView>,
  plugin: Plugin | undefined,
  kind: ViewKind,
): { view: AnyPluginView | undefined; error: unknown } {
  const [state, setState] = useState<{ view: AnyPluginView | undefined; error: unknown }>(() => ({
    view: plugin ? cachedView(plugin, kind) : undefined,
    error: undefined,
  }))
  useEffect(() => {
    if (!plugin || state.view) return
    let alive = true
    loadView(registry, plugin, kind).then(
      (view) => alive && setState({ view, error: undefined }),
      (error: unknown) => alive && setState({ view: undefined, error }),
    )
    return () => {
      alive = false
    }
  }, [registry, plugin, kind, state.view])
  return state
}
