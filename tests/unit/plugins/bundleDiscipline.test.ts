/**
 * Manifests are what the palette, the inspector and the operator runtime load up front, so they must not
 * pull in a rendering library: G2 (≈386 kB gzip) and fabric (≈87 kB) load only with a view file. This
 * follows every static import from each manifest and lists the packages reached.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { pluginFolders } from '../../tools/pluginFolders.ts'

const root = resolve(import.meta.dirname, '../../..')
const pluginsDir = join(root, 'plugins')

// Static imports and re-exports that survive compilation: `import type` / `export type` are erased, but
// `import { type X } from 'y'` keeps an `import {} from 'y'` under verbatimModuleSyntax, so it counts.
const STATIC_IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm

/** Bare module specifiers reachable from `file` through static imports, with the files reached. */
function staticGraph(file: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>()
  const files = new Set<string>()
  const visit = (path: string) => {
    if (files.has(path)) return
    files.add(path)
    if (!/\.tsx?$/.test(path)) return
    for (const match of readFileSync(path, 'utf8').matchAll(STATIC_IMPORT)) {
      const [, , typeOnly, specifier = ''] = match
      if (typeOnly) continue
      if (specifier.startsWith('.')) visit(resolveSource(dirname(path), specifier))
      else packages.add(specifier)
    }
  }
  visit(file)
  return { packages, files }
}

function resolveSource(from: string, specifier: string): string {
  const base = resolve(from, specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`)
  return found
}

/** The files loaded up front: each plugin's manifest and index (`plugins/<family>/<name>/`), and plugins/index.ts. */
function upFront(): string[] {
  const plugins = pluginFolders(root).map((folder) => join(root, folder))
  return [
    join(pluginsDir, 'index.ts'),
    ...plugins.flatMap((folder) => [join(folder, 'manifest.ts'), join(folder, 'index.ts')]),
  ]
}

const allManifests = upFront()

describe('bundle discipline', () => {
  test('finds the manifests', () => {
    // Two files per plugin folder, and plugins/index.ts; each exists.
    expect(allManifests.length % 2).toBe(1)
    expect(allManifests.length).toBeGreaterThan(2)
    for (const file of allManifests) expect(existsSync(file), relative(root, file)).toBe(true)
  })

  test.each(allManifests.map((file) => [relative(root, file), file] as const))(
    '%s imports neither G2 nor fabric, statically',
    (_name, file) => {
      const { packages, files } = staticGraph(file)
      const heavy = [...packages].filter((name) => /^(@antv\/|fabric)/.test(name))
      expect(heavy).toEqual([])
      // Nor React, views or styles: a manifest is metadata the server could read.
      expect([...packages].filter((name) => /^(react|@headlessui|@lingui\/react)/.test(name))).toEqual([])
      expect(
        [...files].filter((path) => /\.(tsx|css)$/.test(path)).map((path) => relative(root, path)),
      ).toEqual([])
    },
  )

  test('views load G2 and fabric lazily: each plugin names its view in a dynamic import', () => {
    for (const file of allManifests.filter((path) => path.endsWith(join('', 'index.ts')))) {
      if (file === join(pluginsDir, 'index.ts')) continue
      const source = readFileSync(file, 'utf8')
      expect(source, relative(root, file)).toMatch(/import\('\.\/(view\.tsx|shape\.ts)'\)/)
    }
  })

  test('a manifest is pure data: it names no view at all', () => {
    for (const file of allManifests.filter((path) => path.endsWith('manifest.ts'))) {
      expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(/import\(/)
    }
  })

  test('painters import neither fabric nor G2 nor React, statically: they load with the operator runtime', () => {
    const painters = pluginFolders(root)
      .map((folder) => join(root, folder, 'paint.ts'))
      .filter((file) => existsSync(file))
    expect(painters.length).toBeGreaterThan(0)
    for (const file of painters) {
      const { packages } = staticGraph(file)
      const heavy = [...packages].filter((name) => /^(@antv\/|fabric|react|@headlessui)/.test(name))
      expect(heavy, relative(root, file)).toEqual([])
    }
  })

  test('the detector sees a static import of a heavy library', () => {
    const sample = "import { Chart } from '@antv/g2'\nimport type { FabricObject } from 'fabric'\n"
    const found = [...sample.matchAll(STATIC_IMPORT)].filter((m) => !m[2]).map((m) => m[3])
    expect(found).toEqual(['@antv/g2'])
  })
})
