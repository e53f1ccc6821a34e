import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  canAddPen,
  checkTrendQuery,
  TREND_MAX_PENS,
  TREND_MAX_SPAN_MS,
  TREND_MESSAGES,
  TREND_MIN_SPAN_MS,
  type TrendQuery,
} from '../../../../engine/rules/trend.ts'

const END = Date.UTC(2024, 5, 1, 12, 0, 0)
const DAY = 24 * 60 * 60 * 1000

const query = (changes: Partial<TrendQuery> = {}): TrendQuery => ({
  start: END - 60 * 60 * 1000,
  end: END,
  pens: 1,
  sourceSelected: true,
  ...changes,
})

const ids = (query: TrendQuery) => checkTrendQuery(query).map((problem) => problem.id)

describe('trend constants', () => {
  it('are 30 s, 30 days and 8 pens', () => {
    expect(TREND_MIN_SPAN_MS).toBe(30_000)
    expect(TREND_MAX_SPAN_MS).toBe(30 * DAY)
    expect(TREND_MAX_PENS).toBe(8)
  })
})

describe('checkTrendQuery', () => {
  it('accepts an ordinary query', () => {
    expect(checkTrendQuery(query())).toEqual([])
  })

  it('needs the start at least 30 s before the end', () => {
    expect(ids(query({ start: END - 30_000 }))).toEqual([])
    expect(ids(query({ start: END - 29_999 }))).toEqual([TREND_MESSAGES.spanTooShort.id])
    expect(ids(query({ start: END }))).toEqual([TREND_MESSAGES.spanTooShort.id])
    expect(ids(query({ start: END + DAY }))).toEqual([TREND_MESSAGES.spanTooShort.id])
  })

  it('allows a span of at most 30 days', () => {
    expect(ids(query({ start: END - 30 * DAY }))).toEqual([])
    expect(ids(query({ start: END - 30 * DAY - 1 }))).toEqual([TREND_MESSAGES.spanTooLong.id])
  })

  it('needs a data source', () => {
    expect(ids(query({ sourceSelected: false }))).toEqual([TREND_MESSAGES.noSource.id])
  })

  it('keeps within the maximum of queryable sources', () => {
    expect(ids(query({ maxSources: 3, sourceCount: 3 }))).toEqual([])
    const problems = checkTrendQuery(query({ maxSources: 3, sourceCount: 4 }))
    expect(problems.map(formatMessage)).toEqual(['At most 3 data sources can be queried'])
    expect(ids(query({ sourceCount: 400 }))).toEqual([])
  })

  it('allows 8 pens but not 9', () => {
    expect(ids(query({ pens: 8 }))).toEqual([])
    expect(checkTrendQuery(query({ pens: 9 }))).toEqual([
      { ...TREND_MESSAGES.tooManyPens, values: { num: 8 } },
    ])
  })

  it('reports every problem at once and refuses times that are not numbers', () => {
    expect(ids({ start: Number.NaN, end: END, pens: 9, sourceSelected: false })).toEqual([
      TREND_MESSAGES.invalidTime.id,
      TREND_MESSAGES.noSource.id,
      TREND_MESSAGES.tooManyPens.id,
    ])
  })
})

describe('canAddPen', () => {
  it('allows adding up to the eighth pen', () => {
    expect(canAddPen(0)).toBe(true)
    expect(canAddPen(7)).toBe(true)
    expect(canAddPen(8)).toBe(false)
    expect(formatMessage(TREND_MESSAGES.pensFull)).toBe('The number of pens has reached eight')
  })
})
