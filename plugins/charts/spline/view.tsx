import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { SERIES_KEYS } from '../shared/seriesFields.ts'
import { TimeChart } from '../shared/TimeChart.tsx'
import type { Props } from './manifest.ts'

/** Spline chart view: the line chart's data and behaviour, drawn as smooth curves without fill. */
export default function SplineView(host: DomWidgetProps<Props>) {
  return (
    <TimeChart
      host={host as DomWidgetProps<unknown>}
      props={host.props}
      keys={SERIES_KEYS}
      smooth
      area={false}
    />
  )
}
