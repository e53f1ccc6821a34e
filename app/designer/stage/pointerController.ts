import { ref } from 'valtio'
import { tabHidden } from '../../stage/culling'
import { pageToScreen, screenToPage } from '../../stage/geometry/camera'
import type { Handle } from '../../stage/geometry/handles'
import { blockFrames } from '../../stage/geometry/pageGrid'
import { containsPoint, offsetRect, type Point, rectFromPoints } from '../../stage/geometry/rect'
import { select, setCurrentBlock } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import {
  type DragGesture,
  type Modifiers,
  startBlockDrag,
  startFlowReorder,
  startMove,
  startResize,
  startRotate,
} from '../state/gestures'
import { closesOnFirst } from '../state/polygonGeometry'
import {
  addPolygonPoint,
  cancelPolygon,
  commitVertex,
  finishPolygon,
  moveVertex,
  polygonCursor,
  removeLastPolygonPoint,
  startVertexDrag,
} from '../state/polygonTool'
import { currentBlock, selectedWidgetIds } from '../state/selectors'
import { isTypingTarget } from '../state/typingTarget'
import { panBy, zoomByWheel } from '../state/view'

/** A pointer event as the controller reads it (a DOM PointerEvent is one; the tests' driver makes them). */
export type PointerInput = Pick<
  PointerEvent,
  'clientX' | 'clientY' | 'button' | 'shiftKey' | 'altKey' | 'pointerId' | 'target' | 'preventDefault'
>

/** Screen pixels a press must travel before it becomes a drag (below it, it is a click). */
const DRAG_THRESHOLD = 3
/** Screen pixels around the first point where a click closes a drawn polygon. */
const CLOSE_RADIUS = 8
/** Screen pixels around the last point where a second click (a double click) ends an open path. */
const END_RADIUS = 4

type Pending =
  | { kind: 'move'; hit: string; wasSelected: boolean }
  | { kind: 'marquee'; additive: boolean; base: readonly string[] }
  | { kind: 'block'; blockId: string }
  | { kind: 'pan' }

interface Press {
  pointerId: number
  start: Point
  pending: Pending | null
  gesture: DragGesture | null
  /** The marquee or pan in progress (no engine gesture). */
  marquee: { base: readonly string[] } | null
  pan: Point | null
  /** A vertex of the selected irregular shape is being dragged. */
  vertex: boolean
  dragged: boolean
}

/**
 * The stage's pointer handling: one listener set on the stage, hit-testing through the spatial index
 * instead of DOM events on thousands of widgets. Pointer moves are processed at most once per animation
 * frame with the latest position.
 */
export class StagePointer {
  private press: Press | null = null
  private frame = 0
  private latest: PointerEvent | null = null
  // A plugin may take clicks on its outline only (a circle, a star), not its whole box.
  private readonly hitShapeOf = (type: string) => this.store.registry.get(type)?.hit

  constructor(
    private readonly store: DesignerStore,
    private readonly element: HTMLElement,
  ) {}

  attach(): () => void {
    const el = this.element
    const down = (e: PointerEvent) => this.down(e)
    const move = (e: PointerEvent) => this.queueMove(e)
    const up = (e: PointerEvent) => this.up(e)
    const wheel = (e: WheelEvent) => this.wheel(e)
    const key = (e: KeyboardEvent) => {
      if (this.key(e)) {
        e.preventDefault()
        e.stopImmediatePropagation()
      }
    }
    const leave = () => {
      this.store.state.hover = null
      this.store.state.pointer = null
    }
    el.addEventListener('pointerdown', down)
    el.addEventListener('pointermove', move)
    el.addEventListener('pointerup', up)
    el.addEventListener('pointercancel', up)
    el.addEventListener('pointerleave', leave)
    el.addEventListener('wheel', wheel, { passive: false })
    window.addEventListener('keydown', key, true)
    return () => {
      el.removeEventListener('pointerdown', down)
      el.removeEventListener('pointermove', move)
      el.removeEventListener('pointerup', up)
      el.removeEventListener('pointercancel', up)
      el.removeEventListener('pointerleave', leave)
      el.removeEventListener('wheel', wheel)
      window.removeEventListener('keydown', key, true)
      cancelAnimationFrame(this.frame)
    }
  }

  /**
   * A key press while a drag is in progress (Escape cancels it) or while a polygon is drawn (Enter ends
   * it as a polygon, Backspace takes back the last point, Escape drops it). Whether the key was taken.
   */
  key(e: { key: string; target?: EventTarget | null }): boolean {
    if (this.store.state.polygon && !this.press && !isTypingTarget(e.target ?? null)) {
      if (e.key === 'Escape') cancelPolygon(this.store)
      else if (e.key === 'Enter') finishPolygon(this.store, true)
      else if (e.key === 'Backspace') removeLastPolygonPoint(this.store)
      else return false
      return true
    }
    if (e.key !== 'Escape' || !this.press) return false
    this.cancel()
    return true
  }

