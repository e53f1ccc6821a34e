import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { SERIES_KEYS } from '../shared/seriesFields.ts'
import { TimeChart } from '../shared/TimeChart.tsx'
import type { Props } from './manifest.ts'

/** Area chart view: the line chart's data and behaviour with the area under each series filled. */
export default function AreaView(host: DomWidgetProps<Props>) {
  return (
    <TimeChart
      host={host as DomWidgetProps<unknown>}
      props={host.props}
      keys={SERIES_KEYS}
      smooth={host.props.smooth}
      area
      areaOpacity={0.32}
    />
  )
}
