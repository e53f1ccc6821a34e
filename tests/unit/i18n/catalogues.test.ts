import { join, resolve } from 'node:path'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, test } from 'vitest'

// The catalogues are the .po files of locales/ and of each plugin folder (plugins/*/*/locales/), merged
// as the app merges them; they are read with lingui's own PO reader so that ids are exactly what the app
// looks up (a hash of the source text, or the explicit id of a descriptor).
const repoRoot = resolve(import.meta.dirname, '../../..')
const config = getConfig({ cwd: repoRoot, configPath: join(repoRoot, 'lingui.config.ts') })

type Entry = { message?: string; translation?: string; obsolete?: boolean; origin?: [string, number?][] }
type Catalogue = Record<string, Entry>
let enUs: Catalogue = {}
let zhCn: Catalogue = {}

beforeAll(async () => {
  const catalogs = await getCatalogs(config)
  if (catalogs.length === 0) throw new Error('lingui.config.ts declares no catalogue')
  for (const catalog of catalogs) {
    const all = await catalog.readAll()
    enUs = { ...enUs, ...current(all['en-us']) }
    zhCn = { ...zhCn, ...current(all['zh-cn']) }
  }
})

function current(catalogue: Catalogue | undefined): Catalogue {
  if (!catalogue) throw new Error('A locale catalogue is missing: run npm run i18n:extract')
  return Object.fromEntries(Object.entries(catalogue).filter(([, entry]) => !entry.obsolete))
}

/** The distinct files of an entry's origins, sorted: line numbers are not kept (lingui.config.ts). */
function files(origin: Entry['origin']): string {
  return [...new Set((origin ?? []).map(([file]) => file))].sort().join()
}

/** Names of the ICU placeholders of a message: {name}, {count, plural, ...}. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1] ?? ''))].sort()
}

function describeEntry(id: string): string {
  const source = enUs[id]?.message ?? enUs[id]?.translation
  return source && source !== id ? `${id} ("${source}")` : id
}

describe('translation catalogues', () => {
  test('en-us and zh-cn hold the same message ids', () => {
    const english = Object.keys(enUs).sort()
    const chinese = Object.keys(zhCn).sort()
    expect(
      chinese.filter((id) => !(id in enUs)),
      'ids only in zh-cn',
    ).toEqual([])
    expect(
      english.filter((id) => !(id in zhCn)),
      'ids only in en-us',
    ).toEqual([])
    expect(english.length).toBeGreaterThan(0)
  })

  test('every message has a Chinese translation', () => {
    const untranslated = Object.entries(zhCn)
      .filter(([, entry]) => !entry.translation?.trim())
      .map(([id]) => describeEntry(id))
    expect(
      untranslated,
      'zh-cn msgstr is empty: translate these in the zh-cn .po file named by lingui.config.ts',
    ).toEqual([])
  })

  test('every message has its English text', () => {
    const empty = Object.entries(enUs)
      .filter(([, entry]) => !entry.translation?.trim())
      .map(([id]) => id)
    expect(empty).toEqual([])
  })

  test('translations keep the placeholders of the source text', () => {
    const mismatched = Object.entries(zhCn)
      .filter(([id, entry]) => {
        const source = enUs[id]?.translation ?? ''
        return entry.translation && placeholders(entry.translation).join() !== placeholders(source).join()
      })
      .map(([id, entry]) => `${describeEntry(id)} -> "${entry.translation}"`)
    expect(mismatched).toEqual([])
  })

  test('each catalogue holds exactly what extraction finds, with the same origins', async () => {
    // Extraction is part of the check: a committed catalogue that is stale (a message missing, one left
    // over, an origin file moved) fails here, so running extract never rewrites unrelated entries.
    for (const catalog of await getCatalogs(config)) {
      const extracted = (await catalog.collect()) ?? {}
      const stored = await catalog.readAll()
      for (const locale of ['en-us', 'zh-cn']) {
        const committed = current(stored[locale])
        const where = `${catalog.path.replace('{locale}', locale)}.po`
        const missing = Object.keys(extracted).filter((id) => !(id in committed))
        const leftOver = Object.keys(committed).filter((id) => !(id in extracted))
        expect(missing, `${where}: messages missing, run npm run i18n:extract then translate`).toEqual([])
        expect(leftOver, `${where}: messages no longer used, run npm run i18n:extract`).toEqual([])
        const moved = Object.entries(extracted)
          .filter(([id, entry]) => files(entry.origin) !== files(committed[id]?.origin))
          .map(([id]) => id)
        expect(moved, `${where}: origins are stale, run npm run i18n:extract`).toEqual([])
      }
    }
    // Extraction parses every source file: seconds on a busy machine.
  }, 120_000)

  test('engine descriptors marked /*i18n*/ are extracted', async () => {
    const fixtures = join(import.meta.dirname, 'fixtures')
    const [catalog] = await getCatalogs({
      ...config,
      catalogs: [
        { path: join(repoRoot, 'test-results/lingui-fixture/{locale}'), include: [fixtures], exclude: [] },
      ],
    })
    const extracted = (await catalog?.collect()) ?? {}
    expect(extracted['fixture.engine.sample']?.message).toBe('A sample engine message')
  })
})
