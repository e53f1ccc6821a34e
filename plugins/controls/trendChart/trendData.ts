/**
 * The trend chart's rules and data handling: at most eight pens (the ninth is refused with the spec's
 * message), query ranges checked by the engine's `checkTrendQuery`, history merged as live refreshes
 * arrive. Pure, so it is unit-tested without React or G2.
 */
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { canAddPen, checkTrendQuery, TREND_MAX_PENS, TREND_MESSAGES } from '../../../engine/rules/trend.ts'
import type { PenRef, TrendSeries } from '../../shared/viewContract.ts'

/** A pen as the trend chart's props hold it. */
export interface TrendPen extends PenRef {
  /** Legend text; '' shows objName.propName. */
  name: string
  /** '' takes the palette colour of its position. */
  color: string
}

/** Ranges offered next to the chart, in seconds: 5 min, 1 h, 8 h, 1 d, 7 d, 30 d. */
export const TREND_PRESETS_SECONDS = [300, 3600, 8 * 3600, 86_400, 7 * 86_400, 30 * 86_400] as const

/** The key of a pen: its object property. */
export function penKey(pen: PenRef): string {
  return `${pen.objName}.${pen.propName}`
}

/** The pen's legend text. */
export function penLabel(pen: TrendPen): string {
  return pen.name.trim() || penKey(pen)
}

/** Adds a pen, or refuses it once eight are drawn ("brush number has reached eight", spec S1 §8). */
export function addTrendPen(
  pens: readonly TrendPen[],
  pen: TrendPen,
): { ok: true; pens: TrendPen[] } | { ok: false; message: MessageDescriptor } {
  if (!canAddPen(pens.length)) return { ok: false, message: TREND_MESSAGES.pensFull }
  return { ok: true, pens: [...pens, pen] }
}

/**
 * The pens moved to another object (the dynamic pen: an operator switches the chart from one pump to
 * another). Allowed only when every pen is of one object ("dynamic brush only between same objects",
 * spec S1 §5); the properties stay, the object changes. '' goes back to the designed pens.
 */
export function switchPensObject(
  pens: readonly TrendPen[],
  objName: string,
): { ok: true; pens: TrendPen[] } | { ok: false; message: MessageDescriptor } {
  const target = objName.trim()
  if (target === '') return { ok: true, pens: [...pens] }
  if (!dynamicPensAllowed(pens)) return { ok: false, message: TREND_MESSAGES.dynamicPenSameObject }
  return { ok: true, pens: pens.map((pen) => ({ ...pen, objName: target })) }
}

/** Whether the pens may follow another object: there are some, and all are of one object. */
export function dynamicPensAllowed(pens: readonly TrendPen[]): boolean {
  return pens.length > 0 && new Set(pens.map((pen) => pen.objName.toLowerCase())).size === 1
}

/** The pens a chart draws (the first eight) and whether a stored page held more. */
export function usablePens(pens: readonly TrendPen[]): { pens: TrendPen[]; overflow: boolean } {
  const complete = pens.filter((pen) => pen.objName.trim() !== '' && pen.propName.trim() !== '')
  return { pens: complete.slice(0, TREND_MAX_PENS), overflow: complete.length > TREND_MAX_PENS }
}

/** The problems of querying `start`..`end` for `penCount` pens (spec S1 §5: 30 s to 30 days, ≤ 8 pens). */
export function trendRangeProblems(start: number, end: number, penCount: number): MessageDescriptor[] {
  return checkTrendQuery({ start, end, pens: penCount, sourceSelected: penCount > 0 })
}

/**
 * Chart rows of the series, one series per pen label. A gap (a null value: bad quality, no data) breaks
 * the pen's line: the value before it is held to the gap's start, as it was the reading until then, and a
 * row without a value ends the line there until the next value.
 */
export function trendRows(series: readonly TrendSeries[], pens: readonly TrendPen[]) {
  const labels = new Map(pens.map((pen) => [penKey(pen), penLabel(pen)]))
  const rows: { x: number; y: number | null; series: string }[] = []
  for (const one of series) {
    const label = labels.get(penKey(one))
    if (label === undefined) continue
    let previous: number | null = null
    for (const point of one.points) {
      const value = point.value !== null && Number.isFinite(point.value) ? point.value : null
      if (value !== null) rows.push({ x: point.time, y: value, series: label })
      else if (previous !== null) {
        // Leading and repeated gaps add nothing: no line is drawn there either way.
        rows.push({ x: point.time, y: previous, series: label }, { x: point.time, y: null, series: label })
      }
      previous = value
    }
  }
  return rows
}

/**
 * History after a live refresh: each pen's new points (newer than its last one) appended, and points
 * older than `start` dropped, so a live chart keeps exactly its window.
 */
export function mergeTrendSeries(
  current: readonly TrendSeries[],
  incoming: readonly TrendSeries[],
  start: number,
): TrendSeries[] {
  const byKey = new Map(current.map((one) => [penKey(one), one]))
  for (const one of incoming) {
    const existing = byKey.get(penKey(one))
    const last = existing?.points[existing.points.length - 1]?.time ?? Number.NEGATIVE_INFINITY
    const fresh = one.points.filter((point) => point.time > last)
    byKey.set(penKey(one), { ...one, points: [...(existing?.points ?? []), ...fresh] })
  }
  return [...byKey.values()].map((one) => ({
    ...one,
    points: one.points.filter((point) => point.time >= start),
  }))
}

/** The latest time any series reached, or null without points. */
export function latestTime(series: readonly TrendSeries[]): number | null {
  let latest: number | null = null
  for (const one of series) {
    const time = one.points[one.points.length - 1]?.time
    if (time !== undefined && (latest === null || time > latest)) latest = time
  }
  return latest
}

/** Pens and smooth curves the designer sees before any history exists. */
export function designPreview(pens: readonly TrendPen[], end: number, spanMs: number) {
  const shown = pens.length > 0 ? pens : [samplePen('Object_A', 'Pen 1'), samplePen('Object_B', 'Pen 2')]
  const step = Math.max(1000, Math.floor(spanMs / 120))
  const series: TrendSeries[] = shown.map((pen, index) => {
    const points = []
    for (let time = end - spanMs; time <= end; time += step) {
      const phase = (time - end) / spanMs
      points.push({
        time,
        value: Math.round((50 + index * 15 + 12 * Math.sin(phase * 9 + index * 1.7)) * 10) / 10,
      })
    }
    return { objName: pen.objName, propName: pen.propName, points }
  })
  return { pens: shown, series }
}

function samplePen(objName: string, name: string): TrendPen {
  return { objName, propName: 'value', name, color: '' }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A time as a datetime-local input holds it ('2024-05-01T08:30:00', local time). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** Reads a datetime-local input's value as local time; NaN when it is empty or malformed. */
export function fromLocalInput(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text)
  if (!match) return Number.NaN
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match.slice(1).map((part) => (part ? Number(part) : 0))
  return new Date(y, mo - 1, d, h, mi, s).getTime()
}
