/**
 * Reading chart data from props and live values. Data arrives from a designer's JSON or from a bound
 * property, so every row is checked: rows that are not records or whose number is missing are dropped.
 */
import { readNumber } from '../../shared/liveProps.ts'

/** One point of a category chart: category, value and series name. */
export interface XYDatum {
  x: string
  y: number
  series: string
}

/** One slice of a pie. */
export interface NameValueDatum {
  name: string
  value: number
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function label(value: unknown, fallback: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return fallback
}

/** Rows `{x, y, series?}` of a line or column chart; a row without series joins `defaultSeries`. */
export function readXYData(value: unknown, defaultSeries: string): XYDatum[] {
  if (!Array.isArray(value)) return []
  const rows: XYDatum[] = []
  for (const row of value) {
    if (!isRecord(row)) continue
    const y = readNumber(row.y)
    if (y === null) continue
    rows.push({ x: label(row.x, ''), y, series: label(row.series, defaultSeries) })
  }
  return rows
}

/** Slices `{name, value}` of a pie; negative and non-numeric values are dropped (a pie cannot show them). */
export function readNameValueData(value: unknown): NameValueDatum[] {
  if (!Array.isArray(value)) return []
  const rows: NameValueDatum[] = []
  for (const row of value) {
    if (!isRecord(row)) continue
    const n = readNumber(row.value)
    if (n === null || n < 0) continue
    rows.push({ name: label(row.name, '—'), value: n })
  }
  return rows
}

/** Distinct series names in order of first appearance. */
export function seriesNames(rows: readonly { series: string }[]): string[] {
  return [...new Set(rows.map((row) => row.series))]
}
