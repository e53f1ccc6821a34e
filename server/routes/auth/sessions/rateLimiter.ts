/**
 * Fixed-window attempt counter kept in memory: login rate limiting works per process, which is what a
 * single Gantry process needs. `hit` counts an attempt and says whether it is still within the limit.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key`; false once more than `max` attempts fell into the current window. */
  hit(key: string, at = Date.now()): boolean {
    if (this.#windows.size > 50_000) this.#sweep(at)
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= at) {
      this.#windows.set(key, { count: 1, resetAt: at + this.windowMs })
      return this.max >= 1
    }
    window.count += 1
    return window.count <= this.max
  }

  /** Seconds until `key` may try again. */
  retryAfter(key: string, at = Date.now()): number {
    const window = this.#windows.get(key)
    return window ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0
  }

  #sweep(at: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= at) this.#windows.delete(key)
  }
}
