import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { GaugeChart } from '../shared/GaugeChart.tsx'
import type { GaugeProps } from './manifest.ts'

/** Gauge view: a 240° dial (shared GaugeChart). */
export default function GaugeView(host: DomWidgetProps<GaugeProps>) {
  return <GaugeChart host={host} arc="dial" />
}
