import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { TREND_MESSAGES } from '../../../engine/rules/trend.ts'
import { chartPlotSize } from '../../charts/shared/ChartWidget.tsx'
import { G2Chart } from '../../charts/shared/G2Chart.tsx'
import { lineChartSpec } from '../../charts/shared/lineSpec.ts'
import { useContentStable } from '../../shared/useContentStable.ts'
import { useElementSize } from '../../shared/useElementSize.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import type { TrendChartProps } from './manifest.ts'
import { PenObjectSwitch } from './PenObjectSwitch.tsx'
import { TrendToolbar } from './TrendToolbar.tsx'
import { designPreview, switchPensObject, trendRows, usablePens } from './trendData.ts'
import { type TrendRange, useTrendHistory } from './useTrendHistory.ts'
import '../../charts/shared/chart.css'
import './trendChart.css'

const TOOLBAR_HEIGHT = 37

/** Trend chart view: preview curves in design mode; at runtime the pens' history, live or for a chosen period. */
export default function TrendChartView({
  props,
  width,
  height,
  mode,
  services,
}: DomWidgetProps<TrendChartProps>) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const runtime = mode === 'runtime'
  const stablePens = useContentStable(props.pens)
  const designed = useMemo(() => usablePens(stablePens), [stablePens])
  const overflow = designed.overflow
  // The dynamic pen: the object the operator switched the pens to ('' for the designed ones).
  const [followed, setFollowed] = useState('')
  const pens = useMemo(() => {
    const switched = switchPensObject(designed.pens, followed)
    return switched.ok ? switched.pens : designed.pens
  }, [designed, followed])
  const [range, setRange] = useState<TrendRange>({ kind: 'live', spanMs: props.rangeSeconds * 1000 })
  // A new designed range starts live over it; the same one keeps the range object, so mounting does
  // not load the history twice.
  useEffect(() => {
    const spanMs = props.rangeSeconds * 1000
    setRange((current) =>
      current.kind === 'live' && current.spanMs === spanMs ? current : { kind: 'live', spanMs },
    )
  }, [props.rangeSeconds])
  const history = useTrendHistory(services, pens, range, props.refreshSeconds * 1000, runtime)

  const shown = useMemo(() => {
    if (runtime) return { pens, series: history.series, window: history.window }
    const end = Date.now()
    const spanMs = props.rangeSeconds * 1000
    return { ...designPreview(pens, end, spanMs), window: [end - spanMs, end] as [number, number] }
  }, [runtime, pens, history, props.rangeSeconds])

  const spec = useMemo(
    () =>
      lineChartSpec({
        data: trendRows(shown.series, shown.pens),
        timeAxis: true,
        xDomain: shown.window,
        theme: props.theme,
        colors: shown.pens.map((pen) => pen.color),
        smooth: props.smooth,
        area: false,
        showLegend: props.showLegend,
        yRange: null,
        animate: false,
        unit: props.unit,
      }),
    [shown, props.theme, props.smooth, props.showLegend, props.unit],
  )

  const plotElement = useRef<HTMLDivElement>(null)
  const plot = useElementSize(plotElement, chartPlotSize(width, height - TOOLBAR_HEIGHT, true))
  const notice = !runtime
    ? null
    : history.problems.length > 0
      ? history.problems.map((problem) => i18n._(problem)).join(' ')
      : history.load === 'failed'
        ? t`The history could not be loaded.`
        : history.load === 'loading' && history.series.length === 0
          ? t`Loading history…`
          : null

  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={props.theme}
      title={props.title || t`Trend`}
      meta={
        overflow ? (
          <span className="gx-trend__overflow" role="alert">
            {i18n._(TREND_MESSAGES.pensFull)}
          </span>
        ) : (
          props.unit || undefined
        )
      }
      className="gx-chart gx-trend"
    >
      <TrendToolbar
        range={range}
        penCount={pens.length}
        enabled={runtime}
        stale={runtime && history.stale}
        onChange={setRange}
      />
      {props.dynamicObject ? (
        <PenObjectSwitch
          current={pens[0]?.objName ?? ''}
          enabled={runtime}
          onSwitch={(objName) => {
            const switched = switchPensObject(designed.pens, objName)
            if (!switched.ok) return switched.message
            setFollowed(objName.trim())
            return null
          }}
        />
      ) : null}
      <div className="gx-trend__plot" ref={plotElement}>
        <G2Chart spec={spec} width={plot.width} height={plot.height} />
        {notice ? <div className="gx-widget__notice">{notice}</div> : null}
      </div>
    </WidgetFrame>
  )
}
