/**
 * One queue of chart renders for the whole page. A page of 40 live charts gets 40 new specs a second;
 * rendering them all in the frame that brought the values makes one long task. Instead each chart's
 * latest pending render waits here (a newer spec replaces an older one, so a chart renders at most once
 * per turn) and each frame runs renders until its budget is spent, the rest in the next frames.
 */

/** Milliseconds of chart rendering per frame: leaves the frame's rest to input and the other widgets. */
export const FRAME_BUDGET_MS = 10

const pending = new Map<object, () => void>()
let scheduled = false

/** Queues `job` as `owner`'s next render, replacing one it has not run yet. */
export function queueRender(owner: object, job: () => void): void {
  pending.set(owner, job)
  schedule()
}

/** Drops `owner`'s pending render (a chart being destroyed). */
export function cancelRender(owner: object): void {
  pending.delete(owner)
}

function schedule() {
  if (scheduled || pending.size === 0) return
  scheduled = true
  // A background tab has no frames; renders still run, later, so the chart is right when it shows.
  if (typeof requestAnimationFrame === 'function' && !document.hidden) requestAnimationFrame(flush)
  else setTimeout(flush, 16)
}

function flush() {
  scheduled = false
  const start = performance.now()
  for (const [owner, job] of pending) {
    pending.delete(owner)
    try {
      job()
    } catch (error) {
      console.error('Chart render failed', error)
    }
    if (performance.now() - start >= FRAME_BUDGET_MS) break
  }
  schedule()
}
