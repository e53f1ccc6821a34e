// Charts benchmark (issue 21) in headless Chromium against the built product (run `npx vite build` first):
//   npm run bench:charts [-- --charts 40 --props 200 --seconds 20 --runs 2 --profile --trace --dist DIR]
// A runtime page of `--charts` charts of every kind in turn (line, spline, column, area, dashboard, gauge,
// bubble, scatter, pie, funnel, spider, annular, SPC, bar), live source, every series slot bound to its own
// float property. The charts have fewer slots than `--props`, so the remaining properties are bound to
// small labels on the same page: the page subscribes exactly `--props` properties, and the server's store
// changes each once a second. Prints, per run (run 1 cold, later with the browser's cache):
// - navigation → first live value shown (a label showing a number), → the page's values-shown mark, and
//   → every chart's first render; and when the G2 chunk (chartHost) finished loading;
// - whether a page without charts (labels only) loads the G2 chunk at all;
// - over `--seconds` of live changes after load: main-thread busy % (Chromium's TaskDuration over wall
//   time) and long tasks over 50 ms (PerformanceObserver 'longtask'), with the longest; and how often the
//   charts were redrawn (all canvases' redraws, and the mean time between two of one canvas), and the
//   page's other canvases (the shapes layer).
// Targets of the issue: main thread ≤ 30 % busy, no long task > 50 ms after load, first values before the
// charts finish loading, G2 only on pages with charts. Asserts nothing. --profile: the last run's CPU
// profile over its live seconds, printed as the functions with the most self time. --trace: the last run's
// main-thread trace over its live seconds, as time per kind of work (script, style, layout, paint…), and each
// task over 30 ms with its wall and CPU time and what it held (with --profile, the JS functions). --dist: another
// build to serve (a copy of `dist` from before a change, to measure both in the same minutes).

import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults.ts'
import type { WidgetWire } from '../../engine/document/persisted.ts'
import { launchBrowser } from '../e2e/harness.ts'
import { pluginFolders } from '../tools/pluginFolders.ts'
import { api, createObjects, type Server, signedInPage, startServer } from './benchServer.ts'
import { printLongTasks } from './longTasks.ts'
import { printProfile, printTrace, type TraceEvent } from './profile.ts'

interface ChartKind {
  id: string
  defaultSize: { w: number; h: number }
  props: Record<string, { bindable?: boolean; kind?: string; options?: readonly { value: string }[] }>
}

/** Every chart plugin, read from its manifest as the server does. */
async function chartKinds(): Promise<ChartKind[]> {
  const root = join(import.meta.dirname, '../..')
  const folders = pluginFolders(root).filter((folder) => folder.startsWith('plugins/charts/'))
  const kinds = await Promise.all(
    folders.map(
      async (folder) =>
        ((await import(join(root, folder, 'manifest.ts'))) as { manifest: ChartKind }).manifest,
    ),
  )
  return kinds.sort((a, b) => a.id.localeCompare(b.id))
}

const slotsOf = (kind: ChartKind) =>
  Object.entries(kind.props)
    .filter(([, field]) => field.bindable && field.kind === 'number')
    .map(([key]) => key)

const COLUMNS = 4
const CELL = { w: 470, h: 270 }
const LABEL = { w: 60, h: 24, columns: 24 }

