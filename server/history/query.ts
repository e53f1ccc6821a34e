import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { LiveStore } from '../live/store.ts'
import type { PropertyType, Quality } from '../live/types.ts'
import type { HistoryKeys } from './keys.ts'
import './tables.ts'
import { type BufferedValue, QUALITY_OF } from './writer.ts'

/** A point of a trend pen. Downsampled points carry the bucket's `min`, `max` and `count` too. */
export interface TrendPoint {
  value: unknown
  quality: Quality
  /** ISO time; a bucket's start when downsampled. */
  timestamp: string
  min?: unknown
  max?: unknown
  count?: number
  /** The value in force when the range starts (the last one before it), stamped with the range start. */
  carried?: true
  /** The live value, appended when the range reaches the present. */
  live?: true
}

export interface TrendSeries {
  key: string
  points: TrendPoint[]
  /** Stored values within the range. */
  count: number
  downsampled: boolean
  /** Width of a bucket when downsampled, ms. */
  bucketMs?: number
}

export interface HistorySource {
  db: Kysely<Database>
  keys: HistoryKeys
  store: LiveStore
  /** Values not yet written (the writer's buffer), or none. */
  pending(key: string, start: number, end: number): BufferedValue[]
}

const NUMERIC: readonly PropertyType[] = ['int', 'long', 'float', 'double']
const CHUNK = 500

interface RawRow {
  t: number
  num: number | null
  txt: string | null
  quality: number
}

function decode(type: PropertyType, row: Pick<RawRow, 'num' | 'txt'>): unknown {
  if (NUMERIC.includes(type)) return row.num
  if (type === 'bool') return row.num === null ? null : row.num === 1
  if (row.txt === null) return row.num
  try {
    return JSON.parse(row.txt)
  } catch {
    return row.txt
  }
}

const iso = (ms: number) => new Date(ms).toISOString()
const raw = (row: { t: unknown; num: unknown; txt: unknown; quality: unknown }): RawRow => ({
  t: Number(row.t),
  num: row.num === null ? null : Number(row.num),
  txt: row.txt as string | null,
  quality: Number(row.quality),
})

/**
 * Trend data of several properties over [start, end] (the caller has applied the trend rules). A pen with
 * at most `maxPoints` stored values gets them all; a longer one is downsampled into at most `maxPoints`
 * time buckets with min, max and mean (booleans: any true; texts: the bucket's last value), so spikes
 * survive. Each pen starts with the value in force at `start` and, when the range reaches the present,
 * ends with the live value. Values still in the writer's buffer are included.
 */
export async function readTrends(
  source: HistorySource,
  query: { keys: string[]; start: string; end: string },
  maxPoints: number,
): Promise<TrendSeries[]> {
  const start = Date.parse(query.start)
  const end = Date.parse(query.end)
  const infos = await source.keys.lookup(query.keys)
  const out: TrendSeries[] = []
  for (const key of query.keys) {
    const info = infos.get(key)
    const type = info?.type ?? source.store.property(...splitKey(key))?.type ?? 'double'
    const series: TrendSeries = info
      ? await readStored(source.db, info.id, type, start, end, maxPoints)
      : { key, points: [], count: 0, downsampled: false }
    series.key = key
    addPending(series, source.pending(key, start, end), type, start)
    if (info) {
      const prior = await priorValue(source.db, info.id, start)
      if (prior) series.points.unshift({ ...pointOf(type, prior), timestamp: iso(start), carried: true })
    }
    const now = Date.now()
    const live = source.store.getKey(key)
    const last = series.points.at(-1)
    if (live && end >= now && (!last || Date.parse(last.timestamp) < now)) {
      series.points.push({ value: live.value, quality: live.quality, timestamp: iso(now), live: true })
    }
    out.push(series)
  }
  return out
}

function splitKey(key: string): [string, string] {
  const dot = key.indexOf('.')
  return [key.slice(0, dot), key.slice(dot + 1)]
}

function pointOf(type: PropertyType, row: RawRow): TrendPoint {
  return { value: decode(type, row), quality: QUALITY_OF[row.quality] ?? 'bad', timestamp: iso(row.t) }
}

