import { type MessageDescriptor, withValues } from '../messages.ts'

/** "Start at least 30 s before end": the shortest trend query span, in milliseconds. */
export const TREND_MIN_SPAN_MS = 30 * 1000

/** "Span at most 30 days": the longest trend query span, in milliseconds. */
export const TREND_MAX_SPAN_MS = 30 * 24 * 60 * 60 * 1000

/** "At most 8 pens (brushes)" on one trend chart. */
export const TREND_MAX_PENS = 8

/** A trend query as the trend chart control is about to send it. */
export interface TrendQuery {
  /** Start time, epoch milliseconds. */
  start: number
  /** End time, epoch milliseconds. */
  end: number
  /** Number of pens (brushes) drawn. */
  pens: number
  sourceSelected: boolean
  /** The most data sources one query may read; no limit when absent. */
  maxSources?: number
  /** Data sources the query reads. */
  sourceCount?: number
}

/** Messages of the trend query rules. */
export const TREND_MESSAGES = {
  invalidTime: /*i18n*/ { id: 'rules.trend.invalidTime', message: 'Choose a start time and an end time' },
  spanTooShort: /*i18n*/ {
    id: 'rules.trend.spanTooShort',
    message: 'The start time must be at least 30 seconds before the end time',
  },
  spanTooLong: /*i18n*/ { id: 'rules.trend.spanTooLong', message: 'The time span cannot exceed 30 days' },
  noSource: /*i18n*/ { id: 'rules.trend.noSource', message: 'Select a data source' },
  tooManySources: /*i18n*/ {
    id: 'rules.trend.tooManySources',
    message: 'At most {num} data sources can be queried',
  },
  tooManyPens: /*i18n*/ {
    id: 'rules.trend.tooManyPens',
    message: 'A trend chart can have at most {num} pens',
  },
  pensFull: /*i18n*/ { id: 'rules.trend.pensFull', message: 'The number of pens has reached eight' },
  dynamicPenSameObject: /*i18n*/ {
    id: 'rules.trend.dynamicPenSameObject',
    message: 'Dynamic pens can only be used between the same objects',
  },
} satisfies Record<string, MessageDescriptor>

/**
 * Every rule a trend query breaks: start at least 30 s before end, span at most 30 days, a data
 * source selected, the maximum of queryable sources not exceeded, at most 8 pens.
 */
export function checkTrendQuery(query: TrendQuery): MessageDescriptor[] {
  const problems: MessageDescriptor[] = []
  if (!Number.isFinite(query.start) || !Number.isFinite(query.end)) problems.push(TREND_MESSAGES.invalidTime)
  else {
    const span = query.end - query.start
    if (span < TREND_MIN_SPAN_MS) problems.push(TREND_MESSAGES.spanTooShort)
    if (span > TREND_MAX_SPAN_MS) problems.push(TREND_MESSAGES.spanTooLong)
  }
  if (query.sourceSelected !== true) problems.push(TREND_MESSAGES.noSource)
  const { maxSources, sourceCount } = query
  if (typeof maxSources === 'number' && typeof sourceCount === 'number' && sourceCount > maxSources) {
    problems.push(withValues(TREND_MESSAGES.tooManySources, { num: maxSources }))
  }
  if (!(query.pens <= TREND_MAX_PENS)) {
    problems.push(withValues(TREND_MESSAGES.tooManyPens, { num: TREND_MAX_PENS }))
  }
  return problems
}

/** Whether one more pen may be added; when not, show `TREND_MESSAGES.pensFull`. */
export function canAddPen(count: number): boolean {
  return count < TREND_MAX_PENS
}
