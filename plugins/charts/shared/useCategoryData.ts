import { useMemo } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CHART_WAITING } from './ChartWidget.tsx'
import { seriesNameValueRows, seriesXYRows } from './categoryRows.ts'
import { readNameValueData, readXYData } from './chartData.ts'
import { SERIES_KEYS } from './seriesFields.ts'
import { type SourceProps, useChartSeries, useSeriesValues } from './useChartSeries.ts'

interface CategoryProps extends SourceProps {
  data: unknown
}

/** What a category chart shows and how to mark it. */
export interface CategoryData<R> {
  rows: R[]
  /** Colours of the rows' series (bound series carry the inspector's; static rows use the palette). */
  colors: string[]
  active: boolean
  /** Bound data expected but no series bound. */
  nothingBound: boolean
}

/**
 * Rows of a category chart: at runtime with a live or history source one per bound series (its live
 * value, or its mean over the window); otherwise the static rows, or the rows of a bound `data`
 * property (a json property holding rows), waiting empty until they arrive.
 */
export function useCategoryData<R>(
  host: DomWidgetProps<unknown>,
  props: CategoryProps,
  shape: 'xy' | 'nameValue',
): CategoryData<R> {
  const series = useChartSeries(host, props, SERIES_KEYS)
  const values = useSeriesValues(host, props, series, SERIES_KEYS)
  const shownData = mergeLive(props, host.live, CHART_WAITING, host.bound).data
  return useMemo(() => {
    if (series.active) {
      const rows = (shape === 'xy' ? seriesXYRows(values) : seriesNameValueRows(values)) as R[]
      return {
        rows,
        colors: values.map((v) => v.color),
        active: true,
        nothingBound: series.keys.length === 0,
      }
    }
    const rows = (shape === 'xy' ? readXYData(shownData, 'Value') : readNameValueData(shownData)) as R[]
    return { rows, colors: [], active: false, nothingBound: false }
  }, [series.active, series.keys.length, values, shownData, shape])
}
