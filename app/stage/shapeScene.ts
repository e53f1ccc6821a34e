import type { FabricObject, StaticCanvas } from 'fabric'
import type { WidgetNode } from '../../engine/document/pageDoc'
import type { ViewKind } from '../../engine/plugins/contract'
import type { PropsSchema } from '../../engine/plugins/propsSchema'
import { propsForView } from '../../engine/plugins/widgetProps'
import { onImageSettled } from '../../plugins/shared/imageCache'
import { boundProps, NO_BOUND, NO_LIVE } from '../../plugins/shared/liveProps'
import {
  blinkingLive,
  blinkPhase,
  isBlinking,
  motionOf,
  type ThemeColour,
} from '../../plugins/shared/shapeEffects'
import { placeShape } from '../../plugins/shared/shapePlacement'
import type { BoundProps, CanvasShapeView, LiveProps } from '../../plugins/shared/viewContract'
import { type Culling, cullingHolds, lodZoomOf, OUTLINE_ZOOM, visibleBlocks } from './culling'
import { DragSprite } from './dragSprite'
import { visiblePageRect } from './geometry/camera'
import { inflate, type Rect, rotatedBounds, unionRects } from './geometry/rect'
import { LIVE_MOVE_LIMIT, type StageStore } from './pageStore'
import { THEME_INK_VAR, withThemeInk } from './themeInk'

interface Entry {
  object: FabricObject
  node: WidgetNode
  view: CanvasShapeView<Record<string, unknown>>
  /** The page box the object was last placed at. */
  x: number
  y: number
  w: number
  h: number
  live: LiveProps
  /** The node's bound props (runtime only), kept with the node so a rebuild allocates nothing. */
  bound: BoundProps
  /** The props the view was last given (normalised), for the effects (shapeEffects.ts). */
  props: Record<string, unknown>
  /** The blink phase last drawn, or -1 when the shape does not blink. */
  phase: number
}

export interface ShapeSceneOptions {
  kind: ViewKind
  liveOf?: (widgetId: string) => LiveProps | undefined
  /**
   * How far beyond the screen shapes are kept on the canvas, as a share of the screen's size on each
   * side (default ½: panning the designer rebuilds rarely). The runtime, which scrolls in steps, keeps
   * less so a crowded page's first frame builds only what shows.
   */
  margin?: number
  /** Called after a rebuild that left shapes with an animation (a `tick`) on the canvas. */
  onAnimated?: () => void
  /** Shapes this scene leaves out (drawn elsewhere). */
  skip?: (node: WidgetNode) => boolean
  /**
   * Called after each draw that rendered the canvas, and at runtime after each flush of live values (the
   * shapes are then up to date with it, drawn or not): the runtime's values-shown mark waits for it.
   */
  onRendered?: () => void
}

/**
 * The graphic shapes of every visible block on ONE fabric canvas the size of the stage. The camera is the
 * canvas's viewport transform; only shapes inside the culled area are on the canvas; a document change
 * updates only the shapes whose widget node changed (immer keeps the others' identity). Each change is
 * drawn once, in the next animation frame.
 */
export class ShapeScene {
  private readonly entries = new Map<string, Entry>()
  private order: string[] = []
  private culling: Culling | null = null
  private lastDoc: unknown = null
  private lastTabs: unknown = null
  private lastPlatform = ''
  private frame = 0
  private pendingLoads = new Set<string>()
  private disposed = false
  private size = { w: 0, h: 0 }
  private lastCamera: unknown = null
  /** Something outside the store changed (a view loaded): draw on the next frame. */
  private pending = false
  private sprite: DragSprite | null = null
  private hidden: { entry: Entry; visible: boolean }[] = []
  /** An image a shape draws has arrived (or failed): draw again. */
  private readonly stopImages = onImageSettled(() => {
    this.pending = true
    this.schedule()
  })

  constructor(
    private readonly store: StageStore,
    private readonly canvas: StaticCanvas,
    private readonly container: HTMLElement,
    private readonly options: ShapeSceneOptions,
  ) {}

