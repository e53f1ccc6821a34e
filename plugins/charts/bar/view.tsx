import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CategoryColumns } from '../shared/CategoryColumns.tsx'
import type { Props } from './manifest.ts'

/** Bar chart view: the column chart's data drawn as horizontal bars. */
export default function BarView(host: DomWidgetProps<Props>) {
  return <CategoryColumns host={host} horizontal />
}
