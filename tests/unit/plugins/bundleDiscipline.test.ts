/**
 * Manifests are what the palette, the inspector and the operator runtime load up front, so they must not
 * pull in a rendering library: G2 (≈386 kB gzip) and fabric (≈87 kB) load only with a view file. This
 * follows every static import from each manifest and lists the packages reached.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'

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

function manifests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return manifests(path)
    return name === 'index.ts' && !path.includes(`${join('plugins', 'shared')}`) ? [path] : []
  })
}

const allManifests = manifests(pluginsDir)

describe('bundle discipline', () => {
  test('finds the manifests', () => {
    // 17 plugins, plugins/index.ts, and none of shared/.
    expect(allManifests.length).toBe(18)
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

  test('views load G2 and fabric lazily: each manifest names its view in a dynamic import', () => {
    for (const file of allManifests.filter((path) => !path.endsWith(join('plugins', 'index.ts')))) {
      const source = readFileSync(file, 'utf8')
      expect(source, relative(root, file)).toMatch(/import\('\.\/(view\.tsx|shape\.ts)'\)/)
    }
  })

  test('the detector sees a static import of a heavy library', () => {
    const sample = "import { Chart } from '@antv/g2'\nimport type { FabricObject } from 'fabric'\n"
    const found = [...sample.matchAll(STATIC_IMPORT)].filter((m) => !m[2]).map((m) => m[3])
    expect(found).toEqual(['@antv/g2'])
  })
})
