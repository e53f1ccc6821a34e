import { createPluginRegistry, type PluginRegistry } from '../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { fetchEnabledPlugins, registerThirdPartyPlugins } from './thirdParty'

let builtins: Promise<PluginRegistry<GantryPlugin>> | null = null
let shared: Promise<PluginRegistry<GantryPlugin>> | null = null

/**
 * The app's plugin registry with the built-in plugins registered (manifests only: a view loads when a
 * widget of its plugin first shows). The catalogue module is imported here, lazily, so the operator
 * runtime's first chunk never carries designer metadata. A runtime page whose widgets are all built in
 * draws with this at once; the enabled third-party plugins join the same registry later
 * (loadDesignerRegistry), so that a page never waits for them unless it uses one.
 */
export function loadBuiltinRegistry(): Promise<PluginRegistry<GantryPlugin>> {
  builtins ??= import('../../../plugins/index').then(({ registerBuiltinPlugins }) => {
    const registry = createPluginRegistry<GantryPlugin>()
    registerBuiltinPlugins(registry)
    return registry
  })
  return builtins
}

/**
 * The same registry once the enabled third-party plugins an administrator installed are registered
 * too. Shared by the designer, the preview and runtime pages that use a plugin that is not built in.
 * The list of enabled plugins is asked for while the catalogue module loads, not after.
 */
export function loadDesignerRegistry(): Promise<PluginRegistry<GantryPlugin>> {
  shared ??= Promise.all([loadBuiltinRegistry(), fetchEnabledPlugins()]).then(async ([registry, enabled]) => {
    await registerThirdPartyPlugins(registry, enabled)
    return registry
  })
  return shared
}
