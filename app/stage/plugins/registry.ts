import { createPluginRegistry, type PluginRegistry } from '../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { registerThirdPartyPlugins } from './thirdParty'

let shared: Promise<PluginRegistry<GantryPlugin>> | null = null

/**
 * The app's plugin registry with the built-in plugins registered (manifests only: a view loads when a
 * widget of its plugin first shows), then the enabled third-party plugins an administrator installed.
 * Shared by the designer and the preview; the catalogue module is imported here, lazily, so the operator
 * runtime's first chunk never carries designer metadata.
 */
export function loadDesignerRegistry(): Promise<PluginRegistry<GantryPlugin>> {
  shared ??= import('../../../plugins/index').then(async ({ registerBuiltinPlugins }) => {
    const registry = createPluginRegistry<GantryPlugin>()
    registerBuiltinPlugins(registry)
    await registerThirdPartyPlugins(registry)
    return registry
  })
  return shared
}
