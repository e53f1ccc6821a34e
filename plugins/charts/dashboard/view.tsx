import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { GaugeChart } from '../shared/GaugeChart.tsx'
import type { Props } from './manifest.ts'

/** Dashboard view: the gauge's value on a 180° arc (shared GaugeChart). */
export default function DashboardView(host: DomWidgetProps<Props>) {
  return <GaugeChart host={host} arc="half" />
}
