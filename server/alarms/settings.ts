/** Alarm engine settings; environment first, `config.alarms` (tests) over it. */
export interface AlarmSettings {
  /**
   * How often the active alarms are re-read from the database, so acknowledgements made through another
   * server process (same PostgreSQL) reach this process's WebSocket clients too.
   */
  syncMs: number
  /** Removed and acknowledged alarms older than this are purged; 0 keeps them all. */
  retentionDays: number
}

declare module '../config.ts' {
  interface ServerConfig {
    alarms?: Partial<AlarmSettings>
  }
}

export function alarmSettings(
  env: Record<string, string | undefined>,
  override: Partial<AlarmSettings> = {},
): AlarmSettings {
  const retention = Number(env.GANTRY_ALARM_RETENTION_DAYS ?? 365)
  return {
    syncMs: 5000,
    retentionDays: Number.isFinite(retention) ? retention : 365,
    ...override,
  }
}
