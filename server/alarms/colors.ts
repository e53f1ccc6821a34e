import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { ALARM_COLOR_DEFAULT } from '../routes/config/records/alarmColors.ts'

/** The config record of priority colours (spec S1 §1 "alarm colours"), owned by the config area. */
const KEY = 'user_widget_alarm_color'
const REFRESH_MS = 30_000

/**
 * Priority colours for alarms whose limit has none: the saved `user_widget_alarm_color` record, else the
 * built-in defaults. Read at most every 30 s in the background, so raising an alarm never waits on it.
 */
export class AlarmColors {
  #colors: Record<string, string> = { ...ALARM_COLOR_DEFAULT }
  #readAt = 0
  #reading: Promise<void> | null = null

  constructor(private readonly db: Kysely<Database>) {}

  colorOf(priority: number, limitColor: string): string {
    if (Date.now() - this.#readAt > REFRESH_MS) void this.refresh()
    return limitColor || this.#colors[String(priority)] || ''
  }

  refresh(): Promise<void> {
    this.#reading ??= this.#read().finally(() => {
      this.#reading = null
    })
    return this.#reading
  }

  async #read(): Promise<void> {
    this.#readAt = Date.now()
    try {
      const row = await this.db
        .selectFrom('configRecords')
        .select('configValue')
        .where('key', '=', KEY)
        .executeTakeFirst()
      const saved = row ? (JSON.parse(row.configValue) as unknown) : null
      this.#colors =
        saved && typeof saved === 'object' && !Array.isArray(saved)
          ? { ...ALARM_COLOR_DEFAULT, ...(saved as Record<string, string>) }
          : { ...ALARM_COLOR_DEFAULT }
    } catch {
      // Unreadable or during a restore: keep the colours known so far.
    }
  }
}