  /** Asks for a redraw in the next animation frame (several asks, one draw). */
  schedule(): void {
    if (this.frame || this.disposed) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.draw()
    })
  }

  /** Draws now: live values are flushed inside an animation frame already, so waiting for the next is a frame late. */
  refresh(): void {
    if (this.disposed) return
    if (this.frame) cancelAnimationFrame(this.frame)
    this.frame = 0
    this.draw()
  }

  dispose(): void {
    this.disposed = true
    this.stopImages()
    if (this.frame) cancelAnimationFrame(this.frame)
    this.sprite?.remove()
    this.entries.clear()
  }

  /** Brings the canvas up to date with the store and draws it, if anything it shows changed. */
  draw(): void {
    if (this.disposed) return
    const { state } = this.store
    const { viewport, camera } = state
    let changed = this.pending
    this.pending = false
    if (viewport.w !== this.size.w || viewport.h !== this.size.h) {
      this.canvas.setDimensions({ width: viewport.w, height: viewport.h })
      this.size = { ...viewport }
      changed = true
    }
    if (camera !== this.lastCamera) {
      this.canvas.setViewportTransform([camera.z, 0, 0, camera.z, camera.x, camera.y])
      this.lastCamera = camera
      changed = true
    }
    const platformKey = `${state.platform}:${state.tabId}`
    const tabsChanged = state.tabs !== this.lastTabs
    const cullingStale = !this.culling || !cullingHolds(this.culling, camera, viewport)
    const previewing =
      state.gesture === 'move' && state.selection.length > LIVE_MOVE_LIMIT && !!state.dragOffset
    if (this.sprite && !previewing) this.endSprite()
    const shapesChanged =
      state.doc !== this.lastDoc || platformKey !== this.lastPlatform || tabsChanged || cullingStale
    if (shapesChanged || this.options.liveOf) {
      if (cullingStale) this.culling = this.cullingFor()
      this.lastDoc = state.doc
      this.lastTabs = state.tabs
      this.lastPlatform = platformKey
      // Live values reach every widget of the page, most of them not shapes: the canvas is drawn again
      // only if a shape's value changed (a full-page canvas drawn for nothing costs its draw, and the
      // compositor a copy of its pixels, at every flush).
      if (this.rebuild() || shapesChanged) changed = true
    }
    if (previewing) {
      if (!this.sprite || changed) this.startSprite()
      const offset = state.dragOffset ?? { x: 0, y: 0 }
      this.sprite?.moveBy(offset.x * camera.z, offset.y * camera.z)
      return
    }
    if (changed) this.canvas.renderAll()
    // Up to date with the values of this flush, drawn or not (the runtime's "values shown" mark waits for it).
    if (changed || this.options.liveOf) this.options.onRendered?.()
  }

  /**
   * A large selection starts moving: its shapes are painted into a sprite that follows the pointer, and
   * the canvas is drawn once without them. The document is written when the drag ends.
   */
  private startSprite(): void {
    this.removeSprite()
    const { state } = this.store
    const { camera, viewport } = state
    const moving = state.selection.flatMap((id) => {
      const entry = this.entries.get(id)
      return entry ? [entry] : []
    })
    const bounds = unionRects(
      moving.map((e) => rotatedBounds({ x: e.x, y: e.y, w: e.w, h: e.h }, e.node.rotation)),
    )
    if (!bounds) return
    // Shapes far off screen are left out of the sprite: they cannot be seen during the drag anyway.
    const screen = intersection(
      inflate(
        {
          x: bounds.x * camera.z + camera.x,
          y: bounds.y * camera.z + camera.y,
          w: bounds.w * camera.z,
          h: bounds.h * camera.z,
        },
        2,
      ),
      { x: -viewport.w, y: -viewport.h, w: viewport.w * 3, h: viewport.h * 3 },
    )
    if (!screen) return
    const ratio = this.canvas.getRetinaScaling()
    const skip = this.canvas.skipOffscreen
    this.canvas.skipOffscreen = false
    this.sprite = new DragSprite(this.container, screen, ratio, (ctx) => {
      ctx.setTransform(
        ratio * camera.z,
        0,
        0,
        ratio * camera.z,
        ratio * (camera.x - screen.x),
        ratio * (camera.y - screen.y),
      )
      for (const entry of moving) entry.object.render(ctx)
    })
    this.canvas.skipOffscreen = skip
    this.hidden = moving.map((entry) => ({ entry, visible: entry.object.visible }))
    for (const entry of moving) entry.object.visible = false
    this.canvas.renderAll()
  }

  /** The drag ended (or was cancelled): the shapes show again, where the document now puts them. */
  private endSprite(): void {
    this.removeSprite()
    this.lastDoc = null
    this.pending = true
  }

  private removeSprite(): void {
    this.sprite?.remove()
    this.sprite = null
    for (const { entry, visible } of this.hidden) entry.object.visible = visible
    this.hidden = []
  }

  private cullingFor(): Culling {
    const { camera, viewport } = this.store.state
    const visible = visiblePageRect(camera, viewport)
    const margin = this.options.margin ?? 0.5
    return {
      rect: {
        x: visible.x - visible.w * margin,
        y: visible.y - visible.h * margin,
        w: visible.w * (1 + 2 * margin),
        h: visible.h * (1 + 2 * margin),
      },
      detail: camera.z < OUTLINE_ZOOM ? 'outline' : 'full',
      lodZoom: lodZoomOf(camera.z),
    }
  }

  /** Brings the shapes in view up to date; true if any was made, changed, moved or left the canvas. */
  private rebuild(): boolean {
    const { store } = this
    const { state } = store
    const area = this.culling?.rect
    if (!area) return false
    let changed = false
    const wanted: string[] = []
    const now = performance.now()
    for (const { frame, widgets } of visibleBlocks(store, state.doc, state.platform, state.tabId, area)) {
      const index = store.index.block(frame.id)
      for (const node of widgets) {
        const plugin = store.registry.get(node.type)
        const rect = index?.rect(node.id)
        if (plugin?.render !== 'canvas' || !rect || this.options.skip?.(node)) continue
        const view = store.registry.views.peek(plugin, this.options.kind)
        if (!view) {
          this.requestView(node.type)
          continue
        }
        const box = { x: frame.rect.x + rect.x, y: frame.rect.y + rect.y, w: rect.w, h: rect.h }
        const live = this.options.liveOf?.(node.id) ?? NO_LIVE
        const entry = this.entries.get(node.id)
        try {
          if (!entry) {
            const props = this.inked(plugin.props, propsForView(plugin, node.props))
            const bound = this.options.liveOf ? boundProps(node.bindings) : NO_BOUND
            const object = view.create(props, { width: box.w, height: box.h })
            const phase = this.phaseOf(props, live, now)
            const shown = phase < 0 ? live : blinkingLive(props, live, now, this.theme)
            // A bound shape is updated at once even with no value yet, so it shows it is waiting.
            if (shown !== NO_LIVE || bound.size > 0)
              view.update(object, props, { width: box.w, height: box.h }, shown, bound)
            // Plain shapes draw faster directly than through a per-object cache bitmap; groups (symbols) keep it.
            object.set({ selectable: false, evented: false, objectCaching: object.type === 'group' })
            placeShape(object, { ...box, rotation: node.rotation }, motionOf(props, live))
            this.entries.set(node.id, { object, node, view, ...box, live, bound, props, phase })
            changed = true
          } else if (entry.node !== node || entry.w !== box.w || entry.h !== box.h || entry.live !== live) {
            const props =
              entry.node === node ? entry.props : this.inked(plugin.props, propsForView(plugin, node.props))
            if (entry.node.bindings !== node.bindings && this.options.liveOf)
              entry.bound = boundProps(node.bindings)
            const phase = this.phaseOf(props, live, now)
            const shown = phase < 0 ? live : blinkingLive(props, live, now, this.theme)
            entry.view.update(entry.object, props, { width: box.w, height: box.h }, shown, entry.bound)
            placeShape(entry.object, { ...box, rotation: node.rotation }, motionOf(props, live))
            Object.assign(entry, { node, ...box, live, props, phase })
            changed = true
          } else if (entry.x !== box.x || entry.y !== box.y) {
            placeShape(entry.object, { ...box, rotation: node.rotation }, motionOf(entry.props, live))
            Object.assign(entry, box)
            changed = true
          }
        } catch (error) {
          console.error(`The shape ${node.id} (${node.type}) failed to draw`, error)
          continue
        }
        wanted.push(node.id)
      }
    }
    if (this.setOrder(wanted)) changed = true
    if (this.options.onAnimated && this.animating) this.options.onAnimated()
    return changed
  }

  /** Whether any shape on the canvas animates (has a `tick`, or blinks). */
  get animating(): boolean {
    for (const entry of this.entries.values()) if (entry.view.tick || entry.phase >= 0) return true
    return false
  }

  /** The blink phase of a shape at `now`, or -1 when it does not blink (blinking is a runtime effect). */
  private phaseOf(props: Record<string, unknown>, live: LiveProps, now: number): number {
    if (this.options.kind !== 'runtime' || !isBlinking(props, live)) return -1
    return blinkPhase(now, Number(props.blinkInterval))
  }

  private ink: string | null | undefined = undefined

  /**
   * Props with text ink left at its default in the runtime theme's ink (read once: the runtime draws a
   * new stage when the theme changes).
   */
  private inked<P extends Record<string, unknown>>(schema: PropsSchema, props: P): P {
    if (this.options.kind !== 'runtime') return props
    if (this.ink === undefined) this.ink = this.theme(THEME_INK_VAR)
    return withThemeInk(schema, props, this.ink)
  }

  /** Theme colours (the alarm priorities' `--gx-alarm-p<n>`) as the stage's element inherits them. */
  private readonly theme: ThemeColour = (name) => {
    const value = getComputedStyle(this.container).getPropertyValue(name).trim()
    return value === '' ? null : value
  }

  /** Puts exactly `wanted` on the canvas, in that order (bottom first); true if that changed it. */
  private setOrder(wanted: string[]): boolean {
    const same = wanted.length === this.order.length && wanted.every((id, i) => this.order[i] === id)
    if (same) return false
    const keep = new Set(wanted)
    for (const id of this.order) if (!keep.has(id)) this.entries.delete(id)
    this.canvas.remove(...this.canvas.getObjects())
    this.canvas.add(...wanted.map((id) => (this.entries.get(id) as Entry).object))
    this.order = wanted
    return true
  }

  private requestView(type: string): void {
    if (this.pendingLoads.has(type)) return
    const plugin = this.store.registry.get(type)
    if (!plugin) return
    this.pendingLoads.add(type)
    this.store.registry.views
      .load(plugin, this.options.kind)
      .catch((error: unknown) => console.error(`The view of ${type} could not be loaded`, error))
      .finally(() => {
        this.pendingLoads.delete(type)
        this.lastDoc = null
        this.pending = true
        this.schedule()
      })
  }

  /** Runtime animations (a pipe's flow): advances every shape that has a tick; true if any changed. */
  tick(now: number): boolean {
    let changed = false
    for (const entry of this.entries.values()) {
      if (entry.view.tick?.(entry.object, now)) changed = true
      if (entry.phase < 0) continue
      const phase = blinkPhase(now, Number(entry.props.blinkInterval))
      if (phase === entry.phase) continue
      entry.phase = phase
      const shown = blinkingLive(entry.props, entry.live, now, this.theme)
      entry.view.update(entry.object, entry.props, { width: entry.w, height: entry.h }, shown, entry.bound)
      changed = true
    }
    if (changed) this.canvas.renderAll()
    return changed
  }
}

function intersection(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x)
  const y = Math.max(a.y, b.y)
  const right = Math.min(a.x + a.w, b.x + b.w)
  const bottom = Math.min(a.y + a.h, b.y + b.h)
  return right > x && bottom > y ? { x, y, w: right - x, h: bottom - y } : null
}
