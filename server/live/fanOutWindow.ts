/**
 * The batch window every client of one hub uses, widened together when the hub as a whole pushes more
 * messages a second than its budget. One display frame per client is cheap for a few screens, but a
 * server feeding a hundred flooded screens at 60 messages a second each spends most of its CPU on sends;
 * above the budget the window grows to `1000 × flooded clients / budget` ms (never past `maxMs`), so the
 * hub's message rate settles at the budget; below it, the window shrinks back to `minMs`. Clients that
 * change rarely are not affected: the first change after a quiet spell still leaves at once.
 */
export class FanOutWindow {
  #windowMs: number
  #sent = 0
  #since: number
  readonly #timer: NodeJS.Timeout | null

  constructor(
    /** The configured window (`GANTRY_LIVE_BATCH_MS`): never narrower. */
    readonly minMs: number,
    /** Never wider (50 ms, or the configured window when that is longer). */
    readonly maxMs: number,
    /** Messages a second the hub may push before windows widen; 0 keeps the window fixed. */
    readonly budget: number,
    periodMs = 250,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#windowMs = minMs
    this.#since = now()
    this.#timer = budget > 0 && maxMs > minMs ? setInterval(() => this.adjust(), periodMs).unref() : null
  }

  /** The window in ms every client waits between two pushed messages. */
  get windowMs(): number {
    return this.#windowMs
  }

  /** Counts one pushed message. */
  countSent(): void {
    this.#sent += 1
  }

  /** Re-reads the message rate since the last adjustment and moves the window towards the budget. */
  adjust(): void {
    const at = this.now()
    const elapsed = at - this.#since
    if (elapsed <= 0 || this.budget <= 0) return
    const rate = (this.#sent * 1000) / elapsed
    this.#sent = 0
    this.#since = at
    // Where sends are held by the window, rate × window is the number of flooded clients × 1000: the
    // window that makes it the budget is found in one step and stays put while the load does.
    const wanted = (this.#windowMs * rate) / this.budget
    this.#windowMs = Math.min(this.maxMs, Math.max(this.minMs, wanted))
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer)
  }
}
