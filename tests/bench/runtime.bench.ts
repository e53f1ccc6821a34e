// Runtime benchmark in headless Chromium against the built product (run `npm run build` first):
//   npm run bench:runtime [-- --widgets 4000 --latency-widgets 1000 --rate 10000 --seconds 10 --batch-ms 16,50]
// 1. Load: a runtime page of `--widgets` bound widgets (half labels, half fabric rectangles whose fill
//    follows a ranges transform), each bound to its own property. Prints the time from navigation start
//    to the first frame where every bound widget has its value (the page's user-timing mark
//    'gantry:runtime-values-shown') and no label element still shows its placeholder. Pages this crowded
//    paint their labels on one canvas (app/runtime/paint/), so 'label elements' is 0 there.
// 2. Latency: a page of `--latency-widgets` bound labels; the server's live store receives `--rate`
//    changes a second for `--seconds`. Each value is its send time in ms modulo 100,000 (a five-digit
//    number, as a plant value would be, that fits the label), so the page measures value-to-screen latency
//    where the text reaches the screen: a wrapped fillText for painted labels, a MutationObserver for
//    label elements. The page part is arrival of the socket message → screen; the rest is the server's
//    batch window (at most one message per client per 16 ms by default, at once after a quiet spell) and
//    the network ('to arrival', with the event-loop delay of this process, which runs the server: a long
//    task there holds every send back). Main-thread busy % is Chromium's TaskDuration over wall time. Measured once per
//    `--batch-ms` window (the server's GANTRY_LIVE_BATCH_MS), each on a server of its own.
// 1b. Shapes: the same load for a page of `--widgets` graphic shapes of every kind (each shape plugin in turn,
//    each with its state colour, a pump's state, bound), which paints only because every kind has a painter.
// 3. Demo overview: the seeded demo plant (simulator on) in the framed runtime; navigation → the first
//    live value on screen (a reading label showing a number) and → every widget drawn (every reading,
//    every chart's first render, the shapes). Run 1 cold, later runs with the browser's cache.
// The server runs in this process on a fresh SQLite database with the simulator off. Prints; asserts nothing.

import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { Browser, BrowserContext } from 'playwright-core'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults.ts'
import type { WidgetWire } from '../../engine/document/persisted.ts'
import { launchBrowser } from '../e2e/harness.ts'
import { pluginFolders } from '../tools/pluginFolders.ts'
import { api, createObjects, type Server, signedInPage, startServer } from './benchServer.ts'
import { printProfile } from './profile.ts'
import { RESOURCE_TIMES, START_LATENCY, WAIT_DEMO_DRAWN, WAIT_VALUES_SHOWN } from './runtimeProbes.ts'

const COLUMNS = 40
const CELL = { w: 48, h: 30 }
const now = () => performance.timeOrigin + performance.now()

function boundWidgets(keys: string[], mix: 'half' | 'labels'): WidgetWire[] {
  return keys.map((key, i): WidgetWire => {
    const [objName = '', propName = ''] = key.split('.')
    const shape = mix === 'half' && i % 2 === 1
    return {
      id: `w${i}`,
      type: shape ? 'shape.rect' : 'form.label',
      version: 1,
      x: (i % COLUMNS) * CELL.w,
      y: Math.floor(i / COLUMNS) * CELL.h,
      w: 44,
      h: 24,
      rotation: 0,
      groupId: null,
      props: shape ? { fill: '#94a3b8' } : { text: '—', fontSize: 10 },
      bindings: shape
        ? {
            fill: {
              objName,
              propName,
              transform: {
                kind: 'ranges',
                ranges: [{ min: null, max: 25, value: '#16a34a' }],
                otherwise: '#dc2626',
              },
            },
          }
        : { text: { objName, propName } },
      events: {},
    }
  })
}

interface ShapeKind {
  id: string
  props: Record<string, unknown>
}

