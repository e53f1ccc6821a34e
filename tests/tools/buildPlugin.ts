/**
 * `npm run build-plugin` in a plugin folder (or `npm run build-plugin -- <folder>`): builds a plugin made
 * with the kit into what an administrator installs (plugins/README.md, "Third-party plugins"):
 *
 *   <folder>/dist/<id>.js             one ES module, default export the plugin, views included
 *   <folder>/dist/<id>.manifest.json  its manifest as JSON, with its compiled translations
 *
 * React and lingui are not bundled: they are the app's own (plugins/shared/externalModules.ts). CSS the
 * views import is bundled and added to the page as a style element when the module loads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { build, type Plugin } from 'esbuild'
import PO from 'pofile'
import { type PackagedMessages, packManifest } from '../../engine/plugins/packagedManifest.ts'
import { SHARED_MODULE_NAMES, SHARED_MODULES_GLOBAL } from '../../plugins/shared/externalModules.ts'
import type { GantryPlugin } from '../../plugins/shared/viewContract.ts'

/** The result of a build: where the two files went. */
export interface BuiltPlugin {
  id: string
  version: number
  module: string
  manifest: string
}

/** Each shared package becomes a module reading the app's copy; its export names come from the package. */
async function sharedModulesPlugin(): Promise<Plugin> {
  const names = new Map<string, string[]>()
  for (const name of SHARED_MODULE_NAMES) {
    const module = (await import(name)) as Record<string, unknown>
    names.set(
      name,
      Object.keys(module).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key)),
    )
  }
  const pattern = new RegExp(`^(${SHARED_MODULE_NAMES.map((n) => n.replace(/[/.]/g, '\\$&')).join('|')})$`)
  return {
    name: 'gantry-shared-modules',
    setup(builder) {
      builder.onResolve({ filter: pattern }, (args) => ({ path: args.path, namespace: 'gantry-shared' }))
      builder.onLoad({ filter: /.*/, namespace: 'gantry-shared' }, (args) => {
        const exported = names.get(args.path) ?? []
        const source = `const m = globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}]?.[${JSON.stringify(args.path)}]
if (!m) throw new Error('Gantry did not share ${args.path} with plugins')
export default m.default ?? m
export const { ${exported.join(', ')} } = m
`
        return { contents: source, loader: 'js' }
      })
    },
  }
}

/** CSS is added to the document once, when the module loads (the app's CSP allows inline styles). */
const cssAsStyle: Plugin = {
  name: 'gantry-css-as-style',
  setup(builder) {
    builder.onLoad({ filter: /\.css$/ }, (args) => {
      const css = readFileSync(args.path, 'utf8')
      const contents = `const style = document.createElement('style')
style.dataset.gantryPlugin = ${JSON.stringify(basename(args.path))}
style.textContent = ${JSON.stringify(css)}
document.head.append(style)
`
      return { contents, loader: 'js' }
    })
  },
}

/** The compiled catalogue of `locales/<locale>.po` (explicit ids), or undefined without one. */
function catalogue(folder: string, locale: string): Record<string, unknown> | undefined {
  let text: string
  try {
    text = readFileSync(join(folder, 'locales', `${locale}.po`), 'utf8')
  } catch {
    return undefined
  }
  const messages: Record<string, unknown> = {}
  for (const item of PO.parse(text).items) {
    const translation = item.msgstr[0]
    if (item.msgid && translation) messages[item.msgid] = compileMessage(translation)
  }
  return messages
}

/** Builds the plugin in `folder` into `folder/dist`. */
export async function buildPlugin(folder: string): Promise<BuiltPlugin> {
  const entry = join(folder, 'index.ts')
  const plugin = (await import(pathToFileURL(entry).href)).default as GantryPlugin
  if (!plugin || typeof plugin.id !== 'string') throw new Error(`${entry} must export the plugin as default`)
  const messages: PackagedMessages = {}
  for (const locale of ['en-us', 'zh-cn'] as const) {
    const compiled = catalogue(folder, locale)
    if (compiled) messages[locale] = compiled
  }
  const outDir = join(folder, 'dist')
  mkdirSync(outDir, { recursive: true })
  const module = join(outDir, `${plugin.id}.js`)
  await build({
    entryPoints: [entry],
    outfile: module,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    // Dynamic imports of the views are inlined: the plugin is one file, loaded when the app starts.
    splitting: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [await sharedModulesPlugin(), cssAsStyle],
  })
  const manifest = join(outDir, `${plugin.id}.manifest.json`)
  writeFileSync(manifest, `${JSON.stringify(packManifest(plugin, messages), null, 2)}\n`)
  return { id: plugin.id, version: plugin.version, module, manifest }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  // npm runs scripts from the package root; INIT_CWD is where it was called.
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? '.')
  const built = await buildPlugin(folder)
  console.log(`Built ${built.id} version ${built.version}:\n  ${built.module}\n  ${built.manifest}`)
}
