import type { G2Spec } from '@antv/g2'
import { useEffect, useRef } from 'react'
import { type ChartHost, createChartHost } from './chartHost.ts'

interface Props {
  spec: G2Spec
  width: number
  height: number
}

/**
 * A G2 chart as a React element. `spec` must keep its identity between renders unless it changed (build
 * it with useMemo): each new spec is one G2 render. `data-rendered` marks the first finished render.
 */
export function G2Chart({ spec, width, height }: Props) {
  const element = useRef<HTMLDivElement>(null)
  const host = useRef<ChartHost | null>(null)
  const initialSize = useRef({ width, height })

  useEffect(() => {
    const container = element.current
    if (!container) return
    const chart = createChartHost(container, initialSize.current, () => {
      container.dataset.rendered = 'true'
    })
    host.current = chart
    return () => {
      chart.destroy()
      host.current = null
    }
  }, [])

  useEffect(() => {
    host.current?.resize(Math.max(1, width), Math.max(1, height))
  }, [width, height])

  useEffect(() => {
    host.current?.render(spec)
  }, [spec])

  return <div ref={element} className="gx-chart__plot" style={{ width, height }} />
}
