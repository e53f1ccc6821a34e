import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { COPYING_LINE, rewriteLibraryModule } from '../../tools/g2LibraryLookup.ts'

// The installed G2's module, as the build reads it.
const g2Root = join(createRequire(import.meta.url).resolve('@antv/g2/package.json'), '..')
const source = readFileSync(join(g2Root, 'esm/runtime/library.js'), 'utf8')

type UseLibrary = (
  namespace: string,
  library?: Record<string, unknown>,
) => [(options: { type: unknown }, context?: unknown) => unknown, (type: unknown) => unknown]

/** The module made loadable on its own: its two imports replaced by stand-ins that count calls. */
async function load(code: string): Promise<{ lookup: UseLibrary; builtinCalls: () => number }> {
  const body = code
    .replace("import { error } from '../utils/helper';", 'const error = (m) => { throw new Error(m) };')
    .replace(
      "import { builtinlib } from '../lib/builtinlib';",
      `globalThis.__builtinCalls = 0;
       const builtinlib = () => { globalThis.__builtinCalls++; return { 'mark.line': 'builtin line', 'mark.point': 'builtin point' } };`,
    )
  const module = await import(`data:text/javascript,${encodeURIComponent(body)}`)
  return {
    lookup: module.useLibrary,
    builtinCalls: () => (globalThis as { __builtinCalls?: number }).__builtinCalls ?? 0,
  }
}

test('the installed G2 has the copying line the build rewrites, once (an upgrade that changes it fails here)', () => {
  expect(source.split(COPYING_LINE)).toHaveLength(2)
  expect(() => rewriteLibraryModule(source.replace(COPYING_LINE, ''))).toThrow(
    /no longer has the copying line/,
  )
})

test('the rewritten lookup gives the copy’s answers, and builds the built-in library once', async () => {
  const original = await load(source)
  const rewritten = await load(rewriteLibraryModule(source))
  const own = () => 'own'
  const chartLibrary: Record<string, unknown> = { 'mark.line': 'chart line', 'mark.custom': own }
  for (const { lookup } of [original, rewritten]) {
    const [use, create] = lookup('mark', chartLibrary)
    // The chart's own entries win; the rest come from the built-in library; unknown names fail.
    expect(create('line')).toBe('chart line')
    expect(create('point')).toBe('builtin point')
    expect(create(own)).toBe(own)
    expect(use({ type: 'custom' })).toBe('own')
    expect(() => create('nope')).toThrow('Unknown Component: mark.nope')
    expect(() => use({ type: undefined })).toThrow('Plot type is required!')
    // No chart library: the built-in one alone.
    expect(lookup('mark')[1]('line')).toBe('builtin line')
  }
  // An entry added to the chart's library later is found (the lookup is live, not a copy).
  chartLibrary['mark.late'] = 'late'
  expect(rewritten.lookup('mark', chartLibrary)[1]('late')).toBe('late')

  const before = rewritten.builtinCalls()
  for (let i = 0; i < 50; i++) rewritten.lookup('shape', chartLibrary)
  expect(rewritten.builtinCalls() - before).toBe(0)
})
