import { useEffect, useRef } from 'react'
import { subscribe } from 'valtio'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import type { StageStore } from '../../stage/pageStore'
import type { LiveSource } from '../../stage/widgetHost'
import { PaintScene } from './paintScene'

interface Props {
  store: StageStore
  live: LiveSource
  paints: (node: WidgetNode) => boolean
  /** Receives the scene (for hover and click hit-tests), and null when it goes. */
  onScene(scene: PaintScene | null): void
}

/** The canvas of a crowded runtime page's painted widgets, between the shapes and the DOM widgets. */
export function PaintLayer({ store, live, paints, onScene }: Props) {
  const element = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const canvas = element.current
    if (!canvas) return
    const scene = new PaintScene(store, canvas, live, paints)
    onScene(scene)
    // Values on their way: the first paint waits for them rather than painting every widget twice.
    scene.start(live.complete === false)
    const unsubscribeState = subscribe(store.state, () => scene.schedule())
    const unsubscribeLive = live.onFlush((changed) => scene.paintChanged(changed))
    return () => {
      unsubscribeState()
      unsubscribeLive()
      scene.dispose()
      onScene(null)
    }
  }, [store, live, paints, onScene])

  return (
    <div className="stage-layer stage-layer--shapes">
      <canvas ref={element} data-testid="runtime-paint" />
    </div>
  )
}
