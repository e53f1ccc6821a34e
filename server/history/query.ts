import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { LiveStore } from '../live/store.ts'
import type { PropertyType, Quality } from '../live/types.ts'
import type { HistoryKeys } from './keys.ts'
import './tables.ts'
import { type BufferedValue, QUALITY_CODE, QUALITY_OF } from './writer.ts'

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
const BAD = QUALITY_CODE.bad

/** A bucket is bad only when all its values are (a gap); one that held any value not good is uncertain. */
function bucketQuality(best: number, worst: number): Quality {
  if (best >= BAD) return 'bad'
  return worst > QUALITY_CODE.good ? 'uncertain' : 'good'
}
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
    // Bad values are the last known ones while a source failed, not readings: a bucket's figures come
    // from the rest, and only a bucket with nothing else is bad (a gap). One that held some is uncertain.
    const reading = sql`case when quality < ${BAD} then num end`
    const rows = await inRange
      .select([
        bucket.as('b'),
        sql<number>`min(${reading})`.as('lo'),
        sql<number>`max(${reading})`.as('hi'),
        sql<number | string>`avg(${reading})`.as('mean'),
        sql<number | string>`count(*)`.as('n'),
        sql<number>`min(quality)`.as('qlo'),
        sql<number>`max(quality)`.as('qhi'),
        sql<number | string | null>`max(case when quality < ${BAD} then t end)`.as('lastRead'),
        sql<number | string | null>`max(case when quality >= ${BAD} then t end)`.as('lastBad'),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute()
    // Where each outage that ends a bucket began: its first bad value after the bucket's last reading.
    const outageStarts = await firstBadAfterReadings(db, keyId, rows, bucket)
    const points = rows.flatMap((row) => {
      const [lo, hi] = [row.lo === null ? null : Number(row.lo), row.hi === null ? null : Number(row.hi)]
      const bool = type === 'bool'
      const flag = (n: number | null) => (n === null ? null : n === 1)
      const point: TrendPoint = {
        // Booleans: true when the bucket held a true at all, so a short trip still shows.
        value: bool ? flag(hi) : row.mean === null ? null : Number(row.mean),
        min: bool ? flag(lo) : lo,
        max: bool ? flag(hi) : hi,
        count: Number(row.n),
        quality: bucketQuality(Number(row.qlo), Number(row.qhi)),
        timestamp: iso(start + Number(row.b) * bucketMs),
      }
      const outage = outageStarts.get(Number(row.b))
      return outage === undefined ? [point] : [point, outageGap(outage)]
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
  // Downsampled: after the last bucket (an outage's gap point, count 0, is not one).
  const lastStored = series.downsampled
    ? series.points.findLast((point) => point.count !== 0)
    : series.points.at(-1)
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
  for (const [b, rows] of buckets) series.points.push(...bucketPoints(type, rows, iso(start + b * bucketMs)))
}

/**
 * Per bucket that holds readings and ends in bad values, where that outage began: its first bad value
 * after the bucket's last reading. One query per CHUNK such buckets (a flapping source has many).
 */
async function firstBadAfterReadings(
  db: Kysely<Database>,
  keyId: number,
  rows: readonly { b: number; lastRead: unknown; lastBad: unknown }[],
  bucket: ReturnType<typeof sql<number>>,
): Promise<Map<number, number>> {
  const ranges = rows
    .filter(
      (row) => row.lastRead !== null && row.lastBad !== null && Number(row.lastBad) > Number(row.lastRead),
    )
    .map((row) => ({ from: Number(row.lastRead), to: Number(row.lastBad) }))
  const starts = new Map<number, number>()
  for (let i = 0; i < ranges.length; i += CHUNK) {
    const found = await db
      .selectFrom('historyValues')
      .select([bucket.as('b'), sql<number | string>`min(t)`.as('t')])
      .where('keyId', '=', keyId)
      .where('quality', '>=', BAD)
      .where((eb) =>
        eb.or(ranges.slice(i, i + CHUNK).map((r) => eb.and([eb('t', '>', r.from), eb('t', '<=', r.to)]))),
      )
      .groupBy(sql`1`)
      .execute()
    for (const row of found) starts.set(Number(row.b), Number(row.t))
  }
  return starts
}

/**
 * The gap point of an outage that ends a bucket holding readings, at the outage's first bad value: history
 * records changes only, so an outage is often one bad value and the buckets after it hold nothing at all.
 * Without this point the bucket's readings would draw on across the whole outage.
 */
function outageGap(time: number): TrendPoint {
  return { value: null, quality: 'bad', count: 0, timestamp: iso(time) }
}

/** Points of a bucket of buffered values, summed up as stored buckets are (`readStored`). */
function bucketPoints(type: PropertyType, rows: RawRow[], timestamp: string): TrendPoint[] {
  const point = { ...bucketOf(type, rows), timestamp }
  if (!NUMERIC.includes(type) && type !== 'bool') return [point]
  const reads = rows.filter((row) => row.quality < BAD).map((row) => row.t)
  // Without readings the bucket itself is the gap.
  if (reads.length === 0) return [point]
  const lastRead = Math.max(...reads)
  const outage = rows.filter((row) => row.quality >= BAD && row.t > lastRead).map((row) => row.t)
  return outage.length === 0 ? [point] : [point, outageGap(Math.min(...outage))]
}

/** A bucket of buffered values, summed up as stored buckets are (`readStored`). */
function bucketOf(type: PropertyType, rows: RawRow[]): Omit<TrendPoint, 'timestamp'> {
  const count = rows.length
  if (!NUMERIC.includes(type) && type !== 'bool') {
    const last = rows[rows.length - 1]
    return {
      value: last ? decode(type, last) : null,
      count,
      quality: QUALITY_OF[last?.quality ?? BAD] ?? 'bad',
    }
  }
  const qualities = rows.map((row) => row.quality)
  const quality = bucketQuality(Math.min(...qualities), Math.max(...qualities))
  const readings = rows.filter((row) => row.quality < BAD && row.num !== null).map((row) => row.num as number)
  if (readings.length === 0) return { value: null, count, quality }
  const [min, max] = [Math.min(...readings), Math.max(...readings)]
  if (type === 'bool') return { value: max === 1, min: min === 1, max: max === 1, count, quality }
  return { value: readings.reduce((a, n) => a + n, 0) / readings.length, min, max, count, quality }
}