/** Every canvas plugin (shapes and symbols), read from their manifests as the server does (Node has no glob). */
async function shapeKinds(): Promise<ShapeKind[]> {
  const root = join(import.meta.dirname, '../..')
  const folders = pluginFolders(root).filter((f) => /^plugins\/(shapes|symbols)\//.test(f))
  const manifests = await Promise.all(
    folders.map(
      async (folder) =>
        ((await import(join(root, folder, 'manifest.ts'))) as { manifest: ShapeKind }).manifest,
    ),
  )
  return manifests.sort((a, b) => a.id.localeCompare(b.id))
}

/** Bound shapes of every kind in turn: the colour each shows bound through ranges (a pump: its state). */
function mixedShapes(keys: string[], kinds: ShapeKind[]): WidgetWire[] {
  return keys.map((key, i): WidgetWire => {
    const [objName = '', propName = ''] = key.split('.')
    const plugin = kinds[i % kinds.length] as (typeof kinds)[number]
    const colourProp = ['fill', 'color', 'stroke'].find((prop) => prop in plugin.props)
    const transform = {
      kind: 'ranges' as const,
      ranges: [{ min: null, max: 25, value: '#16a34a' }],
      otherwise: '#dc2626',
    }
    return {
      id: `s${i}`,
      type: plugin.id,
      version: 1,
      x: (i % COLUMNS) * CELL.w,
      y: Math.floor(i / COLUMNS) * CELL.h,
      w: 44,
      h: 24,
      rotation: 0,
      groupId: null,
      props: {},
      bindings: colourProp
        ? { [colourProp]: { objName, propName, transform } }
        : { state: { objName, propName } },
      events: {},
    }
  })
}

async function createPage(
  server: Server,
  appId: number,
  name: string,
  widgets: WidgetWire[],
): Promise<string> {
  const rows = Math.ceil(widgets.length / COLUMNS)
  const layout = defaultPageLayout('', [
    defaultLayoutNode(`main${name}`, { h: Math.ceil((rows * CELL.h) / 40) + 2 }),
  ])
  const context = { ...defaultLayoutContext('free'), widgets }
  const body = await api(server, 'POST', '/api/compose/manage/pages', {
    appId,
    name,
    layout: JSON.stringify(layout),
    layouts: [{ id: `main${name}`, name: 'Main', context: JSON.stringify(context) }],
  })
  return body.id as string
}

/** Main-thread time by trace event name (complete events), the biggest first. */
function printTrace(buffer: Buffer): void {
  const { traceEvents } = JSON.parse(buffer.toString()) as {
    traceEvents: { name: string; ph: string; dur?: number; tid: number; args?: { name?: string } }[]
  }
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )?.tid
  const totals = new Map<string, number>()
  for (const event of traceEvents) {
    if (event.ph !== 'X' || event.tid !== main || !event.dur) continue
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000)
  }
  const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15)
  console.table(top.map(([name, ms]) => ({ event: name, 'ms (inclusive)': Math.round(ms) })))
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

