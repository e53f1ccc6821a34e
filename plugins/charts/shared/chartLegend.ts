/**
 * Chart legends are HTML beside the G2 plot, not G2's own. G2 builds its legend as canvas components at
 * every render: a third of a live four-series line chart's update (8–13 of 33–37 ms of CPU). As HTML it
 * is drawn once and updated by React only when its entries change, reads crisp at any zoom, and works with
 * the keyboard. A spec asks for one with `legend: chartLegend(...)`; G2Chart takes it out of the spec
 * (`splitLegend`), keeps room for it in the plot, and hides the series an operator switched off, across
 * live updates (G2's own filter forgot them at the next render).
 */
import type { G2Spec } from '@antv/g2'
import { SERIES_COLORS } from './theme.ts'

/** The mark an entry shows: a line for line charts, a dot for point charts, else a square. */
export type LegendMarker = 'square' | 'line' | 'circle'

export type LegendPosition = 'top' | 'right' | 'bottom'

/** What a spec's `legend` holds when it wants one. */
export interface LegendRequest {
  html: {
    position: LegendPosition
    marker: LegendMarker
    /** Entries switch their series off and on (series charts); a pie's slices are parts of one whole. */
    toggles: boolean
  }
}

/** One entry: a value of the spec's colour field. */
export interface LegendEntry {
  name: string
  color: string
  hidden: boolean
}

/** A legend to draw beside the plot. */
export interface LegendView {
  position: LegendPosition
  marker: LegendMarker
  toggles: boolean
  entries: LegendEntry[]
  /** Room kept for it on its side of the plot, in pixels. */
  size: number
}

/** Room above or below the plot: two rows of entries. */
export const LEGEND_BAND = 36
/** Room under the plot (a donut's legend): one row, two when long. */
const BOTTOM_BAND = 30

/** A spec's `legend`: an HTML legend at `position`, or none. */
export function chartLegend(
  show: boolean,
  position: LegendPosition = 'top',
  marker: LegendMarker = 'square',
  toggles = true,
): LegendRequest | false {
  return show ? { html: { position, marker, toggles } } : false
}

interface SpecParts {
  data?: unknown
  encode?: { color?: unknown }
  scale?: { color?: { domain?: unknown; range?: unknown } }
  legend?: unknown
}

/** The values of the colour field, in the colour scale's order, with their colours. */
export function legendEntries(spec: G2Spec, hidden: ReadonlySet<string> = new Set()): LegendEntry[] {
  const parts = spec as SpecParts
  const field = typeof parts.encode?.color === 'string' ? parts.encode.color : null
  const rows = Array.isArray(parts.data) ? (parts.data as Record<string, unknown>[]) : []
  const domain = Array.isArray(parts.scale?.color?.domain)
    ? (parts.scale.color.domain as unknown[]).map(String)
    : field
      ? [...new Set(rows.map((row) => String(row[field] ?? '')))]
      : []
  const range = Array.isArray(parts.scale?.color?.range)
    ? (parts.scale.color.range as string[])
    : SERIES_COLORS
  return domain
    .filter((name) => name !== '')
    .map((name, index) => ({
      name,
      color: range[index % range.length] ?? SERIES_COLORS[0],
      hidden: hidden.has(name),
    }))
}

/**
 * `spec` for G2 without its legend request, and the legend to draw: room is kept for it on its side, its
 * colours are pinned (a hidden series does not shift the others'), and the rows of hidden entries are
 * left out. `width`: the plot's (a legend beside it takes at most 45 %).
 */
export function splitLegend(
  spec: G2Spec,
  hidden: ReadonlySet<string>,
  width: number,
): { spec: G2Spec; legend: LegendView | null } {
  const parts = spec as SpecParts
  const request = (parts.legend as Partial<LegendRequest> | undefined)?.html
  if (!request) return { spec, legend: null }
  const entries = legendEntries(spec, hidden)
  const field = typeof parts.encode?.color === 'string' ? parts.encode.color : null
  const rows = Array.isArray(parts.data) ? (parts.data as Record<string, unknown>[]) : null
  const shown =
    request.toggles && field && rows && hidden.size > 0
      ? rows.filter((row) => !hidden.has(String(row[field] ?? '')))
      : rows
  const size =
    request.position === 'right'
      ? Math.min(Math.round(width * 0.45), legendColumnWidth(entries))
      : request.position === 'bottom'
        ? BOTTOM_BAND
        : LEGEND_BAND
  const side = { top: 'paddingTop', right: 'paddingRight', bottom: 'paddingBottom' }[request.position]
  const pad = (spec as Record<string, unknown>)[side]
  return {
    spec: {
      ...spec,
      ...(shown !== rows ? { data: shown } : {}),
      legend: false,
      // The spec's own room for the legend (top) stays; beside or under a plot that had none, it is added.
      [side]: typeof pad === 'number' ? Math.max(pad, size) : size,
      scale: {
        ...(parts.scale as object),
        color: {
          ...parts.scale?.color,
          domain: entries.map((entry) => entry.name),
          range: entries.map((entry) => entry.color),
        },
      },
    } as G2Spec,
    legend: { ...request, entries, size },
  }
}

/**
 * A column of entries: marker, gap, the longest name, margins. At 12 px type a Latin character is about
 * 7 px wide, a Chinese one (or another wide script's) 12 px.
 */
function legendColumnWidth(entries: readonly LegendEntry[]): number {
  const widthOf = (name: string) =>
    [...name].reduce((sum, character) => sum + (/[\u2e80-\uffff]/u.test(character) ? 12 : 7), 0)
  return Math.ceil(Math.max(0, ...entries.map((entry) => widthOf(entry.name))) + 32)
}