async function priorValue(db: Kysely<Database>, keyId: number, start: number): Promise<RawRow | null> {
  const row = await db
    .selectFrom('historyValues')
    .select(['t', 'num', 'txt', 'quality'])
    .where('keyId', '=', keyId)
    .where('t', '<', start)
    .orderBy('t', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? raw(row) : null
}

async function readStored(
  db: Kysely<Database>,
  keyId: number,
  type: PropertyType,
  start: number,
  end: number,
  maxPoints: number,
): Promise<TrendSeries> {
  const inRange = db
    .selectFrom('historyValues')
    .where('keyId', '=', keyId)
    .where('t', '>=', start)
    .where('t', '<=', end)
  const counted = await inRange.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst()
  const count = Number(counted?.n ?? 0)
  if (count <= maxPoints) {
    const rows = await inRange.select(['t', 'num', 'txt', 'quality']).orderBy('t').execute()
    return { key: '', points: rows.map((row) => pointOf(type, raw(row))), count, downsampled: false }
  }
  // Whole seconds, and never more buckets than maxPoints.
  const bucketMs = Math.max(1000, Math.ceil((end - start) / maxPoints / 1000) * 1000)
  const bucket = sql<number>`cast((t - ${start}) / ${bucketMs} as integer)`
  if (NUMERIC.includes(type) || type === 'bool') {
    const rows = await inRange
      .select([
        bucket.as('b'),
        sql<number>`min(num)`.as('lo'),
        sql<number>`max(num)`.as('hi'),
        sql<number | string>`avg(num)`.as('mean'),
        sql<number | string>`count(*)`.as('n'),
        sql<number>`max(quality)`.as('q'),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute()
    const points = rows.map((row) => {
      const [lo, hi] = [row.lo === null ? null : Number(row.lo), row.hi === null ? null : Number(row.hi)]
      const bool = type === 'bool'
      return {
        // Booleans: true when the bucket held a true at all, so a short trip still shows.
        value: bool ? hi === 1 : row.mean === null ? null : Number(row.mean),
        min: bool ? lo === 1 : lo,
        max: bool ? hi === 1 : hi,
        count: Number(row.n),
        quality: QUALITY_OF[Number(row.q)] ?? 'bad',
        timestamp: iso(start + Number(row.b) * bucketMs),
      }
    })
    return { key: '', points, count, downsampled: true, bucketMs }
  }
  // Texts and JSON cannot be averaged: each bucket shows its last value.
  const lasts = await inRange
    .select([bucket.as('b'), sql<number | string>`max(t)`.as('t'), sql<number | string>`count(*)`.as('n')])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute()
  const byTime = new Map<number, RawRow>()
  const times = lasts.map((row) => Number(row.t))
  for (let i = 0; i < times.length; i += CHUNK) {
    const rows = await db
      .selectFrom('historyValues')
      .select(['t', 'num', 'txt', 'quality'])
      .where('keyId', '=', keyId)
      .where('t', 'in', times.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) byTime.set(Number(row.t), raw(row))
  }
  const points = lasts.map((row) => {
    const last = byTime.get(Number(row.t))
    const value = last ? decode(type, last) : null
    return {
      value,
      count: Number(row.n),
      quality: last ? (QUALITY_OF[last.quality] ?? 'bad') : 'bad',
      timestamp: iso(start + Number(row.b) * bucketMs),
    }
  })
  return { key: '', points, count, downsampled: true, bucketMs }
}

/** Adds values not yet written, after the last stored one (a batch being committed is not counted twice). */
function addPending(series: TrendSeries, pending: BufferedValue[], type: PropertyType, start: number): void {
  const lastStored = series.points.at(-1)
  const after = lastStored ? Date.parse(lastStored.timestamp) + (series.bucketMs ?? 0) : -Infinity
  const fresh = pending.filter((row) => (series.downsampled ? row.t >= after : row.t > after))
  if (fresh.length === 0) return
  series.count += fresh.length
  if (!series.downsampled || series.bucketMs === undefined) {
    for (const row of fresh) series.points.push(pointOf(type, row))
    return
  }
  // Downsampled: the few buffered values (at most a flush interval's worth) join buckets of their own.
  const bucketMs = series.bucketMs
  const buckets = new Map<number, RawRow[]>()
  for (const row of fresh) {
    const b = Math.floor((row.t - start) / bucketMs)
    const list = buckets.get(b) ?? []
    list.push(row)
    buckets.set(b, list)
  }
  for (const [b, rows] of buckets) {
    const values = rows.map((row) => decode(type, row))
    const numbers = rows.map((row) => row.num).filter((n): n is number => n !== null)
    const numeric = NUMERIC.includes(type)
    series.points.push({
      value: numeric
        ? numbers.reduce((a, n) => a + n, 0) / Math.max(1, numbers.length)
        : type === 'bool'
          ? values.includes(true)
          : values.at(-1),
      ...(numeric ? { min: Math.min(...numbers), max: Math.max(...numbers) } : {}),
      count: rows.length,
      quality: QUALITY_OF[Math.max(...rows.map((row) => row.quality))] ?? 'bad',
      timestamp: iso(start + b * bucketMs),
    })
  }
}