/** Value → screen over a page of bound labels while the server's store takes `rate` changes a second. */
async function measureLatency(
  browser: Browser,
  server: Server,
  pageUrl: string,
  keys: string[],
  options: { rate: number; seconds: number; profile: boolean },
) {
  const { context, page } = await signedInPage(browser, server)
  await page.goto(pageUrl)
  await page.evaluate(WAIT_VALUES_SHOWN)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const taskDuration = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0
  }
  await page.evaluate(START_LATENCY)
  if (options.profile) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.start')
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] })
  }
  const { rate, seconds } = options
  const busyBefore = await taskDuration()
  // The server runs in this process: a long task here (a history insert, a GC) holds every send back.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  loopDelay.enable()
  server.hubTimings.hold.reset()
  server.hubTimings.send.reset()
  const started = now()
  let written = 0
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // 5 ms ticks; catch up if a tick came late, so the rate holds.
      const due = Math.floor(((now() - started) / 1000) * rate)
      for (; written < due; written++)
        server.write(keys[written % keys.length] as string, Math.round(now()) % 100_000)
      if (now() - started >= seconds * 1000) {
        clearInterval(timer)
        resolve()
      }
    }, 5)
  })
  loopDelay.disable()
  const { hold, send } = server.hubTimings
  const hubFigures = {
    'server hold p50 / p99 (ms)': `${(hold.percentile(50) / 1000).toFixed(1)} / ${(hold.percentile(99) / 1000).toFixed(1)}`,
    'send p99 (ms)': Number((send.percentile(99) / 1000).toFixed(2)),
    'messages/s': Math.round(send.count / seconds),
  }
  await new Promise((resolve) => setTimeout(resolve, 300))
  if (options.profile) {
    printProfile((await cdp.send('Profiler.stop')).profile)
    printTrace(await browser.stopTracing())
  }
  const wall = (now() - started) / 1000
  const busy = (await taskDuration()) - busyBefore
  const measured = (await page.evaluate('window.__stopLatency()')) as { all: number[]; page: number[] }
  // Write → arrival of the socket message in the page: the server's window, its sends and the network.
  const arrival = measured.all.map((all, i) => all - (measured.page[i] ?? 0)).sort((a, b) => a - b)
  const latencies = measured.all.sort((a, b) => a - b)
  const pagePart = measured.page.sort((a, b) => a - b)
  await context.close()
  return {
    'batch window (ms)': server.batchMs,
    'changes/s sent': Math.round(written / seconds),
    'label updates': latencies.length,
    'p50 (ms)': Number(quantile(latencies, 0.5).toFixed(1)),
    'p99 (ms)': Number(quantile(latencies, 0.99).toFixed(1)),
    'max (ms)': Number((latencies[latencies.length - 1] ?? 0).toFixed(1)),
    'page part p50 (ms)': Number(quantile(pagePart, 0.5).toFixed(1)),
    'page part p99 (ms)': Number(quantile(pagePart, 0.99).toFixed(1)),
    'to arrival p50 (ms)': Number(quantile(arrival, 0.5).toFixed(1)),
    'to arrival p99 (ms)': Number(quantile(arrival, 0.99).toFixed(1)),
    ...hubFigures,
    'server loop delay p99 / max (ms)': `${(loopDelay.percentile(99) / 1e6).toFixed(1)} / ${(loopDelay.max / 1e6).toFixed(1)}`,
    'main thread busy %': Number(((busy / wall) * 100).toFixed(1)),
  }
}

/** Navigation → first live value and → every widget drawn on the demo overview, in a fresh tab. */
async function measureDemo(context: BrowserContext, server: Server, profile: boolean) {
  const page = await context.newPage()
  await page.goto(`${server.url}/#/application-runtime/${server.demoPageId}`)
  const drawn = (await page.evaluate(WAIT_DEMO_DRAWN)) as { firstValue: number; allDrawn: number }
  if (profile) {
    console.log('\nDemo overview: requests and marks (ms from navigation start):')
    console.table(await page.evaluate(RESOURCE_TIMES))
  }
  await page.close()
  return {
    'first live value (ms)': Math.round(drawn.firstValue),
    'all widgets drawn (ms)': Math.round(drawn.allDrawn),
  }
}

/**
 * Part 3, with dist/ and (`--compare-dist`) another build, each on a server and in a browser profile of
 * its own (run 1 cold, later runs with the browser's cache), taking turns run by run so that both see
 * the same load of the machine.
 */