  private screenPoint(e: { clientX: number; clientY: number }): Point {
    const bounds = this.element.getBoundingClientRect()
    return { x: e.clientX - bounds.left, y: e.clientY - bounds.top }
  }

  private pagePoint(screen: Point): Point {
    return screenToPage(this.store.state.camera, screen)
  }

  /** The block under a page point (the last drawn wins) and the point in its pixels. */
  private blockAt(page: Point): { id: string; local: Point } | null {
    const { state } = this.store
    const frames = blockFrames(state.doc, state.platform, state.tabId)
    for (let i = frames.length - 1; i >= 0; i--) {
      const frame = frames[i]
      if (frame && containsPoint(frame.rect, page)) {
        return { id: frame.id, local: { x: page.x - frame.rect.x, y: page.y - frame.rect.y } }
      }
    }
    return null
  }

  private widgetAt(page: Point): { blockId: string; id: string | null } | null {
    const block = this.blockAt(page)
    if (!block) return null
    return {
      blockId: block.id,
      id:
        this.store.index
          .block(block.id)
          ?.hitTest(block.local, this.hitShapeOf, tabHidden(this.store, block.id)) ?? null,
    }
  }

  /** A press: starts a pending click, drag, marquee or pan (becomes a drag past DRAG_THRESHOLD). */
  down(e: PointerInput): void {
    const { state } = this.store
    if (this.press || state.gesture !== 'none') return
    const screen = this.screenPoint(e)
    const page = this.pagePoint(screen)
    const target = e.target as Element
    const base: Press = {
      pointerId: e.pointerId,
      start: screen,
      pending: null,
      gesture: null,
      marquee: null,
      pan: null,
      vertex: false,
      dragged: false,
    }
    if (e.button === 1 || (e.button === 0 && (state.tool === 'hand' || state.spaceHeld))) {
      e.preventDefault()
      this.begin(e, { ...base, pan: screen })
      state.gesture = 'pan'
      return
    }
    if (e.button !== 0) return
    if (state.tool === 'polygon') {
      this.polygonPress(screen, page)
      return
    }
    const vertex = target.closest?.('[data-vertex]')?.getAttribute('data-vertex')
    if (vertex && startVertexDrag(this.store, Number(vertex))) {
      this.begin(e, { ...base, vertex: true, dragged: true })
      return
    }
    const ids = selectedWidgetIds(state)
    const handle = target.closest?.('[data-handle]')?.getAttribute('data-handle') as Handle | null
    if (handle) {
      this.begin(e, { ...base, gesture: startResize(this.store, ids, handle), dragged: true })
      return
    }
    if (target.closest?.('[data-rotate]')) {
      this.begin(e, { ...base, gesture: startRotate(this.store, ids, page), dragged: true })
      return
    }
    const blockHandle = target
      .closest?.('[data-block-handle]')
      ?.getAttribute('data-block-handle') as Handle | null
    if (blockHandle) {
      this.begin(e, {
        ...base,
        gesture: startBlockDrag(this.store, state.blockId, blockHandle),
        dragged: true,
      })
      return
    }
    const tab = target.closest?.('[data-block-tab]')?.getAttribute('data-block-tab')
    if (tab) {
      setCurrentBlock(this.store, tab, true)
      this.begin(e, { ...base, pending: { kind: 'block', blockId: tab } })
      return
    }
    const hit = this.widgetAt(page)
    if (hit && hit.blockId !== state.blockId) setCurrentBlock(this.store, hit.blockId)
    if (hit?.id) {
      const wasSelected = state.selection.includes(hit.id)
      if (e.shiftKey) {
        select(this.store, [hit.id], 'toggle')
        this.begin(e, base)
        return
      }
      if (!wasSelected) select(this.store, [hit.id])
      this.begin(e, { ...base, pending: { kind: 'move', hit: hit.id, wasSelected } })
      return
    }
    const additive = e.shiftKey
    if (!additive && state.selection.length > 0) this.store.editor.setSelection([])
    this.begin(e, {
      ...base,
      pending: { kind: 'marquee', additive, base: additive ? [...state.selection] : [] },
    })
  }

  /**
   * A press with the polygon tool: the first starts a drawing in the block under it, the next add points;
   * a press on the first point closes the polygon, a second press on the last point (a double click) ends
   * an open path.
   */
  private polygonPress(screen: Point, page: Point): void {
    const { state } = this.store
    const draft = state.polygon
    if (draft) {
      const camera = state.camera
      const first = draft.points[0]
      const last = draft.points[draft.points.length - 1]
      if (
        draft.points.length >= 3 &&
        first &&
        closesOnFirst(pageToScreen(camera, first), screen, CLOSE_RADIUS)
      ) {
        finishPolygon(this.store, true)
        return
      }
      if (draft.points.length >= 2 && last && closesOnFirst(pageToScreen(camera, last), screen, END_RADIUS)) {
        finishPolygon(this.store, false)
        return
      }
    }
    const block = this.blockAt(page)
    if (!draft && !block) return
    addPolygonPoint(this.store, block?.id ?? state.blockId, page)
  }

