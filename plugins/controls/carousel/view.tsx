import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import type { Props } from './manifest.ts'
import { nextSlide, pageSlideUrl, slideContent } from './slides.ts'
import './carousel.css'

/**
 * One slide at a time, the next after the interval; the pointer over the carousel (or focus inside it)
 * holds the current slide when the designer asked for it. A page slide frames that page of the app
 * full-screen. Design mode shows the first slide and does not cycle.
 */
export default function CarouselView({ props, width, height, mode }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [held, setHeld] = useState(false)
  const count = props.slides.length
  const runtime = mode === 'runtime'
  const paused = held && props.pauseOnHover

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide (`index`) starts a new wait
  useEffect(() => {
    if (!runtime || paused || count < 2) return
    const timer = setTimeout(() => setIndex((i) => nextSlide(i, count)), props.intervalSeconds * 1000)
    return () => clearTimeout(timer)
  }, [runtime, paused, count, props.intervalSeconds, index])

  const current = index < count ? index : 0
  const slide = props.slides[current]
  const kind = slide ? slideContent(slide) : 'empty'
  return (
    <div
      className="gx-carousel"
      style={{ width, height }}
      data-slide={current}
      data-paused={paused ? 'true' : 'false'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      {slide && kind === 'page' && runtime ? (
        <iframe
          className="gx-carousel__page"
          title={slide.caption || t`Page`}
          src={pageSlideUrl(slide.pageId)}
        />
      ) : slide && kind === 'image' ? (
        <img className="gx-carousel__image" src={slide.image} alt={slide.caption} />
      ) : (
        <div className="gx-carousel__empty">
          {slide && kind === 'page'
            ? t`Page ${slide.pageId}`
            : count === 0
              ? t`No slides yet`
              : t`Empty slide`}
        </div>
      )}
      {slide?.caption ? <div className="gx-carousel__caption">{slide.caption}</div> : null}
      {props.showDots && count > 1 ? (
        <div className="gx-carousel__dots">
          {props.slides.map((s, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no identity beyond their place
              key={i}
              type="button"
              className={i === current ? 'gx-carousel__dot gx-carousel__dot--on' : 'gx-carousel__dot'}
              aria-label={t`Slide ${i + 1}`}
              aria-current={i === current}
              title={s.caption}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
