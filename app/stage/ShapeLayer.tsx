import { useEffect, useRef } from 'react'
import { subscribe } from 'valtio'
import type { WidgetNode } from '../../engine/document/pageDoc'
import type { ViewKind } from '../../engine/plugins/contract'
import { offscreenBacked } from '../../plugins/shared/offscreenBacked'
import type { StageStore } from './pageStore'
import { ShapeScene } from './shapeScene'
import type { LiveSource } from './widgetHost'
import './stageLayers.css'

interface Props {
  store: StageStore
  kind?: ViewKind
  /** Live values (the runtime); the scene redraws after each batch of them. */
  live?: LiveSource
  /** Shapes drawn elsewhere (a crowded runtime page paints them). */
  skip?: (node: WidgetNode) => boolean
  /** Called after each render of the shapes (keep it stable: the layer rebuilds when it changes). */
  onRendered?: () => void
}

/** The fabric canvas layer of graphic shapes; fabric itself loads with the first stage that needs it. */
export function ShapeLayer({ store, kind = 'design', live, skip, onRendered }: Props) {
  const element = useRef<HTMLCanvasElement>(null)
  const layer = useRef<HTMLDivElement>(null)
  const scene = useRef<ShapeScene | null>(null)

  useEffect(() => {
    let alive = true
    let unsubscribe = () => {}
    let animation = 0
    let canvas: import('fabric').StaticCanvas | null = null
    import('fabric').then(({ StaticCanvas }) => {
      // StrictMode mounts twice: a canvas created after the first unmount must not be drawn into.
      if (!alive || !element.current || !layer.current) return
      // A page-sized canvas redrawn only when a shape changes: drawn through an OffscreenCanvas, the
      // compositor is not handed a copy of it at every frame the page's labels commit.
      canvas = new StaticCanvas(offscreenBacked(element.current), {
        renderOnAddRemove: false,
        enableRetinaScaling: true,
        skipOffscreen: true,
      })
      const liveOf = live ? (widgetId: string) => live.get(widgetId) : undefined
      const margin = kind === 'runtime' ? 0.1 : undefined
      // Runtime animations (a pipe's flow) run a frame loop only while an animated shape is on the
      // canvas: an idle loop would keep the browser producing frames for nothing.
      let looping = false
      const loop = (now: number) => {
        created.tick(now)
        if (created.animating) animation = requestAnimationFrame(loop)
        else looping = false
      }
      const onAnimated =
        kind === 'runtime'
          ? () => {
              if (looping) return
              looping = true
              animation = requestAnimationFrame(loop)
            }
          : undefined
      const created = new ShapeScene(store, canvas, layer.current, {
        kind,
        liveOf,
        margin,
        onAnimated,
        skip,
        onRendered,
      })
      scene.current = created
      const unsubscribeState = subscribe(store.state, () => created.schedule())
      const unsubscribeLive = live?.onFlush(() => created.refresh())
      unsubscribe = () => {
        unsubscribeState()
        unsubscribeLive?.()
      }
      created.schedule()
    })
    return () => {
      alive = false
      unsubscribe()
      cancelAnimationFrame(animation)
      scene.current?.dispose()
      scene.current = null
      void canvas?.dispose()
    }
  }, [store, kind, live, skip, onRendered])

  return (
    <div className="stage-layer stage-layer--shapes" ref={layer}>
      <canvas ref={element} />
    </div>
  )
}
