import { DEFAULT_BATCH_MS, DEFAULT_FANOUT_BUDGET } from './hub.ts'

/** Live-value settings; environment first, `config.live` (tests) over it. */
export interface LiveSettings {
  /**
   * At most one values message per client per this many ms (`GANTRY_LIVE_BATCH_MS`, 10–1000, default 16:
   * one display frame); the first change after a quiet spell goes out at once. Longer suits slow links:
   * fewer messages a second per operator station, values a little later.
   */
  batchMs: number
  /**
   * Pushed messages a second this server may send before every client's window widens together, up to
   * 50 ms (`GANTRY_LIVE_FANOUT_BUDGET`, 0 or 100–1,000,000, default 3,000; 0 keeps the window fixed).
   * Keeps a server feeding many flooded screens from spending its CPU on sends.
   */
  fanOutBudget: number
  /** PostgreSQL: wait between attempts to reconnect the connection that listens for model changes. */
  syncRetryMs: number
  /** PostgreSQL: how often that idle connection is checked. */
  syncHeartbeatMs: number
}

declare module '../config.ts' {
  interface ServerConfig {
    live?: Partial<LiveSettings>
  }
}

export const BATCH_MS_RANGE = { min: 10, max: 1000 } as const
export const FANOUT_BUDGET_RANGE = { min: 100, max: 1_000_000 } as const

/** Throws, naming the variable, on a batch window that is not a whole number in BATCH_MS_RANGE. */
export function liveSettings(
  env: Record<string, string | undefined>,
  override: Partial<LiveSettings> = {},
): LiveSettings {
  return {
    // The environment is read (and checked) only where the configuration does not set the window.
    batchMs: override.batchMs ?? batchMs(env.GANTRY_LIVE_BATCH_MS),
    fanOutBudget: override.fanOutBudget ?? fanOutBudget(env.GANTRY_LIVE_FANOUT_BUDGET),
    syncRetryMs: 2000,
    syncHeartbeatMs: 10_000,
    ...override,
  }
}

function batchMs(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_BATCH_MS
  // Digits only: Number() would also take '0x20' or '1e2'.
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN
  const { min, max } = BATCH_MS_RANGE
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `GANTRY_LIVE_BATCH_MS must be a whole number of milliseconds from ${min} to ${max}, not "${text}"`,
    )
  }
  return value
}

function fanOutBudget(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_FANOUT_BUDGET
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN
  const { min, max } = FANOUT_BUDGET_RANGE
  if (value === 0 || (Number.isInteger(value) && value >= min && value <= max)) return value
  throw new Error(
    `GANTRY_LIVE_FANOUT_BUDGET must be 0 (fixed window) or a whole number of messages a second from ${min} to ${max}, not "${text}"`,
  )
}