  private begin(e: PointerInput, press: Press): void {
    this.press = press
    this.element.setPointerCapture?.(e.pointerId)
  }

  private queueMove(e: PointerEvent): void {
    this.latest = e
    if (this.frame) return
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      const latest = this.latest
      this.latest = null
      if (latest) this.move(latest)
    })
  }

  private modifiers(e: PointerInput): Modifiers {
    return { shift: e.shiftKey, alt: e.altKey }
  }

  /** A move, applied at once (the stage's listener calls this at most once per animation frame). */
  move(e: PointerInput): void {
    const { state } = this.store
    const screen = this.screenPoint(e)
    const page = this.pagePoint(screen)
    const press = this.press
    if (!press && state.polygon) {
      polygonCursor(this.store, page)
      return
    }
    if (press?.vertex) {
      moveVertex(this.store, page)
      return
    }
    if (!press) {
      // Only while hovering: during a drag nothing but the dragged layers may change (see DomGhost).
      state.pointer = { x: Math.round(page.x), y: Math.round(page.y) }
      const hit = this.widgetAt(page)
      const hover = hit && hit.blockId === state.blockId ? hit.id : null
      if (state.hover !== hover) state.hover = hover
      return
    }
    const dx = screen.x - press.start.x
    const dy = screen.y - press.start.y
    if (press.pan) {
      panBy(this.store, screen.x - press.pan.x, screen.y - press.pan.y)
      press.pan = screen
      return
    }
    if (!press.dragged && Math.hypot(dx, dy) >= DRAG_THRESHOLD && press.pending) this.startPending(press)
    const z = state.camera.z
    if (press.gesture) press.gesture.update({ x: dx / z, y: dy / z }, this.modifiers(e))
    else if (press.marquee) this.updateMarquee(press, page)
  }

  private startPending(press: Press): void {
    const pending = press.pending
    press.dragged = true
    if (!pending) return
    const { store } = this
    if (pending.kind === 'move') {
      const block = currentBlock(store.state)
      press.gesture =
        block?.layoutType === 'flow'
          ? startFlowReorder(store, pending.hit)
          : startMove(store, selectedWidgetIds(store.state))
    } else if (pending.kind === 'block') {
      press.gesture = startBlockDrag(store, pending.blockId, 'move')
    } else if (pending.kind === 'marquee') {
      press.marquee = { base: pending.base }
      store.state.gesture = 'marquee'
    }
  }

  private updateMarquee(press: Press, page: Point): void {
    const { state } = this.store
    const startPage = this.pagePoint(press.start)
    const rect = rectFromPoints(startPage, page)
    state.marquee = rect
    const frame = blockFrames(state.doc, state.platform, state.tabId).find((f) => f.id === state.blockId)
    const index = this.store.index.block(state.blockId)
    if (!frame || !index) return
    const hidden = tabHidden(this.store, state.blockId)
    const found = index.search(offsetRect(rect, -frame.rect.x, -frame.rect.y)).filter((id) => {
      const node = index.node(id)
      return node !== undefined && !hidden(node)
    })
    this.store.editor.setSelection([...(press.marquee?.base ?? []), ...found])
  }

  /** A release: commits the drag, or finishes the click. */
  up(e: PointerInput): void {
    const press = this.press
    if (!press || e.pointerId !== press.pointerId) return
    if (this.latest) {
      cancelAnimationFrame(this.frame)
      this.frame = 0
      const latest = this.latest
      this.latest = null
      this.move(latest)
    }
    this.press = null
    this.element.releasePointerCapture?.(e.pointerId)
    const { state } = this.store
    if (press.vertex) commitVertex(this.store)
    if (press.gesture) press.gesture.commit()
    else if (!press.dragged && press.pending?.kind === 'move' && press.pending.wasSelected) {
      // A click on a member of a multi-selection narrows the selection to it.
      select(this.store, [press.pending.hit])
    }
    state.marquee = null
    state.guides = ref([])
    if (state.gesture === 'marquee' || state.gesture === 'pan') state.gesture = 'none'
  }

  /** Escape during a drag: everything goes back to how it was when the drag began. */
  cancel(): void {
    const press = this.press
    if (!press) return
    this.press = null
    this.element.releasePointerCapture?.(press.pointerId)
    press.gesture?.cancel()
    const { state } = this.store
    state.vertexDrag = null
    if (press.marquee) this.store.editor.setSelection(press.marquee.base)
    state.marquee = null
    state.guides = ref([])
    state.gesture = 'none'
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault()
    const screen = this.screenPoint(e)
    // Line-based wheels report lines, not pixels.
    const scale = e.deltaMode === 1 ? 16 : 1
    if (e.ctrlKey || e.metaKey) zoomByWheel(this.store, e.deltaY * scale, screen)
    else if (e.shiftKey) panBy(this.store, -e.deltaY * scale, 0)
    else panBy(this.store, -e.deltaX * scale, -e.deltaY * scale)
  }
}
