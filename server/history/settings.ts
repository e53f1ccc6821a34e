/** History writer and query settings; environment first, `config.history` (tests) over it. */
export interface HistorySettings {
  /** Off (`GANTRY_HISTORY=0`): values are not recorded; trend queries answer what is stored. */
  enabled: boolean
  /** Buffered values are written at least this often... */
  flushMs: number
  /** ...or as soon as this many are waiting. */
  batchRows: number
  /** Beyond this many waiting values (the database cannot keep up) the oldest are dropped and counted. */
  maxBufferRows: number
  /** Values older than this are purged; 0 keeps everything. */
  retentionDays: number
  purgeEveryMs: number
  /** A trend pen longer than this many stored values is downsampled into as many time buckets. */
  maxPoints: number
  /** PostgreSQL: how often a process that is not the history writer tries to become it. */
  leaderRetryMs: number
}

declare module '../config.ts' {
  interface ServerConfig {
    history?: Partial<HistorySettings>
  }
}

const number = (text: string | undefined, fallback: number) => {
  const value = Number(text)
  return text !== undefined && text !== '' && Number.isFinite(value) ? value : fallback
}

export function historySettings(
  env: Record<string, string | undefined>,
  override: Partial<HistorySettings> = {},
): HistorySettings {
  return {
    enabled: env.GANTRY_HISTORY !== '0',
    flushMs: number(env.GANTRY_HISTORY_FLUSH_MS, 1000),
    batchRows: number(env.GANTRY_HISTORY_BATCH_ROWS, 20_000),
    maxBufferRows: 500_000,
    retentionDays: number(env.GANTRY_HISTORY_RETENTION_DAYS, 30),
    purgeEveryMs: 60 * 60 * 1000,
    maxPoints: number(env.GANTRY_HISTORY_MAX_POINTS, 1000),
    leaderRetryMs: 5000,
    ...override,
  }
}
