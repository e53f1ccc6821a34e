import { requestJson } from '../http'
import { session } from '../session'
import { type PageView, PageViewQueue, type PageViewTransport } from './pageViewQueue'

const ENDPOINT = '/api/analytics/pageviews'

// Analytics never disturbs the user: no notices, no sign-out on 401; a lost batch is simply lost.
const transport: PageViewTransport = {
  async send(ticket, views) {
    // A call carries the current session's ticket; a batch of an earlier session goes by beacon instead.
    if (ticket !== session.ticket) {
      transport.beacon(ticket, views)
      return 'done'
    }
    const result = await requestJson(
      'POST',
      ENDPOINT,
      { views },
      { suppressNotice: true, unauthorized: 'report' },
    )
    return !result.ok && result.status === 0 ? 'retry' : 'done'
  },
  beacon(ticket, views) {
    if (typeof fetch !== 'function') return false
    // A keepalive request outlives the page like a beacon, and unlike one it carries the header: a
    // ticket in the address would stay in server and proxy logs.
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ticket}` },
      body: JSON.stringify({ views }),
    }).catch(() => {})
    return true
  },
}

const queue = new PageViewQueue(transport)

/** Records that the signed-in user now sees `view.path` (spec S1 §2: a page view on every navigation). */
export function recordPageView(view: Omit<PageView, 'referrer' | 'viewedAt'>): void {
  // A session that must first change its password may call nothing else, this included.
  if (session.isFirstLogin === 'yes') return
  queue.record(session.ticket, view)
}

/** Sends the queued views now: before logging out, while the ticket is still good. */
export function flushPageViews(): Promise<void> {
  return queue.flush()
}

// Hidden is the last moment a page is sure to see (mobile browsers may never fire unload events).
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flushOnUnload()
  })
  window.addEventListener('pagehide', () => queue.flushOnUnload())
}
