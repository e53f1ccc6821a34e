import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useMemo } from 'react'
import { defaultProps } from '../../../../engine/plugins/propsSchema'
import { trendChartProps } from '../../../../plugins/controls/trendChart/manifest'
import { liveHub } from '../../../runtime/live/liveHub'
import { Modal, Spinner } from '../../../ui'

const TrendChartView = lazy(() => import('../../../../plugins/controls/trendChart/view'))

const WIDTH = 900
const HEIGHT = 380

const refuse = () => Promise.reject(new Error('not bound'))

/**
 * A one-click trend of a numeric property: the trend plugin itself, live over the last hour, with its
 * own range toolbar, in a pop-up (the same view and history service a runtime page uses).
 */
export function TrendPopup({
  objName,
  propName,
  unit,
  onClose,
}: {
  objName: string
  propName: string
  unit: string
  onClose(): void
}) {
  const { t } = useLingui()
  const props = useMemo(
    () => ({
      ...defaultProps(trendChartProps),
      title: `${objName}.${propName}`,
      pens: [{ objName, propName, name: propName, color: '' }],
      unit,
      refreshSeconds: 2,
      rangeSeconds: 600,
    }),
    [objName, propName, unit],
  )
  return (
    <Modal open onClose={onClose} title={t`Trend of ${objName}.${propName}`} width={WIDTH + 48}>
      <div style={{ width: WIDTH, height: HEIGHT }} data-testid="trend-popup">
        <Suspense fallback={<Spinner label={t`Loading…`} />}>
          <TrendChartView
            props={props}
            width={WIDTH}
            height={HEIGHT}
            mode="runtime"
            live={{}}
            bound={new Set()}
            emit={() => undefined}
            write={refuse}
            history={refuse}
            services={liveHub().services}
          />
        </Suspense>
      </div>
    </Modal>
  )
}
