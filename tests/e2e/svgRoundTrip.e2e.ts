/**
 * SVG import and export of symbols, checked by eye's proxy: real SVG files not written by us (FUXA's
 * Inkscape process-equipment icons, /work/shared/fixtures/svg) are imported into symbols, painted by the
 * placed symbol's painter, exported again, and the source and the export are rasterised by Chromium's own
 * SVG renderer; the three are compared pixel by pixel at 192 × 192 on a mid-grey background.
 *
 * Tolerance: a pixel differs when a colour channel is more than 96/255 apart (anti-aliasing is not a
 * difference); at most 6 % of the drawn pixels (those away from the background in either image) may
 * differ. What remains comes from the custom shape's round line joins and caps (the files use miter
 * joins and butt caps) and from non-uniformly scaled lines drawn at one mean width. A different icon
 * scores far above that (checked too, so the measure can fail).
 *
 * The page is served by Vite's dev server on loopback (the same modules the app bundles), not the product.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, launchBrowser, repoRoot } from './harness'

const FIXTURES = '/work/shared/fixtures/svg'
const SIZE = 192
/** The share of drawn pixels that may differ (see above). */
const TOLERANCE = 0.06

const files = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.svg'))
  .sort()
const text = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')

interface Comparison {
  ink: number
  different: number
}
type Result =
  | { ok: false; reason: string }
  | {
      ok: true
      parts: number
      partNames: string[]
      skipped: number
      imported: Comparison
      exported: Comparison
      unlike: Comparison | null
      png: string
      svg: string
    }

let server: ViteDevServer
let browser: Browser
let page: Page

beforeAll(async () => {
  const port = await freePort()
  server = await createServer({
    root: repoRoot,
    configFile: false,
    logLevel: 'error',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
  })
  await server.listen()
  browser = await launchBrowser()
  page = await browser.newPage()
  await page.goto(`http://127.0.0.1:${port}/tests/e2e/fixtures/svgRoundTrip/index.html`)
  await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 60_000 })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const share = (c: Comparison) => c.different / Math.max(1, c.ink)

describe('SVG import and export of symbols', () => {
  test('the fixtures are there', () => {
    expect(files.length).toBeGreaterThanOrEqual(5)
  })

  for (const [index, name] of files.entries()) {
    test(`${name}: the imported symbol and its export look like the source`, async () => {
      const other = files[(index + 1) % files.length] as string
      const result = (await page.evaluate(
        ([source, size, unlike]) =>
          (window as unknown as { roundTrip: (...args: unknown[]) => Promise<unknown> }).roundTrip(
            source,
            size,
            unlike,
          ),
        [text(name), SIZE, text(other)] as const,
      )) as Result
      if (!result.ok) throw new Error(`${name} was not imported: ${result.reason}`)
      const png = Buffer.from(result.png.replace(/^data:image\/png;base64,/, ''), 'base64')
      await writeFile(await screenshotPath(`svg-round-trip-${name.replace(/\.svg$/, '')}`), png)
      console.log(
        `${name}: ${result.parts} parts, import ${(share(result.imported) * 100).toFixed(2)} %, export ${(share(result.exported) * 100).toFixed(2)} %, another icon ${(share(result.unlike as Comparison) * 100).toFixed(1)} % of ${result.imported.ink} drawn pixels differ`,
      )
      expect(result.parts).toBeGreaterThan(0)
      expect(result.skipped).toBe(0)
      expect(result.imported.ink).toBeGreaterThan(500)
      expect(share(result.imported)).toBeLessThanOrEqual(TOLERANCE)
      expect(share(result.exported)).toBeLessThanOrEqual(TOLERANCE)
      expect(share(result.unlike as Comparison)).toBeGreaterThan(4 * TOLERANCE)
      // The export is SVG a browser reads back: importing it gives the same parts.
      const again = (await page.evaluate((svg) => {
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml')
        return parsed.querySelectorAll('path').length
      }, result.svg)) as number
      expect(again).toBe(result.parts)
    })
  }

  test('ids of the source become part names', async () => {
    const result = (await page.evaluate(
      ([source, size]) =>
        (window as unknown as { roundTrip: (...args: unknown[]) => Promise<unknown> }).roundTrip(
          source,
          size,
        ),
      [text('fuxa-pumpcentri1.svg'), SIZE] as const,
    )) as Result
    expect(result.ok && result.partNames).toEqual(['path6'])
  })

  test('a file that is not SVG is refused', async () => {
    const result = (await page.evaluate(() =>
      (window as unknown as { roundTrip: (...args: unknown[]) => Promise<unknown> }).roundTrip(
        '<html><body>no</body></html>',
        64,
      ),
    )) as Result
    expect(result).toEqual({ ok: false, reason: 'not-svg' })
  })
})

/** The strip of the three images, beside the other screenshots (drawn in the page, not shot). */
async function screenshotPath(name: string): Promise<string> {
  const directory = join(repoRoot, 'test-results/screenshots')
  await mkdir(directory, { recursive: true })
  return join(directory, `${name}.png`)
}