/** The charts (every slot bound, keys in turn), then a label for each key left over. */
function chartPage(
  kinds: ChartKind[],
  keys: string[],
  charts: number,
): { widgets: WidgetWire[]; height: number } {
  const widgets: WidgetWire[] = []
  let next = 0
  const bind = (key: string) => {
    const [objName = '', propName = ''] = key.split('.')
    return { objName, propName }
  }
  for (let i = 0; i < charts; i++) {
    const kind = kinds[i % kinds.length] as ChartKind
    const bindings: WidgetWire['bindings'] = {}
    for (const slot of slotsOf(kind)) {
      if (next >= keys.length) break
      bindings[slot] = bind(keys[next++] as string)
    }
    const live = kind.props.source?.options?.some((option) => option.value === 'live')
    widgets.push({
      id: `c${i}`,
      type: kind.id,
      version: 1,
      x: (i % COLUMNS) * CELL.w,
      y: Math.floor(i / COLUMNS) * CELL.h,
      w: kind.defaultSize.w,
      h: kind.defaultSize.h,
      rotation: 0,
      groupId: null,
      props: live ? { source: 'live' } : {},
      bindings,
      events: {},
    })
  }
  const top = Math.ceil(charts / COLUMNS) * CELL.h
  const rest = keys.slice(next)
  rest.forEach((key, i) => {
    widgets.push({
      id: `l${i}`,
      type: 'form.label',
      version: 1,
      x: (i % LABEL.columns) * LABEL.w,
      y: top + Math.floor(i / LABEL.columns) * LABEL.h,
      w: LABEL.w - 4,
      h: LABEL.h - 2,
      rotation: 0,
      groupId: null,
      props: { text: '—', fontSize: 10 },
      bindings: { text: bind(key) },
      events: {},
    })
  })
  return { widgets, height: top + Math.ceil(rest.length / LABEL.columns) * LABEL.h }
}

async function createPage(
  server: Server,
  appId: number,
  name: string,
  widgets: WidgetWire[],
  height: number,
) {
  const layout = defaultPageLayout('', [defaultLayoutNode(`main${name}`, { h: Math.ceil(height / 40) + 2 })])
  const body = await api(server, 'POST', '/api/compose/manage/pages', {
    appId,
    name,
    layout: JSON.stringify(layout),
    layouts: [
      {
        id: `main${name}`,
        name: 'Main',
        context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }),
      },
    ],
  })
  return body.id as string
}

// Installed before load: long tasks from the start, so those after load can be told apart. And when each
// chart canvas was drawn: G clears what it redraws, so a canvas's clears more than 200 ms apart are its
// redraws (one G draw clears several regions within a frame).
const LONG_TASKS = `(() => {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  window.__redraws = new Map()
  const placeholders = new WeakMap()
  const transfer = HTMLCanvasElement.prototype.transferControlToOffscreen
  HTMLCanvasElement.prototype.transferControlToOffscreen = function () {
    const offscreen = transfer.call(this)
    placeholders.set(offscreen, this)
    return offscreen
  }
  for (const type of [window.CanvasRenderingContext2D, window.OffscreenCanvasRenderingContext2D]) {
    const clear = type.prototype.clearRect
    type.prototype.clearRect = function (...args) {
      const canvas = this.canvas
      // Canvases are drawn through an OffscreenCanvas (offscreenBacked): told apart by their element.
      const element = canvas instanceof HTMLCanvasElement ? canvas : placeholders.get(canvas)
      const chart = element?.closest('.gx-chart') != null
      if (canvas.width > 10 && canvas.height > 10) {
        canvas.__chart = chart
        const times = window.__redraws.get(canvas) ?? []
        const now = performance.now()
        if (times.length === 0 || now - times[times.length - 1] > 200) times.push(now)
        window.__redraws.set(canvas, times)
      }
      return clear.apply(this, args)
    }
  }
})()`

/** Redraws between two page times: of the chart canvases (and how many there are), and of the others. */
const REDRAWS = (from: number, to: number) => `(() => {
  const count = (chart) => [...window.__redraws].filter(([canvas]) => canvas.__chart === chart)
    .map(([, times]) => times.filter((t) => t > ${from} && t < ${to}).length)
  const charts = count(true)
  return { canvases: charts.length, redraws: charts.reduce((a, b) => a + b, 0), others: count(false).reduce((a, b) => a + b, 0) }
})()`

