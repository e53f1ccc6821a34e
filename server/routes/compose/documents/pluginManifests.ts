/**
 * The built-in plugins' manifests, for checking the widgets of a saved page. ARCHITECTURE.md: the server
 * never imports plugins' views. A plugin folder's `manifest.ts` is pure data (no view, React, fabric or
 * G2: tests/unit/plugins/bundleDiscipline.test.ts holds every manifest to it), so the server reads those
 * files and nothing else of plugins/, found on disk as the app finds the plugins (no list to keep).
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { WidgetManifest } from '../../../../engine/plugins/contract.ts'

const pluginsDir = resolve(import.meta.dirname, '../../../../plugins')

/** The `manifest.ts` of every plugin folder (plugins/<family>/<name>/). */
function manifestFiles(): string[] {
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((family) => family.isDirectory() && family.name !== 'shared')
    .flatMap((family) =>
      readdirSync(join(pluginsDir, family.name)).map((name) => join(pluginsDir, family.name, name)),
    )
    .map((folder) => join(folder, 'manifest.ts'))
    .filter((file) => existsSync(file))
}

async function loadManifests(): Promise<ReadonlyMap<string, WidgetManifest>> {
  const manifests = new Map<string, WidgetManifest>()
  for (const file of manifestFiles()) {
    const module = (await import(pathToFileURL(file).href)) as { manifest?: WidgetManifest }
    if (module.manifest) manifests.set(module.manifest.id, module.manifest)
  }
  return manifests
}

/** Manifests by plugin id, read once when the server starts. */
export const pluginManifests: ReadonlyMap<string, WidgetManifest> = await loadManifests()
