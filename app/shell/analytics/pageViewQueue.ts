/** One navigation as POST /api/analytics/pageviews takes it. */
export interface PageView {
  /** The hash route shown ('/design/user-manage/user-itemlist'). */
  path: string
  /** The route pattern it matched ('/application-runtime/:pageId'), '*' when none did. */
  pattern: string
  title: string
  language: string
  /** The route shown before it in this session; '' for the first. */
  referrer: string
  viewedAt: string
}

/** How batches leave: a normal call while the app runs, a beacon while the page is going away. */
export interface PageViewTransport {
  /** Sends while the page lives; resolves with 'retry' when the server could not be reached. */
  send(ticket: string, views: PageView[]): Promise<'done' | 'retry'>
  /** Hands the batch to the browser to deliver after the page is gone; false when it refused. */
  beacon(ticket: string, views: PageView[]): boolean
}

/** The server takes at most 100 views per call; keep batches well inside that. */
export const MAX_BATCH = 50
/** Views wait this long for companions before they are sent. */
export const FLUSH_DELAY_MS = 3000
// A server that cannot be reached for long must not make the queue grow without bound.
const MAX_QUEUED = 500

/**
 * Collects page views of one signed-in session and sends them in batches: after a short delay, when a
 * batch is full, when the ticket changes (another user), and by beacon when the page is hidden or closed.
 */
export class PageViewQueue {
  #ticket = ''
  #views: PageView[] = []
  #lastPath = ''
  #timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly transport: PageViewTransport,
    private readonly delayMs = FLUSH_DELAY_MS,
  ) {}

  /** Records a navigation to `view.path`; the same path twice in a row is one view (re-renders). */
  record(ticket: string, view: Omit<PageView, 'referrer' | 'viewedAt'>, at = new Date()): void {
    if (ticket === '') return
    if (ticket !== this.#ticket) {
      void this.flush()
      this.#ticket = ticket
      this.#lastPath = ''
    }
    if (view.path === this.#lastPath) return
    this.#views.push({ ...view, referrer: this.#lastPath, viewedAt: at.toISOString() })
    this.#lastPath = view.path
    if (this.#views.length >= MAX_BATCH) void this.flush()
    else this.#schedule()
  }

  /** Sends what is queued now. */
  async flush(): Promise<void> {
    this.#cancelTimer()
    const ticket = this.#ticket
    const views = this.#views.splice(0, this.#views.length)
    for (let start = 0; start < views.length; start += MAX_BATCH) {
      const batch = views.slice(start, start + MAX_BATCH)
      if ((await this.transport.send(ticket, batch)) === 'retry' && ticket === this.#ticket) {
        // Unreachable: keep the rest for the next attempt, oldest first, and within bounds.
        this.#views = [...views.slice(start), ...this.#views].slice(-MAX_QUEUED)
        this.#schedule()
        return
      }
    }
  }

  /** The page is being hidden or closed: hand everything to the browser's beacon. */
  flushOnUnload(): void {
    this.#cancelTimer()
    const views = this.#views.splice(0, this.#views.length)
    for (let start = 0; start < views.length; start += MAX_BATCH) {
      this.transport.beacon(this.#ticket, views.slice(start, start + MAX_BATCH))
    }
  }

  /** The views not sent yet. */
  get pending(): readonly PageView[] {
    return this.#views
  }

  #schedule(): void {
    if (this.#timer === null && this.#views.length > 0) {
      this.#timer = setTimeout(() => {
        this.#timer = null
        void this.flush()
      }, this.delayMs)
    }
  }

  #cancelTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer)
    this.#timer = null
  }
}
