import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CategoryColumns } from '../shared/CategoryColumns.tsx'
import type { ColumnProps } from './manifest.ts'

/**
 * Column chart view: the designed rows, the rows of a bound `data` property, or one column per bound
 * series (its live value, or its mean over the window for a history source).
 */
export default function ColumnChartView(host: DomWidgetProps<ColumnProps>) {
  return <CategoryColumns host={host} horizontal={false} />
}
