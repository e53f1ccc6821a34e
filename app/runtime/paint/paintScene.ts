/**
 * The painted widgets of a crowded runtime page on ONE 2D canvas the size of the stage (see PaintView).
 * A document, camera or viewport change repaints what is on screen; a batch of live values repaints only
 * the boxes of the widgets that changed, with whatever overlaps them, so a value costs a few fillText
 * calls instead of style, layout and paint work for an element.
 */
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { type HitShape, hitsShapeInBox } from '../../../engine/plugins/hitShape'
import type { PropsSchema } from '../../../engine/plugins/propsSchema'
import { propsForView } from '../../../engine/plugins/widgetProps'
import { onImageSettled } from '../../../plugins/shared/imageCache'
import { boundProps } from '../../../plugins/shared/liveProps'
import {
  blinkingLive,
  blinkPhase,
  isBlinking,
  motionOf,
  movesLive,
  type ThemeColour,
} from '../../../plugins/shared/shapeEffects'
import type { BoundProps, GantryPlugin, LiveProps, PaintView } from '../../../plugins/shared/viewContract'
import { visibleBlocks } from '../../stage/culling'
import { visiblePageRect } from '../../stage/geometry/camera'
import { containsPoint, type Point, type Rect, rotatedBounds } from '../../stage/geometry/rect'
import type { StageStore } from '../../stage/pageStore'
import { THEME_INK_VAR, withThemeInk } from '../../stage/themeInk'
import type { LiveSource } from '../../stage/widgetHost'
import { canPaint } from './crowding'
import { OverlapGrid } from './overlapGrid'

interface Item {
  node: WidgetNode
  painter: PaintView<Record<string, unknown>>
  props: Record<string, unknown>
  /** The node's bound props, kept with its props so painting allocates nothing. */
  bound: BoundProps
  hit: HitShape | undefined
  /** The widget's box and its rotated bounds, in page pixels. */
  box: Rect
  bounds: Rect
  /** A bound turn or offset moves the drawing off its box: a change repaints the whole screen. */
  moving: boolean
  /** It may animate (a painter with `animated`, or a blink prop): the frame loop checks it. */
  animates: boolean
  /** The blink phase last painted, or -1. */
  phase: number
}

/** The painted widget under a point, with what a hover shows. */
export interface PaintedHit {
  node: WidgetNode
  tooltip: string
}

/**
 * How long the first paint waits for the page's first values (they are usually in a frame or two after the
 * stage mounts): long enough to skip painting every widget with its designed value and then again with its
 * live one, short enough that a page whose values are late is not blank for long.
 */
export const FIRST_VALUES_WAIT_MS = 150

export class PaintScene {
  private items: Item[] = []
  private byId = new Map<string, number>()
  private grid = new OverlapGrid([])
  private readonly ctx: CanvasRenderingContext2D
  private drawn: {
    doc: unknown
    camera: unknown
    viewport: unknown
    view: string
    loads: number
    tabs: unknown
  } | null = null
  private loads = 0
  private frame = 0
  private disposed = false
  private animation = 0
  /** The timer of a first paint waiting for the first values (see start), or 0. */
  private waiting = 0
  /** An image a widget paints has arrived (or failed): paint again. */
  private readonly stopImages = onImageSettled(() => {
    this.drawn = null
    this.schedule()
  })
  private readonly theme: ThemeColour = (name) => {
    const value = getComputedStyle(this.canvas).getPropertyValue(name).trim()
    return value === '' ? null : value
  }
  private ink: string | null | undefined = undefined

  /** Props with text ink left at its default in the theme's ink (read once: a new theme, a new stage). */
  private inked<P extends Record<string, unknown>>(schema: PropsSchema, props: P): P {
    if (this.ink === undefined) this.ink = this.theme(THEME_INK_VAR)
    return withThemeInk(schema, props, this.ink)
  }

