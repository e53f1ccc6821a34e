// @vitest-environment jsdom
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { AWAKE_AFTER_MS, canvasFrames, STILL_AWAKE_MS } from '../../../plugins/charts/shared/chartTicker.ts'
import {
  cancelRender,
  LIVE_INTERVAL_MS,
  queueRender,
  setRenderVisible,
  UPDATE_SHARE,
} from '../../../plugins/charts/shared/renderQueue.ts'

// One fake clock for the file: the queue is one per page and keeps its timers between tests.
beforeAll(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  })
})
afterAll(() => {
  vi.useRealTimers()
})

/** A chart whose renders take `cost` ms of (fake) time and are counted with the spec they drew. */
function chart(cost = 0, group?: object, log?: string[], name = '') {
  const key = {}
  const drawn: string[] = []
  const render = (spec: string, options: { first?: boolean; live?: boolean } = {}) =>
    queueRender(key, {
      run: () => {
        drawn.push(spec)
        log?.push(name)
        vi.advanceTimersByTime(cost)
        return Promise.resolve()
      },
      first: options.first ?? false,
      live: options.live ?? false,
      group,
    })
  return { key, drawn, render }
}

test('a chart draws only its latest spec: values arriving before its turn coalesce', async () => {
  const a = chart()
  a.render('1')
  a.render('2')
  a.render('3')
  await vi.advanceTimersByTimeAsync(50)
  expect(a.drawn).toEqual(['3'])
  cancelRender(a.key)
})

test('a live chart renders at most once per interval, however many of its series changed', async () => {
  const a = chart()
  a.render('first', { first: true, live: true })
  await vi.advanceTimersByTimeAsync(50)
  expect(a.drawn).toEqual(['first'])
  // Five series changing one after another within the second: one render, with the last values.
  for (let i = 1; i <= 5; i++) {
    a.render(`v${i}`, { live: true })
    await vi.advanceTimersByTimeAsync(150)
  }
  expect(a.drawn).toEqual(['first'])
  await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS)
  expect(a.drawn).toEqual(['first', 'v5'])
  cancelRender(a.key)
})

test('renders take at most their share of the time whatever the number of charts', async () => {
  const charts = Array.from({ length: 40 }, () => chart(30))
  for (const c of charts) c.render('first', { first: true, live: true })
  await vi.advanceTimersByTimeAsync(10_000)
  expect(charts.every((c) => c.drawn.length === 1)).toBe(true)
  // Ten seconds of every chart getting a new value every 100 ms.
  const start = performance.now()
  for (let tick = 0; tick < 100; tick++) {
    for (const c of charts) c.render(`t${tick}`, { live: true })
    await vi.advanceTimersByTimeAsync(100)
  }
  const renders = charts.reduce((n, c) => n + c.drawn.length - 1, 0)
  const busy = renders * 30
  const wall = performance.now() - start
  expect(busy / wall).toBeLessThanOrEqual(UPDATE_SHARE + 0.02)
  // Every chart still got updates, round-robin, none starved.
  expect(charts.every((c) => c.drawn.length >= 2)).toBe(true)
  for (const c of charts) cancelRender(c.key)
})

test('an off-screen chart is not redrawn until it is back in view, then with its latest spec', async () => {
  const a = chart()
  a.render('first', { first: true })
  // Past the rest after the previous test's renders (the queue is one per page).
  await vi.advanceTimersByTimeAsync(1000)
  expect(a.drawn).toEqual(['first'])
  setRenderVisible(a.key, false)
  a.render('hidden 1')
  a.render('hidden 2')
  await vi.advanceTimersByTimeAsync(5000)
  expect(a.drawn).toEqual(['first'])
  setRenderVisible(a.key, true)
  await vi.advanceTimersByTimeAsync(50)
  expect(a.drawn).toEqual(['first', 'hidden 2'])
  cancelRender(a.key)
})

test('a canvas gets frames only while awake; its request waits while it sleeps', async () => {
  const frames = canvasFrames()
  let ticks = 0
  // As G's canvas does: ask for the next frame from each frame.
  const tick = () => {
    ticks++
    frames.request(tick)
  }
  frames.request(tick)
  await vi.advanceTimersByTimeAsync(1000)
  expect(ticks).toBe(0)
  frames.hold('render')
  await vi.advanceTimersByTimeAsync(500)
  expect(ticks).toBeGreaterThan(20)
  frames.release('render')
  await vi.advanceTimersByTimeAsync(AWAKE_AFTER_MS + 100)
  const settled = ticks
  await vi.advanceTimersByTimeAsync(2000)
  expect(ticks).toBe(settled)
  // The pointer on the chart wakes it again (a tooltip to draw).
  frames.hold('pointer')
  await vi.advanceTimersByTimeAsync(100)
  expect(ticks).toBeGreaterThan(settled)
  frames.dispose()
})

test('a canvas whose render had no animation sleeps soon after it settled', async () => {
  const frames = canvasFrames()
  let ticks = 0
  const tick = () => {
    ticks++
    frames.request(tick)
  }
  frames.request(tick)
  frames.hold('render')
  await vi.advanceTimersByTimeAsync(100)
  frames.release('render', STILL_AWAKE_MS)
  await vi.advanceTimersByTimeAsync(STILL_AWAKE_MS + 50)
  const settled = ticks
  // Well before an animated render's AWAKE_AFTER_MS is over, it takes no more frames.
  await vi.advanceTimersByTimeAsync(AWAKE_AFTER_MS / 2)
  expect(ticks).toBe(settled)
  expect(STILL_AWAKE_MS).toBeLessThan(AWAKE_AFTER_MS / 2)
  frames.dispose()
})

test("first draws are a task each: a chart's layout in promise callbacks ends before the next starts", async () => {
  // As G2's render: little at the call, the layout (`cost` ms) in promise callbacks after it returns.
  const starts: number[] = []
  const ends: number[] = []
  const keys = Array.from({ length: 5 }, () => ({}))
  for (const key of keys)
    queueRender(key, {
      run: () => {
        starts.push(performance.now())
        return Promise.resolve().then(() => {
          vi.advanceTimersByTime(30)
          ends.push(performance.now())
        })
      },
      first: true,
      live: true,
    })
  await vi.advanceTimersByTimeAsync(2000)
  expect(starts).toHaveLength(5)
  // Each began after the layout before it had finished: never two layouts in one task.
  for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThanOrEqual(ends[i - 1] as number)
  for (const key of keys) cancelRender(key)
})

test('charts drawn as one render one after the other, each a render of its own, ahead of charts waiting longer', async () => {
  const log: string[] = []
  const pair = {}
  const others = Array.from({ length: 6 }, (_, i) => chart(20, undefined, log, `other${i}`))
  const main = chart(20, pair, log, 'main')
  const below = chart(20, pair, log, 'below')
  for (const c of [...others, main, below]) c.render('first', { first: true, live: true })
  await vi.advanceTimersByTimeAsync(5000)
  // The others' last renders are older than the pair's: without the group they would all go first.
  await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS)
  log.length = 0
  main.render('v1', { live: true })
  await vi.advanceTimersByTimeAsync(50)
  expect(log).toEqual(['main'])
  for (const c of others) c.render('v1', { live: true })
  below.render('v1', { live: true })
  await vi.advanceTimersByTimeAsync(5000)
  expect(log).toHaveLength(8)
  expect(log.indexOf('below')).toBe(log.indexOf('main') + 1)
  for (const c of [...others, main, below]) cancelRender(c.key)
})