async function measureDemos(
  browser: Browser,
  servers: Server[],
  args: { runs: string; profile: boolean; 'compare-dist'?: string },
  batchMs: number,
): Promise<void> {
  const other = args['compare-dist']
  const builds = other ? [{ name: other, distDir: other }, { name: 'dist/' }] : [{ name: 'dist/' }]
  const opened: { name: string; server: Server; context: BrowserContext }[] = []
  for (const build of builds) {
    const server = await startServer(batchMs, {
      demo: true,
      distDir: 'distDir' in build ? build.distDir : undefined,
    })
    servers.push(server)
    const { context, page } = await signedInPage(browser, server)
    await page.close()
    opened.push({ name: build.name, server, context })
  }
  const rows: Record<string, string | number>[] = []
  const runs = Number(args.runs)
  for (let run = 1; run <= runs; run++) {
    // Turns alternate who goes first (A B, B A, …): the second of a pair runs on a browser still busy.
    const order = run % 2 === 1 ? opened : [...opened].reverse()
    for (const { name, server, context } of order) {
      rows.push({ build: name, run, ...(await measureDemo(context, server, args.profile && run === runs)) })
    }
  }
  for (const { context } of opened) await context.close()
  console.log(
    '\nDemo overview (framed runtime): navigation → first live value (target ≤ 500 ms) and → all widgets drawn:',
  )
  console.table(rows)
}

// Full-screen runtime: the same page without the frame's menus (the frame loads them in parallel).
const runtimeUrl = (server: Server, id: string) =>
  `${server.url}/#/runtime-fullscreen/runtime-fullscreen/${id}`

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      widgets: { type: 'string', default: '4000' },
      'latency-widgets': { type: 'string', default: '1000' },
      rate: { type: 'string', default: '10000' },
      seconds: { type: 'string', default: '10' },
      runs: { type: 'string', default: '3' },
      // The server's batch windows to measure latency at: the default, and the former default to compare.
      'batch-ms': { type: 'string', default: '16,50' },
      // Prints the renderer's top functions by self time during the latency run.
      profile: { type: 'boolean', default: false },
      // Which measurements to run (all by default).
      parts: { type: 'string', default: 'load,shapes,latency,demo' },
      // Another build to measure the demo overview with as well, run by run in turn with dist/ (before/after).
      'compare-dist': { type: 'string' },
      // The build parts 1 and 2 (load, shapes, latency) run against (dist/ by default), e.g. an older one.
      dist: { type: 'string' },
    },
  })
  const parts = new Set(args.parts.split(','))
  const windows = args['batch-ms'].split(',').map(Number)
  const browser = await launchBrowser()
  const servers: Server[] = []
  try {
    if (parts.has('load') || parts.has('shapes') || parts.has('latency'))
      await measureBoundPages(browser, servers, args, windows)
    if (parts.has('demo')) await measureDemos(browser, servers, args, windows[0] ?? 16)
  } finally {
    await browser.close()
    for (const server of servers) await server.close()
  }
}

