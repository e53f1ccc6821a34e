/** Times as the product shows them: the spec's 'YYYY-MM-DD HH:mm:ss', in the viewer's time zone. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'YYYY-MM-DD HH:mm:ss' (spec S0 §9); '' for a missing or invalid time. */
export function formatDateTime(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return ''
  return `${formatDate(ms)} ${formatClock(ms)}`
}

/** 'YYYY-MM-DD' in local time. */
export function formatDate(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** 'HH:mm:ss' for axes and live tables. */
export function formatClock(ms: number): string {
  const d = new Date(ms)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** 'HH:mm:ss' for a time of the same day as `now`, else 'YYYY-MM-DD HH:mm:ss': a list shows no column dates. */
export function formatRecent(ms: number, now = Date.now()): string {
  return formatDate(ms) === formatDate(now) ? formatClock(ms) : formatDateTime(ms)
}

/** An axis label fitting the visible span: seconds for short spans, the date once it covers days. */
export function formatAxisTime(ms: number, spanMs: number): string {
  const d = new Date(ms)
  if (spanMs > 86_400_000)
    return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
  if (spanMs >= 3_600_000) return `${pad(d.getHours())}:${pad(d.getMinutes())}`
  return formatClock(ms)
}
