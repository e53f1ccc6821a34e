/**
 * Schema fields every chart shares: where its series come from (live bound properties, the stored
 * history of those properties over a window, or static data typed in the inspector), up to four bound
 * series with their names and colours, and the chart's drawing config name. Pure data (manifests import it).
 */
import { field } from '../../../engine/plugins/propsSchema.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { chartMessages as m } from './chartMessages.ts'

/** The bound series props, in series order. */
export const SERIES_KEYS = ['s1', 's2', 's3', 's4'] as const

/** One of the bound series props. */
export type SeriesKey = (typeof SERIES_KEYS)[number]

/** Trend rules (spec S1 §8): a window of at least 30 s and at most 30 days. */
export const MIN_WINDOW_SECONDS = 30
export const MAX_WINDOW_SECONDS = 30 * 24 * 3600

/** Where a chart's series come from. */
export type SeriesSource = 'live' | 'history' | 'static'

/** The chart's drawing config name (spec E4 "chart drawing config (drawingName)"). */
export const drawingNameField = () =>
  field.string({ label: m.drawingName, description: m.drawingNameHelp, default: '', maxLength: 50 })

/** The data source; `initial` is what a freshly placed chart uses. */
export const sourceField = (initial: SeriesSource = 'static') =>
  field.enum({
    label: m.source,
    group: 'data',
    default: initial,
    options: [
      { value: 'live', label: m.sourceLive },
      { value: 'history', label: m.sourceHistory },
      { value: 'static', label: m.sourceStatic },
    ] as const,
  })

const seriesLabels = [m.series1, m.series2, m.series3, m.series4] as const

/** The first `count` bound series props (s1…), numbers bound to object properties. */
export function seriesValueFields<N extends 1 | 2 | 3 | 4>(count: N) {
  const all = {
    s1: field.number({
      label: seriesLabels[0],
      description: m.seriesHelp,
      default: 0,
      bindable: true,
      group: 'data',
    }),
    s2: field.number({
      label: seriesLabels[1],
      description: m.seriesHelp,
      default: 0,
      bindable: true,
      group: 'data',
    }),
    s3: field.number({
      label: seriesLabels[2],
      description: m.seriesHelp,
      default: 0,
      bindable: true,
      group: 'data',
    }),
    s4: field.number({
      label: seriesLabels[3],
      description: m.seriesHelp,
      default: 0,
      bindable: true,
      group: 'data',
    }),
  }
  const picked = Object.fromEntries(SERIES_KEYS.slice(0, count).map((key) => [key, all[key]]))
  return picked as Pick<typeof all, KeysOf<N>>
}

type KeysOf<N> = N extends 1 ? 's1' : N extends 2 ? 's1' | 's2' : N extends 3 ? 's1' | 's2' | 's3' : SeriesKey

/** Names and colours of the bound series, by position ('' colour: the palette's). */
export const seriesListField = (names: readonly string[]) =>
  field.list({
    label: m.series,
    group: 'data',
    maxItems: 4,
    item: {
      name: field.string({ label: m.seriesName, default: 'Series', maxLength: 50 }),
      color: field.color({ label: f.color, default: '' }),
    },
    default: names.map((name) => ({ name, color: '' })),
  })

/** The time window of live and history series. */
export const windowField = (seconds = 300) =>
  field.number({
    label: m.windowSeconds,
    description: m.windowHelp,
    default: seconds,
    min: MIN_WINDOW_SECONDS,
    max: MAX_WINDOW_SECONDS,
    integer: true,
    unit: 's',
    group: 'data',
  })

/** The usual source fields of a chart with `count` bound series. */
export function seriesSourceFields<N extends 1 | 2 | 3 | 4>(
  count: N,
  names: readonly string[],
  initial: SeriesSource = 'static',
) {
  return {
    drawingName: drawingNameField(),
    source: sourceField(initial),
    ...seriesValueFields(count),
    series: seriesListField(names),
    windowSeconds: windowField(),
  }
}
