/**
 * `npm run new-plugin -- form.progressBar "Progress bar" 进度条 [--render dom|canvas]` writes a working
 * plugin folder (manifest, view or shape, painter for shapes, messages with both catalogues, story, test)
 * under plugins/<family>/<name>/. Nothing outside that folder changes: the app, Storybook, Vitest and
 * lingui find it there (plugins/README.md). Refuses an id that is taken or malformed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { renderCanvas, renderDom, type Template } from './newPluginTemplates.ts'
import { pluginFolders } from './pluginFolders.ts'

const root = resolve(import.meta.dirname, '../..')
const PLUGIN_ID = /^([a-z]+)\.([a-z][A-Za-z0-9]*)$/

/** Folder of each built-in category; a new category gets `<category>s`. */
const FAMILIES: Record<string, string> = {
  chart: 'charts',
  form: 'forms',
  shape: 'shapes',
  symbol: 'symbols',
  control: 'controls',
  workflow: 'workflows',
}

function fail(message: string): never {
  console.error(`new-plugin: ${message}`)
  process.exit(1)
}

function parse(args: string[]) {
  const positional: string[] = []
  let render: 'dom' | 'canvas' | undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--render') {
      const value = args[++i]
      if (value !== 'dom' && value !== 'canvas') fail('--render takes dom or canvas')
      render = value
    } else positional.push(arg)
  }
  const [id = '', title, titleZh] = positional
  const match = PLUGIN_ID.exec(id)
  if (!match) fail(`'${id}' is not a plugin id: write category.name in camelCase, e.g. form.progressBar`)
  const [, category = '', name = ''] = match
  return {
    id,
    category,
    name,
    // Shapes and symbols draw on the fabric canvas; everything else is a DOM widget.
    render: render ?? (category === 'shape' || category === 'symbol' ? 'canvas' : 'dom'),
    title: title ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
    titleZh: titleZh ?? '',
  }
}

function takenIds(): Set<string> {
  return new Set(pluginFolders(root).map((folder) => folder.split('/')[2] ?? ''))
}

const options = parse(process.argv.slice(2))
if (!options.titleZh)
  fail('give the Chinese title too: npm run new-plugin -- form.progressBar "Progress bar" 进度条')
const folder = join(root, 'plugins', FAMILIES[options.category] ?? `${options.category}s`, options.name)
if (existsSync(folder) || takenIds().has(options.name))
  fail(`a plugin named '${options.name}' exists already`)

const template: Template = { ...options, folder: relative(root, folder).split('\\').join('/') }
const files = options.render === 'canvas' ? renderCanvas(template) : renderDom(template)
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(folder, path, '..'), { recursive: true })
  writeFileSync(join(folder, path), text)
}
// The templates are written for reading; the project's formatter gives them its layout.
spawnSync(join(root, 'node_modules/.bin/biome'), ['check', '--write', folder], { stdio: 'ignore' })
console.log(`Wrote ${template.folder}/: ${Object.keys(files).sort().join(', ')}`)
console.log(`Next: npm run storybook (Plugins/…), npx vitest run --project unit ${template.folder}`)
