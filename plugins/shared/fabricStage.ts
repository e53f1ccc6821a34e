/**
 * A fabric stage for stories, tests and simple hosts: ONE canvas holding the objects of many shape
 * plugins, one animation loop ticking every animated shape, one render per frame. The designer and the
 * runtime player own their canvas the same way; this is the smallest complete example of that host side.
 */

import type { FabricObject } from 'fabric'
import { Canvas, StaticCanvas } from 'fabric'
import { NO_LIVE } from './liveProps.ts'
import { blinkingLive, blinkPhase, isBlinking, motionOf } from './shapeEffects.ts'
import { placeShape, type ShapeBox } from './shapePlacement.ts'
import type { CanvasShapeView, LiveProps, ViewMode } from './viewContract.ts'

/** One shape on the stage. */
export interface StageItem<P = unknown> {
  view: CanvasShapeView<P>
  props: P
  box: ShapeBox
  live?: LiveProps
}

/** A shape placed on the stage; pass it back to update or remove it. */
export interface StageHandle {
  readonly object: FabricObject
}

/** A mounted stage. */
export interface FabricStage {
  readonly canvas: StaticCanvas
  add<P>(item: StageItem<P>): StageHandle
  update<P>(handle: StageHandle, change: { props?: P; box?: ShapeBox; live?: LiveProps }): void
  remove(handle: StageHandle): void
  /** Stops the animation loop and releases the canvas. */
  dispose(): Promise<void>
}

/** Options of a stage: its pixel size, the view mode and the background colour. */
export interface StageOptions {
  width: number
  height: number
  mode: ViewMode
  background?: string
}

interface Entry {
  view: CanvasShapeView<unknown>
  props: unknown
  box: ShapeBox
  live: LiveProps
  /** The blink phase drawn, or -1 (not blinking). */
  phase: number
}

/**
 * Mounts a stage on `element`. Design mode uses an interactive Canvas (selection, handles) and does not
 * animate; runtime uses a StaticCanvas (no hit-testing cost) and ticks animations every frame.
 */
export function mountFabricStage(element: HTMLCanvasElement, options: StageOptions): FabricStage {
  const settings = {
    width: options.width,
    height: options.height,
    backgroundColor: options.background ?? '',
    renderOnAddRemove: false,
    enableRetinaScaling: true,
  }
  const canvas =
    options.mode === 'design' ? new Canvas(element, settings) : new StaticCanvas(element, settings)
  const entries = new Map<FabricObject, Entry>()
  let frame = 0
  const runtime = options.mode === 'runtime'

  // Blink and motion (shapeEffects.ts), as the app's hosts apply them.
  const draw = (object: FabricObject, entry: Entry, now: number) => {
    const props = entry.props as Record<string, unknown>
    entry.phase = runtime && isBlinking(props, entry.live) ? blinkPhase(now, Number(props.blinkInterval)) : -1
    const shown = entry.phase < 0 ? entry.live : blinkingLive(props, entry.live, now)
    entry.view.update(object, entry.props, { width: entry.box.w, height: entry.box.h }, shown)
    placeShape(object, entry.box, motionOf(props, entry.live))
  }

  const loop = (now: number) => {
    let changed = false
    for (const [object, entry] of entries) {
      if (entry.view.tick?.(object, now)) changed = true
      if (
        entry.phase >= 0 &&
        blinkPhase(now, Number((entry.props as Record<string, unknown>).blinkInterval)) !== entry.phase
      ) {
        draw(object, entry, now)
        changed = true
      }
    }
    if (changed) canvas.requestRenderAll()
    frame = requestAnimationFrame(loop)
  }
  if (options.mode === 'runtime') frame = requestAnimationFrame(loop)

  return {
    canvas,
    add(item) {
      const entry: Entry = {
        view: item.view as CanvasShapeView<unknown>,
        props: item.props,
        box: item.box,
        live: item.live ?? NO_LIVE,
        phase: -1,
      }
      const size = { width: item.box.w, height: item.box.h }
      const object = entry.view.create(entry.props, size)
      if (entry.live !== NO_LIVE || runtime) draw(object, entry, performance.now())
      else placeShape(object, item.box, motionOf(entry.props as Record<string, unknown>, entry.live))
      entries.set(object, entry)
      canvas.add(object)
      canvas.requestRenderAll()
      return { object }
    },
    update(handle, change) {
      const entry = entries.get(handle.object)
      if (!entry) return
      if (change.props !== undefined) entry.props = change.props
      if (change.box) entry.box = change.box
      if (change.live) entry.live = change.live
      draw(handle.object, entry, performance.now())
      canvas.requestRenderAll()
    },
    remove(handle) {
      entries.delete(handle.object)
      canvas.remove(handle.object)
      canvas.requestRenderAll()
    },
    async dispose() {
      cancelAnimationFrame(frame)
      entries.clear()
      await canvas.dispose()
    },
  }
}