const WAIT_DRAWN = `new Promise((resolve, reject) => {
  let firstValue = 0
  let valuesShown = 0
  let state = {}
  const timeout = setTimeout(() => reject(new Error('The charts page was not drawn within 180 s: ' + JSON.stringify(state))), 180000)
  const check = () => {
    const labels = [...document.querySelectorAll('.stage-widget[data-type="form.label"]')]
    if (!firstValue && labels.some((label) => /[0-9]/.test(label.textContent))) firstValue = performance.now()
    const marked = performance.getEntriesByName('gantry:runtime-values-shown').length > 0
    if (!valuesShown && marked && !labels.some((label) => label.textContent.includes('—'))) valuesShown = performance.now()
    const charts = document.querySelectorAll('.stage-widget[data-type^="chart."]')
    const plots = [...document.querySelectorAll('.gx-chart__plot')]
    state = { firstValue, valuesShown, marked, labels: labels.length, waitingLabels: labels.filter((l) => l.textContent.includes('—')).length,
      charts: charts.length, plots: plots.length, rendered: plots.filter((p) => p.dataset.rendered === 'true').length,
      painted: document.querySelector('[data-testid="runtime-stage"]')?.dataset.painted }
    if (firstValue && valuesShown && charts.length > 0 && plots.length >= charts.length &&
        plots.every((plot) => plot.dataset.rendered === 'true')) {
      clearTimeout(timeout)
      const g2 = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/chartHost-'))
      resolve({ firstValue, valuesShown, chartsDrawn: performance.now(), g2Loaded: g2 ? g2.responseEnd : -1 })
    } else requestAnimationFrame(check)
  }
  check()
})`

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      charts: { type: 'string', default: '40' },
      props: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '20' },
      runs: { type: 'string', default: '2' },
      profile: { type: 'boolean', default: false },
      trace: { type: 'boolean', default: false },
      dist: { type: 'string' },
    },
  })
  const charts = Number(args.charts)
  const server = await startServer(16, args.dist ? { distDir: args.dist } : {})
  const browser = await launchBrowser()
  try {
    const keys = await createObjects(server, Number(args.props))
    const app = await api(server, 'POST', '/api/app/manager', { name: 'Charts bench' })
    const appId = app.appId as number
    const kinds = await chartKinds()
    const { widgets, height } = chartPage(kinds, keys, charts)
    const chartSlots = widgets
      .filter((w) => w.type.startsWith('chart.'))
      .reduce((n, w) => n + Object.keys(w.bindings).length, 0)
    const pageId = await createPage(server, appId, 'Charts', widgets, height)
    const labelsOnly = chartPage([], keys, 0)
    const plainId = await createPage(server, appId, 'Labels', labelsOnly.widgets, labelsOnly.height)
    console.log(
      `${charts} charts of ${kinds.length} kinds (${chartSlots} properties bound to series), ${widgets.length - charts} labels for the other properties; ${keys.length} properties changing once a second each. Busy 2-core machine shared with other work: figures are indicative.`,
    )
    const url = (id: string) => `${server.url}/#/runtime-fullscreen/runtime-fullscreen/${id}`

    // Live changes from the start, as a plant's: each property once a second, spread over the second.
    let tick = 0
    const timer = setInterval(() => {
      tick++
      const slice = Math.ceil(keys.length / 10)
      const part = tick % 10
      for (const key of keys.slice(part * slice, (part + 1) * slice))
        server.write(key, Math.round(Math.random() * 1000) / 10)
    }, 100)

    const signed = await signedInPage(browser, server)
    await signed.context.addInitScript(LONG_TASKS)
    await signed.page.close()
    const loads: Record<string, number | string>[] = []
    const steady: Record<string, number | string>[] = []
    for (let run = 1; run <= Number(args.runs); run++) {
      const page = await signed.context.newPage()
      // The runtime mounts only widgets near the viewport: one screen holds the whole page here.
      await page.setViewportSize({ width: COLUMNS * CELL.w + 20, height: height + 40 })
      const cdp = await signed.context.newCDPSession(page)
      await cdp.send('Performance.enable')
      await page.goto(url(pageId))
      const drawn = (await page.evaluate(WAIT_DRAWN)) as Record<string, number>
      loads.push({
        run,
        'first value (ms)': Math.round(drawn.firstValue as number),
        'values shown (ms)': Math.round(drawn.valuesShown as number),
        'G2 chunk loaded (ms)': Math.round(drawn.g2Loaded as number),
        'all charts drawn (ms)': Math.round(drawn.chartsDrawn as number),
      })
      const loadedAt = (await page.evaluate('performance.now()')) as number
      // Where the busy time goes: script, style, layout (the rest of a task is paint, canvas, GC…).
      const durations = async () => {
        const metrics = (await cdp.send('Performance.getMetrics')).metrics
        const read = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
        return {
          task: read('TaskDuration'),
          script: read('ScriptDuration'),
          style: read('RecalcStyleDuration'),
          layout: read('LayoutDuration'),
        }
      }
      const profiling = args.profile && run === Number(args.runs)
      if (profiling) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.start')
      }
      const tracing = args.trace && run === Number(args.runs)
      const traceEvents: TraceEvent[] = []
      if (tracing) {
        cdp.on('Tracing.dataCollected', (data) =>
          traceEvents.push(...(data.value as unknown as TraceEvent[])),
        )
        await cdp.send('Tracing.start', {
          categories: 'toplevel,devtools.timeline,v8',
          transferMode: 'ReportEvents',
        })
      }
      const before = await durations()
      const started = Date.now()
      await new Promise((resolve) => setTimeout(resolve, Number(args.seconds) * 1000))
      const after = await durations()
      // The window ends here: stopping a trace or a profile makes long tasks of its own in the page.
      const endedAt = (await page.evaluate('performance.now()')) as number
      const wall = (Date.now() - started) / 1000
      const busy = after.task - before.task
      if (tracing) {
        const tracedFor = Date.now() - started
        const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
        await cdp.send('Tracing.end')
        await done
        printTrace(traceEvents, tracedFor)
      }
      const profile = profiling ? (await cdp.send('Profiler.stop')).profile : undefined
      if (profile) printProfile(profile)
      // Over 30 ms, not 50: a task that long becomes a long task on a busier machine.
      // With --profile too, each also names the functions its CPU went to.
      if (tracing) printLongTasks(traceEvents, profile, 30)
      const tasks = (
        (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[]
      ).filter((task) => task.start > loadedAt && task.start < endedAt)
      const redraws = (await page.evaluate(REDRAWS(loadedAt, endedAt))) as {
        canvases: number
        redraws: number
        others: number
      }
      steady.push({
        run,
        seconds: Math.round(wall),
        // The machine's 1-minute load average at the end: runs under very different load do not compare.
        load: Number((loadavg()[0] ?? 0).toFixed(1)),
        'main thread busy %': Number(((busy / wall) * 100).toFixed(1)),
        'script %': Number((((after.script - before.script) / wall) * 100).toFixed(1)),
        'style+layout %': Number(
          (((after.style - before.style + after.layout - before.layout) / wall) * 100).toFixed(1),
        ),
        'long tasks > 50 ms': tasks.length,
        'longest (ms)': Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
        // When each came (ms after load) and how long it was: the first seconds are the charts' first live updates.
        'long tasks (at:ms)': tasks
          .map((task) => `${Math.round(task.start - loadedAt)}:${Math.round(task.duration)}`)
          .join(' '),
        // How fresh the plots are: a chart's update waits its turn in the page's render budget.
        'chart redraws': redraws.redraws,
        'a chart every (s)': Number(((redraws.canvases * wall) / Math.max(1, redraws.redraws)).toFixed(1)),
        // The page's other canvases (its shapes layer): a page of charts and labels has nothing to redraw there.
        'other canvas redraws': redraws.others,
      })
      await page.close()
    }
    const plain = await signed.context.newPage()
    await plain.setViewportSize({ width: COLUMNS * CELL.w + 20, height: height + 40 })
    await plain.goto(url(plainId))
    // A polled promise, not waitForFunction: the page's CSP forbids evaluating strings.
    await plain.evaluate(`new Promise((resolve) => {
      const check = () => {
        const labels = [...document.querySelectorAll('.stage-widget[data-type="form.label"]')]
        const shown = performance.getEntriesByName('gantry:runtime-values-shown').length > 0
        if (shown && !labels.some((l) => l.textContent.includes('—'))) resolve(true)
        else requestAnimationFrame(check)
      }
      check()
    })`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const plainG2 = (await plain.evaluate(
      `performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chartHost-'))`,
    )) as boolean
    await plain.close()
    clearInterval(timer)
    await signed.context.close()

    console.log('\nLoad (ms from navigation start; target: first values before the charts finish loading):')
    console.table(loads)
    console.log(
      `\nAfter load, ${args.seconds} s of live changes (targets: busy ≤ 30 %, no long task > 50 ms):`,
    )
    console.table(steady)
    console.log(`\nA page without charts loads the G2 chunk: ${plainG2 ? 'YES' : 'no'} (target: no)`)
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
