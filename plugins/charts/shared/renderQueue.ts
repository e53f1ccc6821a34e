/**
 * One queue of chart renders for the whole page. A page of 40 live charts gets a new spec per chart each
 * time one of its series changes. A G2 render is expensive (it lays the whole chart out again) and mostly
 * asynchronous, so starting them all in one frame piles their work into one long task. Here:
 * - a chart has at most one pending render, its latest spec (a newer one replaces it): values coalesce;
 * - updates run one at a time, each until its promise settles, first draws each in a task of its own
 *   (G2 lays a chart out in promise callbacks), and a frame runs renders only while its budget lasts,
 *   the rest in the next frames;
 * - after each render the queue rests in proportion to what it cost, so renders take at most a share of
 *   the main thread whatever the number of charts (with many charts, each updates less often);
 * - a live chart renders at most once per LIVE_INTERVAL_MS: its properties change about once a second,
 *   and its series changing one after another in that second make one render, not one each;
 * - a chart that is off-screen is held (its latest spec kept) and renders when it comes into view;
 * - charts drawn as one (a control chart and its range chart under it) are each a render of their own,
 *   but after one of them the others' pending renders go next.
 */

/** Milliseconds of chart rendering per frame: leaves the frame's rest to input and the other widgets. */
export const FRAME_BUDGET_MS = 12

/**
 * At most this share of wall time goes to updating charts that are already drawn… A render's time runs
 * until G2 settles it, a frame or two after its work, so the main thread's share is lower. With 40 live
 * charts and 200 values a second (bench:charts, two busy cores) the page was 18-19 % busy at 0.15 with
 * each chart redrawn every ~9 s, and 20-24 % at 0.4 every ~4 s: 0.3 keeps well under 30 % and a trend
 * near the pace of its values.
 */
export const UPDATE_SHARE = 0.3
/** …and this share to drawing charts the first time (a page opening: most of the thread, but input still gets a turn between charts). */
export const FIRST_SHARE = 0.9

/** Least time between two renders of a live chart. */
export const LIVE_INTERVAL_MS = 1000

/** How long the queue waits for one render before going on without it. */
const STALLED_MS = 3000

/** A chart's pending render. */
export interface RenderJob {
  /** Draws; the promise settles when the render has finished. */
  run: () => Promise<unknown> | undefined
  /** The chart's first render (a page opening): drawn sooner. */
  first: boolean
  /** A live update: at most one per LIVE_INTERVAL_MS for its chart. */
  live: boolean
  /** Charts drawn as one: the same object for each of them. */
  group?: object
}

interface Owner {
  job: RenderJob | null
  /** When the chart's last render started. */
  lastStart: number
  visible: boolean
}

const owners = new Map<object, Owner>()
let running = false
let timer: ReturnType<typeof setTimeout> | undefined
let frame = 0
/** No render starts before this (the rest after the last render). */
let restUntil = 0
/** The group of the last render: its other charts' pending renders go next. */
let lastGroup: object | undefined

function ownerOf(key: object): Owner {
  let owner = owners.get(key)
  if (!owner) {
    owner = { job: null, lastStart: Number.NEGATIVE_INFINITY, visible: true }
    owners.set(key, owner)
  }
  return owner
}

/** Queues `job` as `key`'s next render, replacing one it has not run yet. */
export function queueRender(key: object, job: RenderJob): void {
  const owner = ownerOf(key)
  // A pending first render stays first: the chart has still not been drawn.
  owner.job = owner.job?.first ? { ...job, first: true } : job
  schedule()
}

/** Marks `key`'s chart on or off screen: an off-screen chart's renders wait until it is back. */
export function setRenderVisible(key: object, visible: boolean): void {
  const owner = ownerOf(key)
  owner.visible = visible
  if (visible) schedule()
}

/** Forgets `key` and drops its pending render (a chart being destroyed). */
export function cancelRender(key: object): void {
  owners.delete(key)
}

/** When `owner`'s pending render may start (Infinity: it has none or waits to be seen). */
function dueAt(owner: Owner): number {
  const job = owner.job
  if (!job) return Number.POSITIVE_INFINITY
  // A first render also runs off-screen: the page's layout and "drawn" mark want every chart once.
  if (!owner.visible && !job.first) return Number.POSITIVE_INFINITY
  return job.live && !job.first ? owner.lastStart + LIVE_INTERVAL_MS : 0
}

/**
 * The next render to run at `now`: first renders before updates, a chart of the last render's group
 * before others, else the longest waiting.
 */
function next(now: number): [object, Owner] | null {
  let chosen: [object, Owner] | null = null
  let grouped: [object, Owner] | null = null
  for (const entry of owners) {
    const owner = entry[1]
    if (dueAt(owner) > now) continue
    if (owner.job?.first) return entry
    if (lastGroup !== undefined && owner.job?.group === lastGroup) grouped ??= entry
    if (!chosen || owner.lastStart < chosen[1].lastStart) chosen = entry
  }
  return grouped ?? chosen
}

function schedule(): void {
  if (running || frame !== 0) return
  clearTimeout(timer)
  timer = undefined
  const now = performance.now()
  let earliest = Number.POSITIVE_INFINITY
  for (const owner of owners.values()) earliest = Math.min(earliest, dueAt(owner))
  if (earliest === Number.POSITIVE_INFINITY) return
  const wait = Math.max(0, restUntil - now, earliest - now)
  const toFrame = () => {
    timer = undefined
    // A background tab has no frames; renders still run, later, so the chart is right when it shows.
    if (typeof requestAnimationFrame === 'function' && !document.hidden)
      frame = requestAnimationFrame(() => {
        frame = 0
        void flush()
      })
    else void flush()
  }
  if (wait > 0) timer = setTimeout(toFrame, wait)
  else toFrame()
}

const stalled = () => new Promise((resolve) => setTimeout(resolve, STALLED_MS))

/** After the promise callbacks queued so far, in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function flush(): Promise<void> {
  if (running) return
  running = true
  const frameStart = performance.now()
  try {
    while (performance.now() - frameStart < FRAME_BUDGET_MS) {
      const start = performance.now()
      if (start < restUntil) break
      const chosen = next(start)
      if (!chosen) break
      const [, owner] = chosen
      const job = owner.job as RenderJob
      owner.job = null
      owner.lastStart = start
      lastGroup = job.group
      try {
        const rendered = job.run()
        // A render that never settles (G2 destroyed under it) must not stop every other chart.
        if (!job.first) await Promise.race([rendered, stalled()])
        // A first render settles only after its new canvas's frames: awaiting that would draw a page's
        // charts frames apart. But most of its work (G2's layout) runs in promise callbacks after
        // run() returns, in this task: the next chart waits for a new task, so each first draw is a
        // task of its own, its full cost counts against the frame's budget and the rest after it.
        else await nextTask()
      } catch (error) {
        console.error('Chart render failed', error)
      }
      const end = performance.now()
      const share = job.first ? FIRST_SHARE : UPDATE_SHARE
      restUntil = end + ((end - start) * (1 - share)) / share
    }
  } finally {
    running = false
    schedule()
  }
}
