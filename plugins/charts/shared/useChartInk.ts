import { type RefObject, useLayoutEffect, useState } from 'react'
import { CHART_INK, type ChartInk, type ChartTheme, inkFromCss } from './theme.ts'

/**
 * The inks of the widget holding `element`, read from its CSS custom properties once mounted and again
 * when the page's theme changes (the runtime's light/dark switch sets `data-theme` on the page root) or
 * the widget's own theme prop changes. Before mount, the theme prop's inks.
 */
export function useChartInk(element: RefObject<HTMLElement | null>, theme: ChartTheme): ChartInk {
  const [ink, setInk] = useState<ChartInk>(CHART_INK[theme])
  useLayoutEffect(() => {
    const node = element.current
    if (!node) return
    const read = () => {
      const style = getComputedStyle(node)
      const next = inkFromCss((name) => style.getPropertyValue(name), theme)
      setInk((current) => (sameInk(current, next) ? current : next))
    }
    read()
    const themed = node.closest('[data-theme]')
    if (!themed || typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver(read)
    observer.observe(themed, { attributes: true, attributeFilter: ['data-theme'] })
    return () => observer.disconnect()
  }, [element, theme])
  return ink
}

function sameInk(a: ChartInk, b: ChartInk): boolean {
  return (Object.keys(a) as (keyof ChartInk)[]).every((key) => a[key] === b[key])
}
