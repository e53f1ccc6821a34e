import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * The content size of an element, following layout changes (a toolbar that wraps, a header that appears).
 * Starts at `initial` so the first render can already draw; where ResizeObserver is missing (jsdom) it
 * stays there.
 */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  initial: { width: number; height: number },
) {
  const [size, setSize] = useState(initial)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const width = Math.max(1, Math.floor(element.clientWidth))
      const height = Math.max(1, Math.floor(element.clientHeight))
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      )
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}
