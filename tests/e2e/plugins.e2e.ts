/**
 * Every plugin story in headless Chromium: the built Storybook is served statically on a loopback port,
 * each `Plugins/*` story opens in its iframe, and the test asserts that the views loaded without console
 * errors and drew something (canvas pixels for G2 and fabric, text for DOM widgets). Screenshots land in
 * test-results/screenshots/plugin-<story id>.png for a human to look at.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, launchBrowser, repoRoot, screenshot } from './harness'

const outputDir = join(repoRoot, 'dist-storybook')
const indexPath = join(outputDir, 'index.json')

interface StoryEntry {
  id: string
  type: string
  title: string
  name: string
}

let server: Server
let baseUrl: string
let browser: Browser

// The story list is read when the file is collected, so each story is its own test; a fresh build in
// beforeAll cannot add tests, but `npm run build-storybook` before the run does.
const stories: StoryEntry[] = existsSync(indexPath)
  ? Object.values(
      (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, StoryEntry> }).entries,
    ).filter((entry) => entry.type === 'story' && entry.id.startsWith('plugins-'))
  : []

beforeAll(async () => {
  if (!storybookIsFresh()) await buildStorybook()
  const port = await freePort()
  server = serveStatic(outputDir)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${port}`
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

describe('plugin stories in Chromium', () => {
  test('the plugin stories exist (run npm run build-storybook first)', () => {
    expect(stories.length).toBeGreaterThanOrEqual(17)
  })

  test.each(stories.map((story) => [story.id, story] as const))(
    '%s draws without errors',
    async (_id, story) => {
      const context = await browser.newContext({ viewport: { width: 1100, height: 720 } })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      try {
        await page.goto(`${baseUrl}/iframe.html?id=${story.id}&viewMode=story`)
        await waitForStory(page)
        // Live stories tick once a second; let a few values and animation frames arrive.
        await page.waitForTimeout(story.id.endsWith('--design') ? 900 : 2200)
        const drawn = await drawnContent(page)
        expect(drawn.frames, 'story frames').toBeGreaterThan(0)
        expect(drawn.empty, `frames that drew nothing: ${drawn.emptyCaptions.join(', ')}`).toBe(0)
        await screenshot(page, `plugin-${story.id}`)
        expect(errors, 'console errors').toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})

describe('plugin interactions in Chromium', () => {
  test('real-time alarms: acknowledge all after confirming, in Chinese', async () => {
    await withStory('plugins-controls-realalarm--runtime', 'zh-cn', async (page) => {
      await page.getByText('3 条未确认').waitFor()
      await page.getByRole('button', { name: '全部确认' }).click()
      await page.getByText('确认全部报警？').waitFor()
      await screenshot(page, 'plugin-realalarm-confirm-zh-cn')
      await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).click()
      await page.getByText('0 条未确认').waitFor()
      await screenshot(page, 'plugin-realalarm-acknowledged-zh-cn')
    })
  })

  test('real-time alarms in a narrow widget keep the object and alarm readable', async () => {
    await withStory('plugins-controls-realalarm--runtime-narrow', 'en-us', async (page) => {
      await page.getByText('3 unacknowledged').waitFor()
      const width = (name: string) =>
        page
          .getByRole('columnheader', { name, exact: true })
          .evaluate((cell) => cell.getBoundingClientRect().width)
      expect(await width('Object')).toBeGreaterThan(80)
      expect(await width('Alarm')).toBeGreaterThan(120)
      expect(await width('Status')).toBeGreaterThan(90)
      // What gave way: the limit and value columns, and the date (kept in the time's tooltip).
      expect(await width('Limit')).toBe(0)
      expect(await width('Value')).toBe(0)
      const time = page.locator('.gx-alarms__time').first()
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without the hidden date
      expect(await time.innerText()).toMatch(/^\d\d:\d\d:\d\d$/)
      expect(await time.getAttribute('title')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      await screenshot(page, 'plugin-realalarm-narrow')
    })
  })

  test('real-time alarms on a phone: a list whose names stay readable, acknowledged from its bar', async () => {
    await withStory('plugins-controls-realalarm--runtime-phone', 'en-us', async (page) => {
      await page.getByText('3 unacknowledged').waitFor()
      await screenshot(page, 'plugin-realalarm-phone')
      // Acknowledged before the story raises its next alarm (every 8 s).
      await page.getByLabel('Select all unacknowledged alarms').check()
      await page.getByRole('button', { name: 'Acknowledge (3)' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Acknowledge', exact: true }).click()
      await page.getByText('0 unacknowledged').waitFor()
      expect(await page.locator('.gx-alarms table').count()).toBe(0)
      const names = page.locator('li[data-alarm-id] .gx-alarms__name')
      expect(await names.count()).toBeGreaterThanOrEqual(3)
      expect(await names.first().evaluate((name) => name.getBoundingClientRect().width)).toBeGreaterThan(120)
      // Nothing scrolls sideways, and both buttons show their whole label.
      const scroll = page.locator('.gx-alarms__scroll')
      expect(await scroll.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      const clipped = await page
        .locator('.gx-alarms__bar .gx-alarms__label')
        .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length)
      expect(clipped).toBe(0)
      await screenshot(page, 'plugin-realalarm-phone-acknowledged')
    })
    await withStory('plugins-controls-realalarm--runtime-phone', 'zh-cn', async (page) => {
      await page.getByText('3 条未确认').waitFor()
      await screenshot(page, 'plugin-realalarm-phone-zh-cn')
    })
  })

  test('input: a wrong IP address shows the value checker message', async () => {
    await withStory('plugins-forms-input--runtime', 'zh-cn', async (page) => {
      const ip = page.getByLabel('Controller IP')
      await ip.fill('10.0.0.256')
      await ip.press('Enter')
      await page.getByRole('alert').waitFor()
      expect(await ip.getAttribute('aria-invalid')).toBe('true')
      const setpoint = page.getByLabel('Setpoint (°C)')
      await setpoint.fill('55.5')
      await setpoint.press('Enter')
      await page.getByText('write value = 55.5').waitFor()
      await screenshot(page, 'plugin-input-validation-zh-cn')
    })
  })

  test('trend chart: a custom period shorter than 30 s is refused', async () => {
    await withStory('plugins-controls-trendchart--runtime', 'en-us', async (page) => {
      await page.getByRole('button', { name: 'Custom…' }).click()
      await page.getByLabel('From').fill('2024-05-01T08:00:00')
      await page.getByLabel('To').fill('2024-05-01T08:00:10')
      await page.getByRole('button', { name: 'Show', exact: true }).click()
      await page.getByText('The start time must be at least 30 seconds before the end time').waitFor()
      await screenshot(page, 'plugin-trend-custom-range')
    })
  })

  test('live line chart: a resting pointer keeps its tooltip, rounded with the unit, as values arrive', async () => {
    await withStory('plugins-charts-line--runtime', 'en-us', async (page) => {
      // The story appends a value every 250 ms over a 10 s window; rest the pointer at the plot's right.
      const plot = await page.locator('.gx-chart__plot').boundingBox()
      if (!plot) throw new Error('no plot')
      await page.waitForTimeout(3000)
      for (let step = 0; step < 5; step++)
        await page.mouse.move(plot.x + plot.width - 60 + step, plot.y + plot.height / 2)
      const tooltip = page.locator('.g2-tooltip')
      const reading = async () =>
        (await tooltip.count()) > 0 ? ((await tooltip.first().textContent()) ?? '') : ''
      await expect.poll(reading).toMatch(/Level\s*\d+(\.\d{1,3})? %/)
      const before = await reading()
      // Several renders later, without moving: still shown, and reading the values under the pointer now.
      await page.waitForTimeout(1500)
      const after = await reading()
      expect(after).toMatch(/Level\s*\d+(\.\d{1,3})? %/)
      expect(after).not.toBe(before)
    })
  })

  test('live area chart: a series switched off in the legend stays off as values arrive', async () => {
    await withStory('plugins-charts-area-chart--runtime', 'en-us', async (page) => {
      const chart = page.locator('.gx-chart').first()
      // Pixels of a series' line colour on the chart's canvas (its stroke; fills are blended).
      const inkOf = (rgb: [number, number, number]) =>
        chart.locator('canvas').evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
          const context = canvas.getContext('2d') as CanvasRenderingContext2D
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
          let count = 0
          for (let i = 0; i < data.length; i += 4)
            if (
              Math.abs((data[i] ?? 0) - r) +
                Math.abs((data[i + 1] ?? 0) - g) +
                Math.abs((data[i + 2] ?? 0) - b) <
              30
            )
              count++
          return count
        }, rgb)
      const lineB: [number, number, number] = [0x20, 0xa6, 0x7a]
      await expect.poll(() => inkOf(lineB), { timeout: 10_000 }).toBeGreaterThan(20)
      const entry = chart.getByRole('button', { name: 'Line B' })
      await entry.click()
      await expect.poll(() => inkOf(lineB), { timeout: 10_000 }).toBe(0)
      // Several live updates later the series is still off, and Line A still drawn.
      await page.waitForTimeout(2500)
      expect(await inkOf(lineB)).toBe(0)
      expect(await inkOf([0x2f, 0x7e, 0xd8])).toBeGreaterThan(20)
      expect(await entry.getAttribute('aria-pressed')).toBe('false')
      await screenshot(page, 'plugin-area-legend-series-off')
      await entry.click()
      await expect.poll(() => inkOf(lineB), { timeout: 10_000 }).toBeGreaterThan(20)
    })
  })
})

async function withStory(id: string, locale: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 720 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`)
    await waitForStory(page)
    await check(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}

async function waitForStory(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="plugin-story"]', { timeout: 20_000 })
  await page.waitForFunction(
    () => {
      const frames = [...document.querySelectorAll('[data-testid="plugin-story"]')]
      const plots = [...document.querySelectorAll('.gx-chart__plot')]
      return (
        frames.length > 0 &&
        frames.every((frame) => frame.getAttribute('data-ready') === 'true') &&
        plots.every((plot) => plot.getAttribute('data-rendered') === 'true')
      )
    },
    undefined,
    { timeout: 30_000 },
  )
}

/** Per story frame: whether its canvases hold more than one colour or its DOM holds text. */
function drawnContent(page: Page) {
  return page.evaluate(() => {
    const frames = [...document.querySelectorAll<HTMLElement>('[data-testid="plugin-story"]')]
    const emptyCaptions: string[] = []
    for (const frame of frames) {
      const canvases = [...frame.querySelectorAll('canvas')]
      const painted = canvases.some((canvas) => {
        const context = canvas.getContext('2d')
        if (!context || canvas.width === 0 || canvas.height === 0) return false
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
        const colours = new Set<number>()
        for (let i = 0; i < data.length && colours.size < 3; i += 16) {
          colours.add(
            ((data[i] ?? 0) << 24) |
              ((data[i + 1] ?? 0) << 16) |
              ((data[i + 2] ?? 0) << 8) |
              (data[i + 3] ?? 0),
          )
        }
        return colours.size >= 3
      })
      const body = frame.querySelector(':scope > div')
      const text = (body?.textContent ?? '').trim()
      // A separator (the form divider) draws a rule and nothing else.
      const controls = body?.querySelectorAll('input, button, table, [role="separator"]').length ?? 0
      if (!painted && text === '' && controls === 0) {
        emptyCaptions.push(frame.querySelector('.story-caption')?.textContent ?? '?')
      }
    }
    return { frames: frames.length, empty: emptyCaptions.length, emptyCaptions }
  })
}

// Rebuilding takes most of a minute; a build newer than every source it is made of is reused.
function storybookIsFresh(): boolean {
  if (!existsSync(indexPath)) return false
  const built = statSync(indexPath).mtimeMs
  const sources = ['plugins', 'stories', '.storybook', 'app/styles', 'locales'].map((dir) =>
    join(repoRoot, dir),
  )
  return sources.every((dir) => newestMtime(dir) < built)
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  )
}

function buildStorybook(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(repoRoot, 'node_modules/.bin/storybook'),
      ['build', '-o', outputDir, '--quiet'],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build failed:\n${stderr}`)),
    )
  })
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

function serveStatic(root: string): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    // Chromium asks every new origin for /favicon.ico, which Storybook does not build.
    if (path === '/favicon.ico') {
      response.writeHead(204).end()
      return
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
}
