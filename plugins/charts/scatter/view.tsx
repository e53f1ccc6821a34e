import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { PointChart } from '../shared/PointChart.tsx'
import type { Props } from './manifest.ts'

/** Scatter view: points of x against y (shared PointChart). */
export default function ScatterView(host: DomWidgetProps<Props>) {
  return <PointChart host={host as DomWidgetProps<unknown>} props={host.props} bubbles={false} />
}
