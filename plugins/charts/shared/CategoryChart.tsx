import type { G2Spec } from '@antv/g2'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback } from 'react'
import { liveStatus } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget } from './ChartWidget.tsx'
import type { ChartInk } from './theme.ts'
import { type CategoryData, useCategoryData } from './useCategoryData.ts'
import type { SourceProps } from './useChartSeries.ts'

interface Props<R> {
  host: DomWidgetProps<unknown>
  props: SourceProps & { data: unknown; title: string; unit: string; theme: 'light' | 'dark' }
  shape: 'xy' | 'nameValue'
  /** The spec of the shown rows. Memoise it (useCallback) on the props it reads. */
  build: (shown: CategoryData<R>, ink: ChartInk, animate: boolean) => G2Spec
  /** Drawn over the plot (a donut's total). */
  overlay?: (shown: CategoryData<R>) => ReactNode
  /** Rows that show nothing (all zero) count as no data. */
  empty?: (rows: R[]) => boolean
}

/**
 * A chart of categories (pie, donut, funnel, radar): static rows, the rows of a bound `data` property,
 * or one category per bound series (live value or window mean), in the chart frame with its quality tag.
 */
export function CategoryChart<R>({ host, props, shape, build, overlay, empty }: Props<R>) {
  const { t } = useLingui()
  const shown = useCategoryData<R>(host, props, shape)
  const animate = host.mode === 'design'
  const spec = useCallback((ink: ChartInk) => build(shown, ink, animate), [build, shown, animate])
  const isEmpty = shown.rows.length === 0 || (empty?.(shown.rows) ?? false)
  return (
    <ChartWidget
      live={host.mode === 'runtime'}
      width={host.width}
      height={host.height}
      theme={props.theme}
      title={props.title}
      meta={props.unit || undefined}
      quality={liveStatus(host.live, host.bound)}
      spec={spec}
      overlay={isEmpty ? undefined : overlay?.(shown)}
      notice={shown.nothingBound ? t`No series value is bound` : isEmpty ? t`No data` : undefined}
    />
  )
}