  constructor(
    private readonly store: StageStore,
    private readonly canvas: HTMLCanvasElement,
    private readonly live: LiveSource,
    /** Which widgets this scene paints (the others are DOM elements or shapes). */
    private readonly paints: (node: WidgetNode) => boolean,
  ) {
    const ctx = canvas.getContext('2d', { desynchronized: true })
    if (!ctx) throw new Error('No 2D canvas context')
    this.ctx = ctx
  }

  /**
   * The first paint: now, or (`valuesDue`, the page's first values not all in) at the batch of values that
   * completes them or after FIRST_VALUES_WAIT_MS, whichever comes first.
   */
  start(valuesDue: boolean): void {
    if (!valuesDue) {
      this.draw()
      return
    }
    this.waiting = window.setTimeout(() => this.endWait(), FIRST_VALUES_WAIT_MS)
  }

  private endWait(): void {
    window.clearTimeout(this.waiting)
    this.waiting = 0
    if (!this.disposed) this.draw()
  }

  /** Asks for a full repaint in the next animation frame, if what the canvas shows changed. */
  schedule(): void {
    // A first paint still waiting for values paints whatever changed meanwhile.
    if (this.frame || this.disposed || this.waiting) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      this.draw()
    })
  }

  dispose(): void {
    this.disposed = true
    window.clearTimeout(this.waiting)
    this.stopImages()
    if (this.frame) cancelAnimationFrame(this.frame)
    if (this.animation) cancelAnimationFrame(this.animation)
  }

  /**
   * The animation loop, running while a widget on screen may animate: each frame repaints (in their boxes)
   * the painted widgets that move (a data link's dashes, a pipe's flow, a pump's impeller) and those whose
   * blink changed colour.
   */
  private animate(): void {
    if (this.animation || this.disposed || !this.items.some((item) => item.animates)) return
    const loop = () => {
      this.animation = 0
      if (this.disposed) return
      const changed = new Set<string>()
      const now = performance.now()
      let any = false
      for (const item of this.items) {
        if (!item.animates) continue
        any = true
        const input = this.inputOf(item, now)
        if (item.painter.animated?.(input)) changed.add(item.node.id)
        const phase = isBlinking(item.props, input.live)
          ? blinkPhase(now, Number(item.props.blinkInterval))
          : -1
        if (phase !== item.phase) changed.add(item.node.id)
      }
      if (changed.size > 0) this.paintChanged(changed)
      if (any) this.animation = requestAnimationFrame(loop)
    }
    this.animation = requestAnimationFrame(loop)
  }

  /** Repaints everything on screen if the document, camera, viewport or loaded painters changed. */
  draw(): void {
    const { doc, camera, viewport, platform, tabId, tabs } = this.store.state
    const view = `${platform}:${tabId}`
    const last = this.drawn
    // `tabs`: an operator's tab choice shows other widgets (engine/document/tabPanels.ts).
    if (
      last &&
      last.doc === doc &&
      last.tabs === tabs &&
      last.camera === camera &&
      last.viewport === viewport &&
      last.view === view &&
      last.loads === this.loads
    )
      return
    this.drawn = { doc, camera, viewport, view, loads: this.loads, tabs }
    this.repaint()
  }

  /** Sizes the canvas to the viewport and paints every widget on screen. */
  private repaint(): void {
    const { viewport } = this.store.state
    const ratio = window.devicePixelRatio || 1
    const width = Math.round(viewport.w * ratio)
    const height = Math.round(viewport.h * ratio)
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width
      this.canvas.height = height
      this.canvas.style.width = `${viewport.w}px`
      this.canvas.style.height = `${viewport.h}px`
    }
    this.collect()
    this.paintAll()
    this.animate()
  }

  /**
   * Paints every widget collected again, as they are: for a batch of values that changed most of them,
   * or a drawing moved by its values. The document, camera and viewport are those of the last repaint, so
   * what is on screen and where needs no new collecting.
   */
  private paintAll(): void {
    const { ctx, canvas } = this
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    for (const item of this.items) this.paintItem(item)
  }

  /** Repaints the boxes of the widgets whose live values changed (called in the flush's frame). */
  paintChanged(changed: ReadonlySet<string>): void {
    if (this.disposed) return
    if (this.waiting) {
      // The values the first paint waited for: once all are in (a first batch may bring only some), it
      // paints every widget with them.
      if (this.live.complete !== false) this.endWait()
      return
    }
    if (this.items.length === 0) return
    if (this.frame) {
      // A full repaint is due anyway: do it now, with these values.
      cancelAnimationFrame(this.frame)
      this.frame = 0
      this.drawn = null
      this.draw()
      return
    }
    // Most of what is on screen changed (the page's first values): all at once is cheaper than clipping
    // to thousands of boxes.
    let shown = 0
    for (const id of changed) {
      const index = this.byId.get(id)
      if (index === undefined) continue
      shown += 1
      // A moved drawing may have left its box: only a whole repaint clears where it was.
      if (this.items[index]?.moving) {
        this.paintAll()
        return
      }
    }
    if (shown * 4 >= this.items.length * 3) {
      this.paintAll()
      return
    }
    const { camera } = this.store.state
    const ratio = window.devicePixelRatio || 1
    const scale = camera.z * ratio
    const dirty: Rect[] = []
    const repaint = new Set<number>()
    for (const id of changed) {
      const index = this.byId.get(id)
      const item = index === undefined ? undefined : this.items[index]
      if (!item) continue
      // Device pixels, out to whole pixels and one more for antialiased edges.
      const x = Math.floor((item.bounds.x * camera.z + camera.x) * ratio) - 1
      const y = Math.floor((item.bounds.y * camera.z + camera.y) * ratio) - 1
      const right = Math.ceil(((item.bounds.x + item.bounds.w) * camera.z + camera.x) * ratio) + 1
      const bottom = Math.ceil(((item.bounds.y + item.bounds.h) * camera.z + camera.y) * ratio) + 1
      dirty.push({ x, y, w: right - x, h: bottom - y })
      const page = {
        x: (x / ratio - camera.x) / camera.z,
        y: (y / ratio - camera.y) / camera.z,
        w: (right - x) / scale,
        h: (bottom - y) / scale,
      }
      for (const other of this.grid.meeting(page)) repaint.add(other)
    }
    if (dirty.length === 0) return
    const { ctx } = this
    ctx.save()
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.beginPath()
    for (const rect of dirty) {
      ctx.rect(rect.x, rect.y, rect.w, rect.h)
      ctx.clearRect(rect.x, rect.y, rect.w, rect.h)
    }
    ctx.clip()
    for (const index of [...repaint].sort((a, b) => a - b)) {
      const item = this.items[index]
      if (item) this.paintItem(item)
    }
    ctx.restore()
  }

  /** The topmost painted widget under a point of the stage element (screen pixels relative to it). */
  hitAt(point: Point): PaintedHit | null {
    const { camera } = this.store.state
    const page = { x: (point.x - camera.x) / camera.z, y: (point.y - camera.y) / camera.z }
    for (let i = this.items.length - 1; i >= 0; i--) {
      const item = this.items[i]
      if (
        !item ||
        !containsPoint(item.bounds, page) ||
        !hitsShapeInBox(item.hit, item.box, item.node.rotation, page)
      )
        continue
      const tooltip = item.painter.tooltip?.(this.inputOf(item)) ?? ''
      return { node: item.node, tooltip }
    }
    return null
  }

  /** How many widgets are on the canvas now. */
  get size(): number {
    return this.items.length
  }

  /**
   * The painted widgets on screen, bottom first, with their painters (loading the missing ones). In each
   * block its shapes come first, as the fabric layer lies under the DOM widgets on an unpainted page.
   */
  private collect(): void {
    const { store } = this
    const { state } = store
    const area = visiblePageRect(state.camera, state.viewport)
    const items: Item[] = []
    for (const { frame, widgets } of visibleBlocks(store, state.doc, state.platform, state.tabId, area)) {
      const index = store.index.block(frame.id)
      const above: Item[] = []
      for (const node of widgets) {
        if (!this.paints(node)) continue
        const plugin = store.registry.get(node.type)
        const rect = index?.rect(node.id)
        if (!canPaint(plugin) || !rect) continue
        const painter = store.registry.views.peek(plugin, 'paint')
        if (!painter) {
          this.load(plugin)
          continue
        }
        const box = { x: frame.rect.x + rect.x, y: frame.rect.y + rect.y, w: rect.w, h: rect.h }
        const previous = this.itemOf(node.id)
        const same = previous?.node === node
        const props = same ? previous.props : this.inked(plugin.props, propsForView(plugin, node.props))
        const bound = same ? previous.bound : boundProps(node.bindings)
        const item: Item = {
          node,
          painter,
          props,
          bound,
          hit: plugin.hit,
          box,
          bounds: rotatedBounds(box, node.rotation),
          moving: movesLive(bound),
          animates: typeof painter.animated === 'function' || bound.has('blink') || props.blink === true,
          phase: -1,
        }
        if (plugin.render === 'canvas') items.push(item)
        else above.push(item)
      }
      items.push(...above)
    }
    this.items = items
    this.byId = new Map(items.map((item, i) => [item.node.id, i]))
    this.grid = new OverlapGrid(items.map((item) => item.bounds))
  }

  private itemOf(id: string): Item | undefined {
    const index = this.byId.get(id)
    return index === undefined ? undefined : this.items[index]
  }

  private load(plugin: GantryPlugin): void {
    this.store.registry.views.load(plugin, 'paint').then(
      () => {
        this.loads += 1
        this.schedule()
      },
      (error: unknown) => console.error(`The painter of ${plugin.id} could not be loaded`, error),
    )
  }

  /** What the painter draws from at `now`: the live values with the blink applied. */
  private inputOf(item: Item, now = performance.now()) {
    const live = this.live.get(item.node.id) as LiveProps
    return {
      props: item.props,
      live: item.animates ? blinkingLive(item.props, live ?? {}, now, this.theme) : live,
      bound: item.bound,
      width: item.box.w,
      height: item.box.h,
      now,
    }
  }

  /** Paints one widget in its box: camera, position and rotation applied, clipped to the box. */
  private paintItem(item: Item): void {
    const { ctx } = this
    const { camera } = this.store.state
    const ratio = window.devicePixelRatio || 1
    const { box } = item
    const now = performance.now()
    const input = this.inputOf(item, now)
    const motion = motionOf(item.props, input.live ?? {})
    const rotation = item.node.rotation + motion.turn
    if (item.animates)
      item.phase = isBlinking(item.props, input.live ?? {})
        ? blinkPhase(now, Number(item.props.blinkInterval))
        : -1
    ctx.save()
    // Camera and position in one transform (the box's corner at the origin).
    const scale = camera.z * ratio
    ctx.setTransform(
      scale,
      0,
      0,
      scale,
      (camera.x + (box.x + motion.dx) * camera.z) * ratio,
      (camera.y + (box.y + motion.dy) * camera.z) * ratio,
    )
    if (rotation) {
      ctx.translate(box.w / 2, box.h / 2)
      ctx.rotate((rotation * Math.PI) / 180)
      ctx.translate(-box.w / 2, -box.h / 2)
    }
    ctx.beginPath()
    ctx.rect(0, 0, box.w, box.h)
    ctx.clip()
    try {
      item.painter.paint(ctx, input)
    } catch (error) {
      console.error(`The widget ${item.node.id} (${item.node.type}) failed to paint`, error)
    }
    ctx.restore()
  }
}
