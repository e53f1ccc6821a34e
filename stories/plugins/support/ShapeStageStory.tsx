import { useEffect, useRef, useState } from 'react'
import type { WidgetPlugin } from '../../../engine/plugins/contract.ts'
import { defaultProps, type PropsSchema } from '../../../engine/plugins/propsSchema.ts'
import { type FabricStage, mountFabricStage, type StageHandle } from '../../../plugins/shared/fabricStage.ts'
import type { ShapeBox } from '../../../plugins/shared/shapePlacement.ts'
import type { CanvasShapeView, LiveProps, Quality, ViewMode } from '../../../plugins/shared/viewContract.ts'
import './storyFrame.css'

/** One shape of a stage story. */
export interface StageShape {
  // biome-ignore lint/suspicious/noExplicitAny: a stage mixes plugins of every props type
  plugin: WidgetPlugin<PropsSchema, CanvasShapeView<any>>
  props?: Record<string, unknown>
  box: ShapeBox
  /** Live values at a simulation step; absent for static shapes. */
  live?: (step: number) => LiveProps
}

interface Props {
  shapes: StageShape[]
  mode: ViewMode
  width: number
  height: number
  background?: string
  caption: string
  /** Milliseconds between simulation steps. */
  intervalMs?: number
}

/**
 * Several canvas shapes on ONE fabric stage, as the designer and the runtime draw them. Views load
 * lazily like in the app; `data-ready` is set once every shape is on the canvas.
 */
export function ShapeStageStory({
  shapes,
  mode,
  width,
  height,
  background = '#f4f6f9',
  caption,
  intervalMs = 1000,
}: Props) {
  const element = useRef<HTMLCanvasElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const canvasElement = element.current
    if (!canvasElement) return
    let stage: FabricStage | null = null
    let timer: ReturnType<typeof setInterval> | undefined
    let cancelled = false
    void (async () => {
      const views = await Promise.all(shapes.map((shape) => shape.plugin.views[mode]()))
      if (cancelled) return
      stage = mountFabricStage(canvasElement, { width, height, mode, background })
      const handles: StageHandle[] = shapes.map((shape, index) =>
        (stage as FabricStage).add({
          view: views[index] as CanvasShapeView<unknown>,
          props: { ...defaultProps(shape.plugin.props), ...shape.props },
          box: shape.box,
          live: mode === 'runtime' ? shape.live?.(0) : undefined,
        }),
      )
      setReady(true)
      if (mode !== 'runtime') return
      let step = 0
      timer = setInterval(() => {
        step++
        shapes.forEach((shape, index) => {
          const handle = handles[index]
          if (shape.live && handle) stage?.update(handle, { live: shape.live(step) })
        })
      }, intervalMs)
    })()
    return () => {
      cancelled = true
      clearInterval(timer)
      void stage?.dispose()
    }
  }, [shapes, mode, width, height, background, intervalMs])

  return (
    <div className="story-page">
      <div className="story-cell" data-testid="plugin-story" data-ready={ready ? 'true' : 'false'}>
        <span className="story-caption">{caption}</span>
        <div style={{ width, height, borderRadius: 6, overflow: 'hidden', boxShadow: '0 0 0 1px #d5dbe3' }}>
          <canvas ref={element} />
        </div>
      </div>
    </div>
  )
}

/** Live values of one quality (good unless said) at this moment. */
export function liveOf(values: Record<string, unknown>, quality: Quality = 'good'): LiveProps {
  const time = Date.now()
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, quality, time }]))
}
