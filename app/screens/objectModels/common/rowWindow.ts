import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react'

/** Rows [start, end) are in the DOM; `before`/`after` are the heights of the rows left out above and below. */
export interface RowWindow {
  start: number
  end: number
  before: number
  after: number
}

/** Tables up to this many rows keep every row in the DOM (nothing to gain, and find-in-page sees them all). */
export const WINDOW_FROM = 80
/** Rows kept beyond each edge of the viewport, so a quick scroll or a Tab does not meet an empty band. */
export const OVERSCAN = 12
/** The window's start moves in steps of this many rows: a scroll within a step renders nothing. */
const STEP = 8
/** A row's height before one has been measured (a property row with its menu button). */
export const ROW_ESTIMATE = 40

/**
 * The rows of a `count`-row table to render for a scroller showing `viewport` pixels from `scrollTop`
 * (measured from the first row), rows being `rowHeight` high: the visible rows plus `overscan` on each
 * side, the start snapped down to a step so that small scrolls keep the same window.
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewport: number,
  overscan = OVERSCAN,
): RowWindow {
  const height = rowHeight > 0 ? rowHeight : ROW_ESTIMATE
  const first = Math.floor(Math.max(0, scrollTop) / height)
  const visible = Math.ceil(Math.max(0, viewport) / height) + 1
  const start = Math.max(0, Math.min(count, Math.floor((first - overscan) / STEP) * STEP))
  const end = Math.min(count, Math.ceil((first + visible + overscan) / STEP) * STEP)
  return {
    start,
    end: Math.max(start, end),
    before: start * height,
    after: (count - Math.max(start, end)) * height,
  }
}

const sameWindow = (a: RowWindow, b: RowWindow) =>
  a.start === b.start &&
  a.end === b.end &&
  Math.abs(a.before - b.before) < 1 &&
  Math.abs(a.after - b.after) < 1

/**
 * Windowing of a long table inside its own scroller (`scroller`): only the rows near the viewport are
 * rendered, with spacer rows standing for the others, so a 500-row table costs the browser the layout,
 * paint and hit testing of some forty rows. Row height is measured from the rows on screen (their
 * average), the viewport from the scroller. Tables of up to `WINDOW_FROM` rows are rendered whole.
 */
export function useRowWindow(scroller: RefObject<HTMLElement | null>, count: number): RowWindow {
  const windowed = count > WINDOW_FROM
  const rowHeight = useRef(ROW_ESTIMATE)
  const [win, setWin] = useState<RowWindow>(() =>
    windowed ? rowWindow(count, ROW_ESTIMATE, 0, 900) : { start: 0, end: count, before: 0, after: 0 },
  )

  const update = useCallback(() => {
    const element = scroller.current
    if (!element) return
    if (!windowed) {
      setWin((now) =>
        now.start === 0 && now.end === count ? now : { start: 0, end: count, before: 0, after: 0 },
      )
      return
    }
    const rows = element.querySelectorAll<HTMLElement>('tbody > tr[aria-rowindex]')
    const first = rows[0]
    const last = rows[rows.length - 1]
    if (first && last && rows.length > 1) {
      const measured = (last.getBoundingClientRect().bottom - first.getBoundingClientRect().top) / rows.length
      if (measured > 0) rowHeight.current = measured
    }
    const head = element.querySelector('thead')?.getBoundingClientRect().height ?? 0
    const next = rowWindow(count, rowHeight.current, element.scrollTop - head, element.clientHeight - head)
    setWin((now) => (sameWindow(now, next) ? now : next))
  }, [scroller, count, windowed])

  // After each render: the rows on screen may have changed height (a live value, a new font); and on
  // every scroll and resize of the scroller.
  useLayoutEffect(update)
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [scroller, update])

  return windowed ? win : { start: 0, end: count, before: 0, after: 0 }
}