/** Parts 1 and 2: the load of a crowded page, and value → screen latency at each batch window. */
async function measureBoundPages(
  browser: Browser,
  servers: Server[],
  args: Record<string, string | boolean | undefined>,
  windows: number[],
): Promise<void> {
  const parts = new Set(String(args.parts).split(','))
  const latencyOptions = {
    rate: Number(args.rate),
    seconds: Number(args.seconds),
    profile: args.profile === true,
  }
  const distDir = typeof args.dist === 'string' ? args.dist : undefined
  const server = await startServer(windows[0] ?? 16, { distDir })
  servers.push(server)
  const keys = await createObjects(server, Math.max(Number(args.widgets), Number(args['latency-widgets'])))
  const app = await api(server, 'POST', '/api/app/manager', { name: 'Bench' })
  const appId = app.appId as number
  const loadPage = await createPage(
    server,
    appId,
    'Load',
    boundWidgets(keys.slice(0, Number(args.widgets)), 'half'),
  )
  const kinds = await shapeKinds()
  const shapesPage = await createPage(
    server,
    appId,
    'Shapes',
    mixedShapes(keys.slice(0, Number(args.widgets)), kinds),
  )
  const latencyKeys = keys.slice(0, Number(args['latency-widgets']))
  const latencyPage = await createPage(server, appId, 'Latency', boundWidgets(latencyKeys, 'labels'))

  const loads: { run: number; 'values shown (ms)': number; 'label elements': number; painted: boolean }[] = []
  const loadRuns = parts.has('load') ? Number(args.runs) : 0
  // One browser profile for every run, as an operator's browser: run 1 downloads the app (cold),
  // later runs find its hashed assets in the HTTP cache (warm). Each run is a fresh tab.
  const loadContext = await signedInPage(browser, server)
  await loadContext.page.close()
  for (let run = 1; run <= loadRuns; run++) {
    const context = loadContext.context
    const page = await context.newPage()
    const traced = args.profile && run === Number(args.runs)
    const cdp = traced ? await context.newCDPSession(page) : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
      await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] })
    }
    await page.goto(runtimeUrl(server, loadPage))
    const shown = (await page.evaluate(WAIT_VALUES_SHOWN)) as {
      at: number
      elements: number
      painted: boolean
    }
    loads.push({
      run,
      'values shown (ms)': Math.round(shown.at),
      'label elements': shown.elements,
      painted: shown.painted,
    })
    if (cdp) {
      console.log(
        `\nLoad run ${run}: requests (ms from navigation start), main-thread time by event, functions:`,
      )
      console.table(await page.evaluate(RESOURCE_TIMES))
      printTrace(await browser.stopTracing())
      printProfile((await cdp.send('Profiler.stop')).profile)
    }
    await page.close()
  }
  await loadContext.context.close()
  if (loads.length > 0) {
    console.log(
      `\nNavigation → all values shown, ${args.widgets} bound widgets (target ≤ 600 ms; run 1 cold, later runs with the browser's cache):`,
    )
    console.table(loads)
  }
  if (parts.has('shapes')) {
    const shapeLoads: { run: number; 'values shown (ms)': number; painted: boolean }[] = []
    const shapeContext = await signedInPage(browser, server)
    await shapeContext.page.close()
    for (let run = 1; run <= Number(args.runs); run++) {
      const page = await shapeContext.context.newPage()
      // The last run is profiled too (`--profile`): the shapes page paints other kinds than the labels'.
      const cdp =
        args.profile && run === Number(args.runs) ? await shapeContext.context.newCDPSession(page) : null
      if (cdp) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.start')
      }
      await page.goto(runtimeUrl(server, shapesPage))
      const shown = (await page.evaluate(WAIT_VALUES_SHOWN)) as { at: number; painted: boolean }
      shapeLoads.push({ run, 'values shown (ms)': Math.round(shown.at), painted: shown.painted })
      if (cdp) {
        console.log(`\nShapes run ${run}: requests (ms from navigation start), functions:`)
        console.table(await page.evaluate(RESOURCE_TIMES))
        printProfile((await cdp.send('Profiler.stop')).profile)
      }
      await page.close()
    }
    await shapeContext.context.close()
    console.log(
      `\nNavigation → all values shown, ${args.widgets} bound shapes of ${kinds.length} kinds (target ≤ 600 ms; run 1 cold):`,
    )
    console.table(shapeLoads)
  }
  if (!parts.has('latency')) return

  const rows = [
    await measureLatency(browser, server, runtimeUrl(server, latencyPage), latencyKeys, latencyOptions),
  ]
  for (const batchMs of windows.slice(1)) {
    const other = await startServer(batchMs, { distDir })
    servers.push(other)
    const otherKeys = await createObjects(other, latencyKeys.length)
    const otherApp = await api(other, 'POST', '/api/app/manager', { name: 'Bench' })
    const otherPage = await createPage(
      other,
      otherApp.appId as number,
      'Latency',
      boundWidgets(otherKeys, 'labels'),
    )
    rows.push(await measureLatency(browser, other, runtimeUrl(other, otherPage), otherKeys, latencyOptions))
  }
  console.log(
    `\nValue → screen, ${latencyKeys.length} bound labels (targets at the default window: p99 ≤ 40 ms, main thread ≤ 25 %; the server's batch window alone adds up to its length):`,
  )
  console.table(rows)
}

await main()
