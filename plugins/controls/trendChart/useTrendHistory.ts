import { useEffect, useState } from 'react'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { TREND_MIN_SPAN_MS } from '../../../engine/rules/trend.ts'
import type { RuntimeServices, TrendSeries } from '../../shared/viewContract.ts'
import { mergeTrendSeries, type TrendPen, trendRangeProblems } from './trendData.ts'

/** What the chart shows: a live window ending now, or a fixed period the operator chose. */
export type TrendRange = { kind: 'live'; spanMs: number } | { kind: 'fixed'; start: number; end: number }

/** History of the pens over the range, its load state and the range's rule problems. */
export interface TrendHistory {
  series: TrendSeries[]
  load: 'loading' | 'ready' | 'failed'
  problems: MessageDescriptor[]
  /** The x range drawn. */
  window: [number, number]
  /** A live chart's last refresh failed (the server is out of reach): it is not following the present. */
  stale: boolean
}

/**
 * Loads the pens' history for the range; in live mode asks every `refreshMs` for what was stored since
 * (never less than the 30 s the query rules allow) and slides the window. Inactive in design mode.
 */
export function useTrendHistory(
  services: RuntimeServices,
  pens: readonly TrendPen[],
  range: TrendRange,
  refreshMs: number,
  active: boolean,
): TrendHistory {
  const [history, setHistory] = useState<TrendHistory>({
    series: [],
    load: 'loading',
    problems: [],
    window: [0, 1],
    stale: false,
  })
  // Pens compare by content, so a re-render with an equal new array does not reload the history.
  const key = JSON.stringify(pens.map((pen) => [pen.objName, pen.propName]))

  useEffect(() => {
    if (!active) return
    let cancelled = false
    const refs = (JSON.parse(key) as [string, string][]).map(([objName, propName]) => ({ objName, propName }))
    const now = Date.now()
    const start = range.kind === 'live' ? now - range.spanMs : range.start
    const end = range.kind === 'live' ? now : range.end
    const problems = trendRangeProblems(start, end, refs.length)
    if (problems.length > 0) {
      setHistory({ series: [], load: 'ready', problems, window: [start, end], stale: false })
      return
    }
    setHistory((current) => ({
      ...current,
      load: 'loading',
      problems: [],
      window: [start, end],
      stale: false,
    }))
    services.history.query({ pens: refs, start, end }).then(
      (series) => {
        if (!cancelled)
          setHistory({ series, load: 'ready', problems: [], window: [start, end], stale: false })
      },
      () => {
        if (!cancelled) setHistory((current) => ({ ...current, load: 'failed' }))
      },
    )
    if (range.kind !== 'live') {
      return () => {
        cancelled = true
      }
    }
    let lastEnd = end
    const timer = setInterval(() => {
      const to = Date.now()
      const from = Math.min(lastEnd, to - TREND_MIN_SPAN_MS)
      lastEnd = to
      services.history.query({ pens: refs, start: from, end: to }).then(
        (incoming) => {
          if (cancelled) return
          const windowStart = to - range.spanMs
          setHistory((current) => ({
            ...current,
            series: mergeTrendSeries(current.series, incoming, windowStart),
            window: [windowStart, to],
            stale: false,
          }))
        },
        // A missed refresh is caught up by the next one, which asks from the last success; meanwhile the
        // chart says it is not following the present.
        () => {
          lastEnd = from
          if (!cancelled) setHistory((current) => (current.stale ? current : { ...current, stale: true }))
        },
      )
    }, refreshMs)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [services, key, range, refreshMs, active])

  return history
}
