/**
 * A fabric stage for stories, tests and simple hosts: ONE canvas holding the objects of many shape
 * plugins, one animation loop ticking every animated shape, one render per frame. The designer and the
 * runtime player own their canvas the same way; this is the smallest complete example of that host side.
 */

import type { FabricObject } from 'fabric'
import { Canvas, StaticCanvas } from 'fabric'
import { NO_LIVE } from './liveProps.ts'
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

  const loop = (now: number) => {
    let changed = false
    for (const [object, entry] of entries) if (entry.view.tick?.(object, now)) changed = true
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
      }
      const size = { width: item.box.w, height: item.box.h }
      const object = entry.view.create(entry.props, size)
      if (entry.live !== NO_LIVE) entry.view.update(object, entry.props, size, entry.live)
      placeShape(object, item.box)
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
      entry.view.update(handle.object, entry.props, { width: entry.box.w, height: entry.box.h }, entry.live)
      placeShape(handle.object, entry.box)
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
