import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { LiveValue, RuntimeServices, TrendPoint } from '../../../plugins/shared/viewContract'
import type { FaceplateProperty } from './faceplateApi'
import { trendPath } from './trendPath'

/** The last ten minutes: what an operator glances at in a faceplate (the trend screens go further). */
const SPAN_MS = 10 * 60_000
const WIDTH = 340
const HEIGHT = 90

/** A small trend of one property: its stored history of the last ten minutes, then each live value. */
export function FaceplateTrend({
  instance,
  property,
  live,
  services,
}: {
  instance: string
  property: FaceplateProperty
  live: LiveValue | undefined
  services: RuntimeServices
}) {
  const { t } = useLingui()
  const [points, setPoints] = useState<TrendPoint[]>([])
  useEffect(() => {
    let alive = true
    const end = Date.now()
    services.history
      .query({ pens: [{ objName: instance, propName: property.name }], start: end - SPAN_MS, end })
      .then(([series]) => {
        if (alive) setPoints((now) => [...(series?.points ?? []), ...now].sort((a, b) => a.time - b.time))
      })
      .catch(() => {})
    return () => {
      alive = false
    }
  }, [services, instance, property.name])
  useEffect(() => {
    if (!live || typeof live.value !== 'number') return
    const time = Date.now()
    const value = live.value
    setPoints((now) => [...now.filter((p) => p.time >= time - SPAN_MS), { time, value }])
  }, [live])
  const path = trendPath(points, Date.now() - SPAN_MS, Date.now(), WIDTH, HEIGHT)
  return (
    <figure className="faceplate__trend" data-testid="faceplate-trend" data-points={points.length}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={t`Trend of ${property.showName || property.name}, last 10 minutes`}
      >
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} className="faceplate__trend-bg" />
        {path.d ? <path d={path.d} className="faceplate__trend-line" /> : null}
      </svg>
      <figcaption className="faceplate__trend-scale">
        {path.d
          ? `${path.min} – ${path.max}${property.unit ? ` ${property.unit}` : ''}`
          : t`No values in the last 10 minutes`}
      </figcaption>
    </figure>
  )
}
