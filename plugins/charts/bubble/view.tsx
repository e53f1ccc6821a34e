import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { PointChart } from '../shared/PointChart.tsx'
import type { Props } from './manifest.ts'

/** Bubble view: points of x against y, their area from the size (shared PointChart). */
export default function BubbleView(host: DomWidgetProps<Props>) {
  return <PointChart host={host as DomWidgetProps<unknown>} props={host.props} bubbles />
}
