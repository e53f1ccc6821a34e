import type { Kysely } from 'kysely'
import type { Engine } from '../db/database.ts'
import type { Database } from '../db/schema.ts'
import type { LiveStore } from '../live/store.ts'
import type { PropertyType, Quality, ValueChange } from '../live/types.ts'
import { insertValues } from './insert.ts'
import type { HistoryKeys } from './keys.ts'
import type { Leadership } from './leader.ts'
import './tables.ts'

/** A change waiting to be written. */
export interface BufferedValue {
  key: string
  /** Epoch milliseconds. */
  t: number
  num: number | null
  txt: string | null
  quality: number
}

export const QUALITY_CODE: Record<Quality, number> = { good: 0, uncertain: 1, bad: 2 }
export const QUALITY_OF: readonly Quality[] = ['good', 'uncertain', 'bad']

export interface WriterOptions {
  flushMs: number
  batchRows: number
  maxBufferRows: number
  onError(error: unknown): void
}

/**
 * Records every live value change (the store only reports real changes, so history is "on change").
 * The listener only appends to a buffer; the buffer is written every `flushMs` or as soon as it holds
 * `batchRows` values, in ONE transaction per batch (insert.ts), one batch at a time. A
 * database that cannot keep up loses the oldest waiting values beyond `maxBufferRows` (counted in
 * `stats().dropped`) rather than the process's memory.
 */
export class HistoryWriter {
  #buffer: BufferedValue[] = []
  /** Taken from the buffer, being written: still visible to queries until committed. */
  #inFlight: BufferedValue[] = []
  #chain: Promise<void> = Promise.resolve()
  #queued = false
  #timer: NodeJS.Timeout | null = null
  #off: (() => void) | null = null
  readonly #stats = { written: 0, dropped: 0, discarded: 0, batches: 0 }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly store: LiveStore,
    private readonly keys: HistoryKeys,
    private readonly leader: Leadership,
    private readonly options: WriterOptions,
  ) {}

  start(): void {
    this.#off = this.store.onChange((change) => this.record(change))
    this.#timer = setInterval(() => {
      if (this.#buffer.length > 0) void this.flush()
    }, this.options.flushMs)
    this.#timer.unref?.()
  }

  /**
   * Stops listening and writes what is buffered. With `markShutdown`, every value not bad already is
   * recorded once more as bad at this moment: nothing is collected while the server is down, and a trend
   * must show that time as a gap, not draw the last values on across it (history records changes only).
   * Only for a process that alone collects (embedded SQLite): with several processes the others go on.
   */
  async stop(options: { markShutdown?: boolean } = {}): Promise<void> {
    this.#off?.()
    this.#off = null
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    if (options.markShutdown && this.leader.isLeader()) this.#markShutdown(Date.now())
    await this.flush()
  }

  #markShutdown(at: number): void {
    for (const objName of this.store.objectNames()) {
      for (const { name, vqt } of this.store.snapshot(objName) ?? []) {
        if (vqt.quality !== 'bad') this.#push(`${objName}.${name}`, vqt.value, at, 'bad')
      }
    }
  }

  /** The store listener: cheap on purpose (it runs inside every write of every value). */
  record(change: ValueChange): void {
    this.#push(change.key, change.value, Date.parse(change.timestamp), change.quality)
  }

  #push(key: string, value: unknown, t: number, quality: Quality): void {
    let num: number | null = null
    let txt: string | null = null
    if (typeof value === 'number') num = value
    else if (typeof value === 'boolean') num = value ? 1 : 0
    else if (value !== null && value !== undefined) txt = JSON.stringify(value)
    this.#buffer.push({ key, t, num, txt, quality: QUALITY_CODE[quality] })
    if (this.#buffer.length >= this.options.batchRows && !this.#queued) void this.flush()
    if (this.#buffer.length > this.options.maxBufferRows) {
      const excess = this.#buffer.length - this.options.maxBufferRows
      this.#buffer.splice(0, excess)
      this.#stats.dropped += excess
    }
  }

  /** Writes everything buffered so far; resolves when it is committed. */
  flush(): Promise<void> {
    if (!this.#queued) {
      this.#queued = true
      this.#chain = this.#chain.then(() => this.#write())
    }
    return this.#chain
  }

  /** Values not yet committed for `key` within [start, end] (queries add them to what is stored). */
  pending(key: string, start: number, end: number): BufferedValue[] {
    const out: BufferedValue[] = []
    for (const list of [this.#inFlight, this.#buffer]) {
      for (const row of list) if (row.key === key && row.t >= start && row.t <= end) out.push(row)
    }
    return out
  }

  stats() {
    return { ...this.#stats, buffered: this.#buffer.length, leader: this.leader.isLeader() }
  }

  async #write(): Promise<void> {
    this.#queued = false
    const rows = this.#buffer
    this.#buffer = []
    if (rows.length === 0) return
    // Another process writes the values every process sees (PostgreSQL, several processes).
    if (!this.leader.isLeader()) {
      this.#stats.discarded += rows.length
      return
    }
    this.#inFlight = rows
    try {
      await this.#ensureKeys(rows)
      const values = rows.map((row) => ({
        keyId: this.keys.cached(row.key)?.id ?? 0,
        t: row.t,
        num: row.num,
        txt: row.txt,
        quality: row.quality,
      }))
      await this.db.transaction().execute((trx) => insertValues(trx, this.engine, values))
      this.#stats.written += rows.length
      this.#stats.batches += 1
    } catch (error) {
      // Put them back (bounded), so a short database outage does not lose them.
      this.#buffer = rows.concat(this.#buffer).slice(-this.options.maxBufferRows)
      this.options.onError(error)
    } finally {
      this.#inFlight = []
    }
  }

  async #ensureKeys(rows: BufferedValue[]): Promise<void> {
    const missing = new Map<string, PropertyType>()
    for (const row of rows) {
      if (missing.has(row.key) || this.keys.cached(row.key)) continue
      const dot = row.key.indexOf('.')
      const type =
        this.store.property(row.key.slice(0, dot), row.key.slice(dot + 1))?.type ??
        (row.num !== null ? 'double' : 'json')
      missing.set(row.key, type)
    }
    if (missing.size > 0) await this.keys.ensure(missing)
  }
}
