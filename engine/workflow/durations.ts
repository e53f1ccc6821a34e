/** ISO 8601 durations as BPMN timers and due times use them (`P1DT2H`, `PT30M`, `PT1.5S`). */

const DURATION =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

/** Milliseconds of an ISO 8601 duration, or null when `text` is not one. */
export function durationMs(text: string): number | null {
  const match = DURATION.exec(text.trim())
  if (!match || text.trim() === 'P' || text.trim().endsWith('T')) return null
  const [, w, d, h, m, s] = match.map((part) => (part === undefined ? 0 : Number(part)))
  return ((((w ?? 0) * 7 + (d ?? 0)) * 24 + (h ?? 0)) * 60 + (m ?? 0)) * 60_000 + (s ?? 0) * 1000
}

/** A cycle `R[n]/<duration>`: the repeat count (null: unbounded) and the interval, or null. */
export function parseCycle(text: string): { repeat: number | null; everyMs: number } | null {
  const match = /^R(\d*)\/(P.+)$/.exec(text.trim())
  if (!match) return null
  const everyMs = durationMs(match[2] ?? '')
  if (everyMs === null || everyMs <= 0) return null
  return { repeat: match[1] ? Number(match[1]) : null, everyMs }
}

/** When a timer set at `now` fires (ISO text), or null when it cannot be computed. */
export function timerDue(
  timer: { duration?: string; date?: string; cycle?: string },
  now: Date,
): string | null {
  if (timer.duration !== undefined) {
    const ms = durationMs(timer.duration)
    return ms === null ? null : new Date(now.getTime() + ms).toISOString()
  }
  if (timer.date !== undefined) {
    const at = Date.parse(timer.date)
    return Number.isNaN(at) ? null : new Date(at).toISOString()
  }
  if (timer.cycle !== undefined) {
    const cycle = parseCycle(timer.cycle)
    return cycle ? new Date(now.getTime() + cycle.everyMs).toISOString() : null
  }
  return null
}
