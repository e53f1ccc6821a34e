/** Notification centre timings; environment first, `config.notify` (tests) over it. */
export interface NotifySettings {
  /** Length of a "minute" for escalations and digests: tests shorten it (GANTRY_NOTIFY_MINUTE_MS). */
  minuteMs: number
  /** How often the outbox is looked at (it is also woken at once when something is queued). */
  pollMs: number
  /** Events from the alarm engine and other areas gather this long, then go to the outbox in one write. */
  batchMs: number
  /** Tries per send before it is logged failed; the wait doubles each time from backoffMs (at most 10 min). */
  maxAttempts: number
  backoffMs: number
  /**
   * A send being delivered holds its row this long; a row still "sending" after it (the process died mid
   * send) is logged failed, not sent again: the receiver may already have it.
   */
  leaseMs: number
  /** Sends delivered at once (email, webhooks). */
  concurrency: number
  /** Where links in notifications point (e.g. https://scada.plant.local); empty: relative links. */
  publicUrl: string
}

declare module '../config.ts' {
  interface ServerConfig {
    notify?: Partial<NotifySettings>
  }
}

const numberOf = (text: string | undefined, fallback: number) => {
  const value = Number(text)
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : fallback
}

export function notifySettings(
  env: Record<string, string | undefined>,
  override: Partial<NotifySettings> = {},
): NotifySettings {
  return {
    minuteMs: numberOf(env.GANTRY_NOTIFY_MINUTE_MS, 60_000),
    pollMs: numberOf(env.GANTRY_NOTIFY_POLL_MS, 1000),
    batchMs: 50,
    maxAttempts: numberOf(env.GANTRY_NOTIFY_MAX_ATTEMPTS, 5),
    backoffMs: numberOf(env.GANTRY_NOTIFY_BACKOFF_MS, 5000),
    leaseMs: numberOf(env.GANTRY_NOTIFY_LEASE_MS, 60_000),
    concurrency: 8,
    publicUrl: (env.GANTRY_PUBLIC_URL ?? '').replace(/\/+$/, ''),
    ...override,
  }
}
