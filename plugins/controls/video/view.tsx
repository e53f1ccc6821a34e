import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import type { Props } from './manifest.ts'
import { videoPlan } from './videoSource.ts'
import './video.css'

const WAITING = { src: '' } as const

/**
 * The player. HLS goes through the browser's own player where it has one, else hls.js (loaded only
 * here); MP4 and other files through the video element. A missing address, a refused one, a failed
 * load or a fatal stream error shows the spec's message in place of the picture. Design mode shows
 * the poster and the address, and plays nothing.
 */
export default function VideoView({ props, width, height, mode, live, bound }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const shown = mergeLive(props, live, WAITING, bound)
  const plan = videoPlan(shown.src, props.format)
  const runtime = mode === 'runtime'
  const planKey = `${plan.kind}:${'url' in plan ? plan.url : ''}`

  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey stands for the plan
  useEffect(() => {
    setFailed(false)
    const element = video.current
    if (!runtime || !element || plan.kind === 'none') return
    if (plan.kind === 'file' || element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = plan.url
      return () => {
        element.removeAttribute('src')
        element.load()
      }
    }
    let cancelled = false
    let destroy = () => {}
    import('hls.js').then(
      ({ default: Hls }) => {
        if (cancelled) return
        if (!Hls.isSupported()) {
          setFailed(true)
          return
        }
        const hls = new Hls({ enableWorker: false })
        destroy = () => hls.destroy()
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true)
        })
        hls.loadSource(plan.url)
        hls.attachMedia(element)
      },
      () => {
        if (!cancelled) setFailed(true)
      },
    )
    return () => {
      cancelled = true
      destroy()
    }
  }, [runtime, planKey])

  const unavailable = plan.kind === 'none' || failed
  return (
    <div className="gx-video" style={{ width, height }} data-video-state={unavailable ? 'failed' : 'ok'}>
      {runtime ? (
        <video
          ref={video}
          className="gx-video__player"
          poster={props.poster || undefined}
          autoPlay={props.autoplay}
          muted={props.autoplay}
          controls={props.controls}
          loop={props.loop}
          playsInline
          onError={() => setFailed(true)}
        />
      ) : props.poster ? (
        <img className="gx-video__player" src={props.poster} alt="" />
      ) : (
        <div className="gx-video__design">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path d="M3 6h13v12H3z M16 10l5-3v10l-5-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          <span>{plan.kind === 'none' ? t`No video address` : 'url' in plan ? plan.url : ''}</span>
        </div>
      )}
      {runtime && unavailable ? (
        <div className="gx-video__failed" role="alert">
          {t`Video source not configured or acquisition failed`}
        </div>
      ) : null}
    </div>
  )
}
