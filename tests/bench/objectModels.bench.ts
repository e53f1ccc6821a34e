// Object-model screens benchmark in headless Chromium against the built product (run `npm run build` first):
//   npm run bench:objects   (BENCH_INSTANCES, BENCH_PROPERTIES change the sizes)
// Seeds 10,000 instances of one template and a template with 500 properties, then prints: the server's
// time for the list calls (a page, a search, a filter, the whole list), the time from
// a click on "Object instances" in the side menu to the list's rows on screen (goal ≤ 300 ms), and the
// time from a key press to the next painted frame while typing in the 500-property template's editor
// (goal ≤ 16 ms per key). Prints figures; asserts nothing.
import type { Page } from 'playwright-core'
import { launchBrowser, startProduct } from '../e2e/harness.ts'
import { api, apiChangeOwnPassword, uiLogin } from '../e2e/shellSupport.ts'
import { printProfile } from './profile.ts'
import { importObjects } from './seedObjects.ts'

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 10_000)
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 500)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const initialPassword = 'Bench-initial-2024!'
const password = 'Bench-pass-2024!'

// Passed as source text: tsx wraps named functions in a helper the page does not have.
// Installed once a document: the editor is opened again by a hash change, which keeps the document (and a
// second listener would count every key twice).
const KEY_PROBE = `(() => {
  window.__keyTimes = []
  if (window.__keyProbe) return
  window.__keyProbe = true
  document.addEventListener('keydown', () => {
    const start = performance.now()
    requestAnimationFrame(() => setTimeout(() => window.__keyTimes.push(performance.now() - start), 0))
  }, true)
})()`

const ROWS_PROBE = `(() => {
  window.__rowsShown = 0
  document.addEventListener('click', () => {
    const start = performance.now()
    const seen = () => [...document.querySelectorAll('[data-testid="instances-screen"] tbody tr')]
      .some((row) => row.textContent.includes('Valve_00000'))
    const observer = new MutationObserver(() => {
      if (!seen()) return
      observer.disconnect()
      const inDom = performance.now() - start
      requestAnimationFrame(() => {
        window.__rowsShown = performance.now() - start
        // Where the time went: each request made after the click (the screen's code, the list call), from
        // the click to its start and end, and the moment the rows were in the DOM.
        window.__rowsSteps = performance.getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start)
          .map((entry) => ({
            name: entry.name.replace(location.origin, '').replace(/[?].*/, ''),
            start: entry.startTime - start,
            end: entry.responseEnd - start,
          }))
          .concat([{ name: 'rows in the DOM', start: inDom, end: inDom }])
      })
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  }, { capture: true, once: true })
})()`

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0
  return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
}

async function seed(url: string, ticket: string) {
  const call = (method: string, path: string, body?: unknown) => api(url, method, path, { ticket, body })
  const template = await call('POST', '/api/metadata/object_templates', {
    name: 'Valve',
    properties: [
      { name: 'position', type: 'float', unit: '' },
      { name: 'open', type: 'bool' },
    ],
  })
  if (template.status !== 201) throw new Error(`template: ${JSON.stringify(template.body)}`)
  const started = Date.now()
  await importObjects(
    call,
    Array.from({ length: INSTANCES }, (_, n) => `Valve_${String(n).padStart(5, '0')}`),
    'Valve',
  )
  console.log(`seeded ${INSTANCES} instances (import) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const big = await call('POST', '/api/metadata/object_templates', {
    name: 'Big',
    properties: Array.from({ length: PROPERTIES }, (_, i) => ({
      name: `p${String(i).padStart(3, '0')}`,
      type: i % 4 === 0 ? 'bool' : 'float',
    })),
  })
  if (big.status !== 201) throw new Error(`big template: ${JSON.stringify(big.body)}`)
}

/** The server's side of the list: the calls the screen makes, and the whole list, timed from here. */
async function serverSide(url: string, ticket: string) {
  const calls: [string, string][] = [
    ["first page (the screen's call)", '/api/metadata/objects?page=1&per_page=20'],
    ['last page', `/api/metadata/objects?page=${Math.ceil(INSTANCES / 20)}&per_page=20`],
    ['keyword search', '/api/metadata/objects?keyWord=Valve_0999&page=1&per_page=20'],
    ['template filter', '/api/metadata/objects?templateName=Valve&page=1&per_page=20'],
    [`all ${INSTANCES} (the spec's default page size)`, '/api/metadata/objects'],
  ]
  for (const [name, path] of calls) {
    const times: number[] = []
    for (let run = 0; run < 20; run++) {
      const started = performance.now()
      const result = await api(url, 'GET', path, { ticket })
      if (result.status !== 200) throw new Error(`${path}: ${result.status}`)
      times.push(performance.now() - started)
    }
    console.log(`server, GET ${name}: ${stats(times)}`)
  }
}

async function instanceListOpen(
  page: Page,
  url: string,
  profile = false,
): Promise<{ times: number[]; steps: Step[][] }> {
  const times: number[] = []
  const steps: Step[][] = []
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/#/design/hellow`)
    const menu = page.getByTestId('side-menu')
    const link = menu.getByRole('link', { name: 'Object instances' })
    // The group opens once; later visits find it open.
    if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Object models' }).click()
    await link.waitFor()
    // Timed in the page, from the click's event to the frame after the first row is in the DOM, so the
    // driver's own round trips (which a loaded machine stretches) are not counted.
    await page.evaluate(ROWS_PROBE)
    // BENCH_PROFILE=1: the functions with the most self time in the last timed open.
    const cdp = profile && run === RUNS - 1 ? await page.context().newCDPSession(page) : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    await link.click()
    await page.locator('[data-testid="instances-screen"] tbody tr', { hasText: 'Valve_00000' }).waitFor()
    if (cdp) printProfile((await cdp.send('Profiler.stop')).profile)
    times.push(
      await page
        .waitForFunction('window.__rowsShown')
        .then((handle) => handle.jsonValue() as Promise<number>),
    )
    steps.push(await page.evaluate('window.__rowsSteps'))
  }
  return { times, steps }
}

