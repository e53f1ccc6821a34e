import { i18n } from '@lingui/core'
import type { PackagedManifest } from '../../../engine/plugins/packagedManifest'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { getJson } from '../../shell/earlyRequests'
import { shareModulesWithPlugins } from './sharedModules'

/** An enabled third-party plugin as the server lists it (GET /api/plugins/enabled). */
export interface EnabledPlugin {
  id: string
  version: number
  checksum: string
  manifest: PackagedManifest
  module: string
}

/** Why one plugin was not registered; the others still are. */
export interface PluginLoadProblem {
  id: string
  reason: string
}

let prefetched: Promise<EnabledPlugin[]> | null = null

/**
 * Asks for the enabled third-party plugins now (a runtime page opened directly), for the registry to take
 * when it registers them; the answer is taken once, a later registry asks afresh.
 */
export function prefetchEnabledPlugins(): void {
  prefetched ??= requestEnabledPlugins()
}

/** The enabled third-party plugins: the prefetched answer if there is one, else a new request. */
export function fetchEnabledPlugins(): Promise<EnabledPlugin[]> {
  const early = prefetched
  prefetched = null
  return early ?? requestEnabledPlugins()
}

/** Without a session (the login page) or on any failure there is nothing to register. */
async function requestEnabledPlugins(): Promise<EnabledPlugin[]> {
  const answer = await getJson<{ list: EnabledPlugin[] }>('/api/plugins/enabled', {
    suppressNotice: true,
    unauthorized: 'report',
  })
  return answer.ok && Array.isArray(answer.data?.list) ? answer.data.list : []
}

/**
 * Registers the enabled third-party plugins (`enabled`, from fetchEnabledPlugins) like built-in ones:
 * their translations first, then each module, imported from the server (same origin, as the CSP
 * requires). A module that fails to load, or whose plugin is not the one its manifest names, is left
 * out: its widgets show the missing-plugin placeholder and stay intact.
 */
export async function registerThirdPartyPlugins(
  registry: PluginRegistry<GantryPlugin>,
  enabled: EnabledPlugin[],
): Promise<PluginLoadProblem[]> {
  if (enabled.length === 0) return []
  shareModulesWithPlugins()
  const problems: PluginLoadProblem[] = []
  await Promise.all(
    enabled.map(async (entry) => {
      try {
        for (const [locale, messages] of Object.entries(entry.manifest.messages ?? {})) {
          i18n.load(locale, messages as Record<string, string>)
        }
        const module = (await import(/* @vite-ignore */ entry.module)) as { default?: GantryPlugin }
        const plugin = module.default
        if (!plugin || plugin.id !== entry.id || plugin.version !== entry.version) {
          throw new Error(`the module's plugin is not ${entry.id} version ${entry.version}`)
        }
        if (registry.has(plugin.id)) throw new Error('a plugin with this id is already registered')
        registry.register(plugin)
      } catch (error) {
        problems.push({ id: entry.id, reason: error instanceof Error ? error.message : String(error) })
      }
    }),
  )
  // A warning, not an error: the pages still work, with placeholders where the plugin's widgets were.
  for (const problem of problems) console.warn(`Plugin ${problem.id} was not registered: ${problem.reason}`)
  return problems
}
