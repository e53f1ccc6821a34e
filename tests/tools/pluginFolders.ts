/**
 * The plugin folders of a checkout: `plugins/<family>/<name>/` holding an `index.ts` (shared/ is no family).
 * What the app discovers with import.meta.glob, for the tools that run in Node (lingui's configuration,
 * the scaffold, tests). The server finds manifests the same way in routes/compose/documents.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Each plugin folder as a path from `root`, e.g. 'plugins/charts/line'. */
export function pluginFolders(root: string): string[] {
  const pluginsDir = join(root, 'plugins')
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((family) => family.isDirectory() && family.name !== 'shared')
    .flatMap((family) =>
      readdirSync(join(pluginsDir, family.name)).map((name) => `plugins/${family.name}/${name}`),
    )
    .filter((folder) => existsSync(join(root, folder, 'index.ts')))
}