type Step = { name: string; start: number; end: number }

/** The median open's steps: each request after the click (start → end, ms after the click), then the rows. */
function printSteps(times: number[], steps: Step[][]) {
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
  const run = steps[times.indexOf(median as number)] ?? []
  for (const step of run)
    console.log(
      `  ${step.start.toFixed(1).padStart(7)} → ${step.end.toFixed(1).padStart(7)} ms  ${step.name}`,
    )
}

async function typing(page: Page, url: string, field: string, open?: () => Promise<void>): Promise<number[]> {
  await page.goto(`${url}/#/design/object-template-mgr/object-template/Big`)
  // The property table is windowed: the first rows are in the DOM, the later ones come with a scroll.
  await page.getByTestId('prop-row-p000').waitFor()
  if (open) await open()
  await page.evaluate(KEY_PROBE)
  await page.locator(field).click()
  // BENCH_PROFILE=1: the functions with the most self time while typing.
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null
  if (cdp) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
  }
  await page.keyboard.type('Outlet valve position of the cooling water', { delay: 30 })
  await page.waitForTimeout(200)
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile)
  return page.evaluate('window.__keyTimes')
}

async function main() {
  const product = await startProduct({ GANTRY_ADMIN_PASSWORD: initialPassword, GANTRY_LOGIN_RATE_MAX: '500' })
  const browser = await launchBrowser()
  try {
    const ticket = await apiChangeOwnPassword(product.url, 'admin', initialPassword, password)
    await seed(product.url, ticket)
    await serverSide(product.url, ticket)
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await uiLogin(page, product.url, 'admin', password)
    // The first open loads the screen's code; the figures are of opens after it, as a user's would be.
    await instanceListOpen(page, product.url)
    const open = await instanceListOpen(page, product.url, Boolean(process.env.BENCH_PROFILE))
    console.log(`instance list of ${INSTANCES}, click → rows: ${stats(open.times)}`)
    printSteps(open.times, open.steps)
    const header = await typing(page, product.url, '#header-show-name')
    console.log(`${PROPERTIES}-property template, typing in the display name: ${stats(header)} per key`)
    const dialog = await typing(page, product.url, '#prop-description', async () => {
      await page.locator('.prop-table__wrap').evaluate((table) => {
        table.scrollTop = (table.scrollHeight * 250) / 500
      })
      await page.getByTestId('prop-row-p250').scrollIntoViewIfNeeded()
      await page.getByRole('button', { name: 'Actions for p250' }).click()
      await page.getByRole('menuitem', { name: 'Edit…' }).click()
    })
    console.log(
      `${PROPERTIES}-property template, typing in a property's description: ${stats(dialog)} per key`,
    )
    await context.close()
  } finally {
    await browser.close()
    await product.stop()
  }
}

await main()
