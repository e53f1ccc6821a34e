/** Live-value settings; `config.live` (tests) over the defaults. */
export interface LiveSettings {
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

export function liveSettings(override: Partial<LiveSettings> = {}): LiveSettings {
  return { syncRetryMs: 2000, syncHeartbeatMs: 10_000, ...override }
}
