import type { G2Spec } from '@antv/g2'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import { liveStatus } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { ChartWidget } from '../shared/ChartWidget.tsx'
import { pairRows, sampleValues } from '../shared/seriesData.ts'
import type { ChartInk } from '../shared/theme.ts'
import { useChartSeries } from '../shared/useChartSeries.ts'
import type { Props } from './manifest.ts'
import { controlChart, readCounts, readMeasurements, selectedRules } from './spcData.ts'
import { MAIN_SHARE, spcDispersionSpec, spcMainSpec } from './spcSpec.ts'

const KEYS = ['s1', 's2'] as const
const EMPTY = { type: 'view', children: [] } as G2Spec

/**
 * SPC view: the control chart of the static data, or at runtime of the bound measurement's values over
 * the window (each reported value one measurement; live, or from history). Limits computed from those
 * values or fixed; points breaking a selected Western Electric rule are red, and named in the tooltip.
 */
export default function SpcView(host: DomWidgetProps<Props>) {
  const { props, width, height, live, bound } = host
  const { t } = useLingui()
  const series = useChartSeries(host as DomWidgetProps<unknown>, props, KEYS, false)
  const input = useMemo(() => {
    if (!series.active) {
      return { measurements: readMeasurements(props.data), counts: readCounts(props.data, props.sampleSize) }
    }
    const s1 = series.samples.s1 ?? []
    const counts = series.keys.includes('s2')
      ? pairRows(s1, series.samples.s2 ?? [], null, '').map((p) => ({ count: p.x, size: p.y }))
      : sampleValues(s1).map((count) => ({ count, size: props.sampleSize }))
    return { measurements: sampleValues(s1), counts }
  }, [series, props.data, props.sampleSize])
  const result = useMemo(
    () =>
      controlChart(props.kind, input, {
        subgroupSize: props.subgroupSize,
        rules: selectedRules(props),
        fixed: props.limits === 'fixed' ? { center: props.center, ucl: props.ucl, lcl: props.lcl } : null,
      }),
    [input, props],
  )
  const words = useMemo(() => ({ centre: t`CL`, rules: t`Rules broken`, point: t`Point` }), [t])
  // The control chart and the range chart under it are two G2 charts (spcDispersionSpec).
  const options = useCallback(
    (ink: ChartInk) =>
      result
        ? {
            result,
            theme: ink,
            color: props.color,
            dispersion: props.dispersion,
            unit: props.unit,
            words,
            animate: !series.active,
          }
        : null,
    [result, props.color, props.dispersion, props.unit, words, series.active],
  )
  const mainSpec = useCallback(
    (ink: ChartInk) => {
      const given = options(ink)
      return given ? spcMainSpec(given) : EMPTY
    },
    [options],
  )
  const dispersionSpec = useCallback(
    (ink: ChartInk) => {
      const given = options(ink)
      return (given && spcDispersionSpec(given)) ?? EMPTY
    },
    [options],
  )
  const withBelow = Boolean(result?.dispersion && props.dispersion)
  const outOfControl = result?.main.points.filter((p) => p.rules.length > 0).length ?? 0
  const meta = result ? (outOfControl > 0 ? t`${outOfControl} out of control` : t`In control`) : undefined
  return (
    <ChartWidget
      live={host.mode === 'runtime'}
      width={width}
      height={height}
      theme={props.theme}
      title={props.title}
      meta={meta ? <span data-out-of-control={outOfControl}>{meta}</span> : undefined}
      quality={liveStatus(live, bound)}
      spec={mainSpec}
      below={withBelow ? { spec: dispersionSpec, share: 1 - MAIN_SHARE } : undefined}
      notice={
        result
          ? undefined
          : series.active && series.keys.length === 0
            ? t`No series value is bound`
            : t`Not enough points for a control chart yet`
      }
    />
  )
}
