import { useEffect, useRef, useState } from 'react'
import type { WidgetPlugin } from '../../../engine/plugins/contract.ts'
import { defaultProps, type PropsOf, type PropsSchema } from '../../../engine/plugins/propsSchema.ts'
import { NO_LIVE } from '../../../plugins/shared/liveProps.ts'
import type { LiveProps, PaintView } from '../../../plugins/shared/viewContract.ts'
import './storyFrame.css'

interface Props<S extends PropsSchema> {
  plugin: WidgetPlugin<S, unknown>
  props?: Partial<PropsOf<S>>
  width?: number
  height?: number
  live?: LiveProps
  /** Bound props; by default the keys of `live` (as DomWidgetStory). */
  bound?: readonly string[]
}

/**
 * One widget as a crowded runtime page paints it: the plugin's painter (`views.paint`) drawing on a
 * canvas of the widget's box, at the screen's pixel ratio. Beside its DOM story it shows that the two
 * look alike. `data-ready` tells the screenshot test that it has painted.
 */
export function PaintedWidgetStory<S extends PropsSchema>({
  plugin,
  props,
  width = plugin.defaultSize.w,
  height = plugin.defaultSize.h,
  live = NO_LIVE,
  bound,
}: Props<S>) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [painter, setPainter] = useState<PaintView<PropsOf<S>> | null>(null)
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let alive = true
    void plugin.views.paint?.().then((loaded) => {
      if (alive) setPainter(() => loaded as PaintView<PropsOf<S>>)
    })
    return () => {
      alive = false
    }
  }, [plugin])
  const merged = { ...defaultProps(plugin.props), ...props } as PropsOf<S>
  useEffect(() => {
    const element = canvas.current
    const ctx = element?.getContext('2d')
    if (!element || !ctx || !painter) return
    const ratio = window.devicePixelRatio || 1
    element.width = Math.round(width * ratio)
    element.height = Math.round(height * ratio)
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    ctx.clearRect(0, 0, width, height)
    painter.paint(ctx, { props: merged, live, bound: new Set(bound ?? Object.keys(live)), width, height })
    setPainted(true)
  })
  return (
    <div className="story-cell" data-testid="plugin-story" data-ready={painted ? 'true' : 'false'}>
      <span className="story-caption">
        {plugin.id} · painted · {width}×{height}
      </span>
      <canvas ref={canvas} style={{ width, height, display: 'block' }} />
    </div>
  )
}
