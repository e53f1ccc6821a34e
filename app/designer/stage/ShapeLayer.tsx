import { useEffect, useRef } from 'react'
import { subscribe } from 'valtio'
import type { ViewKind } from '../../../engine/plugins/contract'
import type { LiveProps } from '../../../plugins/shared/viewContract'
import type { DesignerStore } from '../state/designerStore'
import { ShapeScene } from './shapeScene'

interface Props {
  store: DesignerStore
  kind?: ViewKind
  liveOf?: (widgetId: string) => LiveProps | undefined
  /** Changes when live values change, so the scene redraws them. */
  liveRevision?: number
}

/** The fabric canvas layer of graphic shapes; fabric itself loads with the first stage that needs it. */
export function ShapeLayer({ store, kind = 'design', liveOf, liveRevision }: Props) {
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
      canvas = new StaticCanvas(element.current, {
        renderOnAddRemove: false,
        enableRetinaScaling: true,
        skipOffscreen: true,
      })
      const created = new ShapeScene(store, canvas, layer.current, { kind, liveOf })
      scene.current = created
      unsubscribe = subscribe(store.state, () => created.schedule())
      created.schedule()
      if (kind === 'runtime') {
        const loop = (now: number) => {
          created.tick(now)
          animation = requestAnimationFrame(loop)
        }
        animation = requestAnimationFrame(loop)
      }
    })
    return () => {
      alive = false
      unsubscribe()
      cancelAnimationFrame(animation)
      scene.current?.dispose()
      scene.current = null
      void canvas?.dispose()
    }
  }, [store, kind, liveOf])

  useEffect(() => {
    if (liveRevision !== undefined) scene.current?.schedule()
  }, [liveRevision])

  return (
    <div className="stage-layer stage-layer--shapes" ref={layer}>
      <canvas ref={element} />
    </div>
  )
}
