import { useMemo } from 'react'
import { G2Chart } from '../../../plugins/charts/shared/G2Chart'
import { lineChartSpec, type TimeDatum } from '../../../plugins/charts/shared/lineSpec'
import type { ChartInk } from '../../../plugins/charts/shared/theme'

interface Props {
  /** ISO times, one a row. */
  times: readonly string[]
  /** Series name → one value a row (null is a gap). */
  series: Record<string, readonly (number | null)[]>
  width?: number
  height?: number
}

/** Lines of a sample's columns (or measured against fitted values) over time, drawn by the chart plugins' G2. */
export function SeriesChart({ times, series, width = 760, height = 260 }: Props) {
  const data = useMemo(() => {
    const rows: TimeDatum[] = []
    for (const [name, values] of Object.entries(series)) {
      times.forEach((time, index) => {
        rows.push({ x: Date.parse(time), y: values[index] ?? null, series: name })
      })
    }
    return rows
  }, [times, series])
  const spec = useMemo(
    () => (ink: ChartInk) =>
      lineChartSpec({
        data,
        timeAxis: true,
        theme: ink,
        colors: [],
        smooth: false,
        area: false,
        showLegend: true,
        yRange: null,
        animate: false,
      }),
    [data],
  )
  return (
    <div className="bigdata-chart" data-testid="bigdata-chart">
      <G2Chart spec={spec} width={width} height={height} />
    </div>
  )
}
