import { ref } from 'valtio'
import type { Gesture } from '../../../engine/commands/editor'
import { EDIT_LABELS } from '../../../engine/commands/labels'
import { reorderWidgets } from '../../../engine/commands/page/arrange'
import { clipInside, moveInside } from '../../../engine/commands/page/blockFit'
import { setBlockRect } from '../../../engine/commands/page/blocks'
import { moveWidgets, setWidgetBounds } from '../../../engine/commands/page/widgets'
import { visiblePageRect } from '../../stage/geometry/camera'
import {
  angleAround,
  type Handle,
  normaliseAngle,
  resizeRotatedRect,
  scaleRects,
  snapAngle,
} from '../../stage/geometry/handles'
import {
  designWidth,
  GRID_COLUMNS,
  GRID_ROW_HEIGHT,
  gridToPage,
  itemRects,
  pageToGrid,
} from '../../stage/geometry/pageGrid'
import {
  centerOf,
  inflate,
  offsetRect,
  type Point,
  type Rect,
  rotatedBounds,
  unionRects,
} from '../../stage/geometry/rect'
import { type SnapEdges, type SnapGuide, snapRect } from '../../stage/geometry/snapping'
import { LIVE_MOVE_LIMIT } from '../../stage/pageStore'
import { rotateEach } from './compositeCommands'
import type { DesignerStore } from './designerStore'
import { currentBlock, frameOf } from './selectors'

/**
 * Drags on the stage: move, resize, rotate and block moves. Each is ONE engine gesture (one undo entry);
 * `update` takes the pointer's total travel since the drag began, `commit` records it, `cancel` (Escape)
 * puts everything back.
 */
export interface DragGesture {
  update(total: Point, modifiers: Modifiers): void
  commit(): void
  cancel(): void
}

export interface Modifiers {
  shift: boolean
  /** Alt turns snapping off for this drag. */
  alt: boolean
}

/** Screen pixels within which an edge snaps. */
export const SNAP_DISTANCE = 6

function snapTargets(store: DesignerStore, exclude: ReadonlySet<string>): Rect[] {
  const { state } = store
  const index = store.index.block(state.blockId)
  const frame = frameOf(state, state.blockId)
  if (!index || !frame || !state.snapToObjects) return []
  // Only items near what is on screen are candidates: snapping to something invisible confuses.
  const visible = visiblePageRect(state.camera, state.viewport)
  const local = offsetRect(inflate(visible, 200 / state.camera.z), -frame.rect.x, -frame.rect.y)
  const targets: Rect[] = [{ x: 0, y: 0, w: frame.rect.w, h: frame.rect.h }]
  for (const id of index.search(local)) {
    if (exclude.has(id)) continue
    const rect = index.rect(id)
    const node = index.node(id)
    if (rect && node) targets.push(rotatedBounds(rect, node.rotation))
    if (targets.length > 400) break
  }
  return targets
}

function snapOptions(store: DesignerStore, modifiers: Modifiers, edges?: SnapEdges) {
  const { state } = store
  return {
    threshold: modifiers.alt ? 0 : SNAP_DISTANCE / state.camera.z,
    grid: state.snapToGrid && !modifiers.alt ? state.gridSize : 0,
    edges,
  }
}

/** Sets the guides only when they changed: a new array every frame would redraw the overlay every frame. */
function setGuides(store: DesignerStore, guides: SnapGuide[]) {
  const current = store.state.guides
  const same =
    current.length === guides.length &&
    current.every((g, i) => {
      const other = guides[i] as SnapGuide
      return g.axis === other.axis && g.at === other.at && g.from === other.from && g.to === other.to
    })
  if (!same) store.state.guides = ref(guides)
}

function finish(store: DesignerStore) {
  store.state.guides = ref([])
  store.state.dragOffset = null
  store.state.gesture = 'none'
}

/** Moves the selected widgets of a free block. */
export function startMove(store: DesignerStore, ids: string[]): DragGesture | null {
  const { state, editor } = store
  const block = currentBlock(state)
  const index = store.index.block(state.blockId)
  if (block?.layoutType !== 'free' || !index || ids.length === 0) return null
  const bounds = unionRects(
    ids.flatMap((id) => {
      const rect = index.rect(id)
      const node = index.node(id)
      return rect && node ? [rotatedBounds(rect, node.rotation)] : []
    }),
  )
  if (!bounds) return null
  const targets = snapTargets(store, new Set(ids))
  const live = ids.length <= LIVE_MOVE_LIMIT
  const gesture = editor.beginGesture(moveWidgets)
  const blockId = state.blockId
  const area = blockArea(store)
  let last = { x: 0, y: 0 }
  state.gesture = 'move'
  return {
    update(total, modifiers) {
      const moved = offsetRect(bounds, total.x, total.y)
      const snap = snapRect(moved, targets, snapOptions(store, modifiers))
      // Widgets stop at their block's edges: at runtime one hanging out would cover the next block.
      const inside = moveInside(bounds, Math.round(total.x + snap.dx), Math.round(total.y + snap.dy), area)
      last = { x: inside.dx, y: inside.dy }
      setGuides(
        store,
        snap.guides.map((g) => shiftGuide(g, frameOf(state, blockId)?.rect)),
      )
      if (live) gesture.update({ blockId, ids, dx: last.x, dy: last.y })
      else state.dragOffset = { ...last }
    },
    commit() {
      if (!live && (last.x !== 0 || last.y !== 0)) gesture.update({ blockId, ids, dx: last.x, dy: last.y })
      gesture.commit()
      finish(store)
    },
    cancel() {
      gesture.cancel()
      finish(store)
    },
  }
}

/** The inside of the current block in block pixels. */
function blockArea(store: DesignerStore): { w: number; h: number } {
  const frame = frameOf(store.state, store.state.blockId)
  return frame
    ? { w: frame.rect.w, h: frame.rect.h }
    : { w: Number.POSITIVE_INFINITY, h: Number.POSITIVE_INFINITY }
}

/** Guides are computed in block pixels and drawn in page pixels. */
function shiftGuide<G extends { axis: 'x' | 'y'; at: number; from: number; to: number }>(
  g: G,
  frame?: Rect,
): G {
  if (!frame) return g
  return g.axis === 'x'
    ? { ...g, at: g.at + frame.x, from: g.from + frame.y, to: g.to + frame.y }
    : { ...g, at: g.at + frame.y, from: g.from + frame.x, to: g.to + frame.x }
}

const HANDLE_EDGES: Record<Handle, SnapEdges> = {
  nw: { x: ['start'], y: ['start'] },
  n: { x: [], y: ['start'] },
  ne: { x: ['end'], y: ['start'] },
  e: { x: ['end'], y: [] },
  se: { x: ['end'], y: ['end'] },
  s: { x: [], y: ['end'] },
  sw: { x: ['start'], y: ['end'] },
  w: { x: ['start'], y: [] },
}

/** Resizes the selection by a handle: one widget in its own (rotated) frame, several as one box. */
export function startResize(store: DesignerStore, ids: string[], handle: Handle): DragGesture | null {
  const { state, editor } = store
  const block = currentBlock(state)
  const index = store.index.block(state.blockId)
  if (!block || !index || ids.length === 0) return null
  const starts: Record<string, Rect> = {}
  for (const id of ids) {
    const node = index.node(id)
    if (node) starts[id] = { x: node.x, y: node.y, w: node.w, h: node.h }
  }
  const single = ids.length === 1 ? index.node(ids[0] as string) : undefined
  const flow = block.layoutType === 'flow'
  const bounds = unionRects(Object.values(starts))
  if (!bounds) return null
  const targets = flow ? [] : snapTargets(store, new Set(ids))
  const gesture = editor.beginGesture(setWidgetBounds)
  const blockId = state.blockId
  state.gesture = 'resize'
  return {
    update(total, modifiers) {
      if (flow) {
        // A flow block lays widgets out itself: only their heights can be dragged.
        const next: Record<string, Rect> = {}
        for (const [id, r] of Object.entries(starts))
          next[id] = { ...r, h: Math.max(1, Math.round(r.h + total.y)) }
        gesture.update({ blockId, bounds: next })
        return
      }
      const rotation = single?.rotation ?? 0
      const startBox = single ? (starts[single.id] as Rect) : bounds
      let box = resizeRotatedRect(startBox, rotation, handle, total.x, total.y, {
        keepRatio: modifiers.shift,
      })
      if (rotation === 0 && !modifiers.shift) {
        const snap = snapRect(box, targets, snapOptions(store, modifiers, HANDLE_EDGES[handle]))
        box = applyEdgeSnap(box, handle, snap.dx, snap.dy)
        setGuides(
          store,
          snap.guides.map((g) => shiftGuide(g, frameOf(state, blockId)?.rect)),
        )
      }
      box = roundRect(box)
      // A resize stops at the block's edges (a turned widget's box is its own frame: left as dragged).
      if (rotation === 0) box = clipInside(box, blockArea(store))
      const next = single ? { [single.id]: box } : scaleRects(starts, bounds, box)
      gesture.update({ blockId, bounds: next })
    },
    commit() {
      gesture.commit()
      finish(store)
    },
    cancel() {
      gesture.cancel()
      finish(store)
    },
  }
}

/** Moves only the dragged edges of a box by a snap correction. */
function applyEdgeSnap(box: Rect, handle: Handle, dx: number, dy: number): Rect {
  const next = { ...box }
  if (handle.includes('w')) {
    next.x += dx
    next.w -= dx
  } else if (handle.includes('e')) next.w += dx
  if (handle.includes('n')) {
    next.y += dy
    next.h -= dy
  } else if (handle.includes('s')) next.h += dy
  next.w = Math.max(1, next.w)
  next.h = Math.max(1, next.h)
  return next
}

function roundRect(r: Rect): Rect {
  return {
    x: Math.round(r.x),
    y: Math.round(r.y),
    w: Math.max(1, Math.round(r.w)),
    h: Math.max(1, Math.round(r.h)),
  }
}

/** Rotates the selection about the centre of its bounds; Shift steps by 15 degrees. */
export function startRotate(store: DesignerStore, ids: string[], startPointer: Point): DragGesture | null {
  const { state, editor } = store
  const index = store.index.block(state.blockId)
  const frame = frameOf(state, state.blockId)
  if (!index || !frame || ids.length === 0) return null
  const startAngles: Record<string, number> = {}
  const rects: Rect[] = []
  for (const id of ids) {
    const node = index.node(id)
    const rect = index.rect(id)
    if (!node || !rect) continue
    startAngles[id] = node.rotation
    rects.push(rotatedBounds(rect, node.rotation))
  }
  const bounds = unionRects(rects)
  if (!bounds) return null
  const c = centerOf(bounds)
  const center = { x: c.x + frame.rect.x, y: c.y + frame.rect.y }
  const from = angleAround(center, startPointer)
  const gesture = editor.beginGesture(rotateEach)
  const blockId = state.blockId
  state.gesture = 'rotate'
  return {
    update(total, modifiers) {
      const pointer = { x: startPointer.x + total.x, y: startPointer.y + total.y }
      const delta = angleAround(center, pointer) - from
      const angles: Record<string, number> = {}
      for (const [id, start] of Object.entries(startAngles)) {
        const angle = normaliseAngle(start + delta)
        angles[id] = modifiers.shift ? snapAngle(angle) : Math.round(angle * 10) / 10
      }
      gesture.update({ blockId, angles })
    },
    commit() {
      gesture.commit()
      finish(store)
    },
    cancel() {
      gesture.cancel()
      finish(store)
    },
  }
}

/** Moves ('move') or resizes (a handle) a block on the page grid, in whole cells. */
export function startBlockDrag(
  store: DesignerStore,
  blockId: string,
  handle: Handle | 'move',
): DragGesture | null {
  const { state, editor } = store
  const frame = frameOf(state, blockId)
  if (!frame) return null
  const pageWidth = designWidth(state.doc, state.platform)
  const gesture: Gesture<Parameters<typeof setBlockRect.run>[1]> = editor.beginGesture(setBlockRect)
  const platform = state.platform
  const tabId = state.tabId
  // A block is not made smaller than its widgets: they would hang out of it (issue 19).
  const block = state.doc.blocks[blockId]
  let right = 0
  let bottom = 0
  if (block) {
    for (const rect of itemRects(block, frame.rect.w).values()) {
      right = Math.max(right, rect.x + rect.w)
      bottom = Math.max(bottom, rect.y + rect.h)
    }
  }
  const minCols = block?.layoutType === 'free' ? Math.ceil(right / (pageWidth / GRID_COLUMNS) - 1e-6) : 1
  const minRows = Math.ceil(bottom / GRID_ROW_HEIGHT - 1e-6)
  state.gesture = 'block'
  return {
    update(total) {
      const rect =
        handle === 'move'
          ? offsetRect(frame.rect, total.x, total.y)
          : resizeRotatedRect(frame.rect, 0, handle, total.x, total.y, { minSize: 10 })
      const grid = pageToGrid(rect, pageWidth)
      if (handle !== 'move') {
        grid.w = Math.min(GRID_COLUMNS - grid.x, Math.max(grid.w, minCols))
        grid.h = Math.max(grid.h, minRows)
      }
      const page = gridToPage(grid, pageWidth)
      state.guides = ref([])
      if (page.w > 0) gesture.update({ blockId, rect: grid, platform, tabId })
    },
    commit() {
      gesture.commit()
      finish(store)
    },
    cancel() {
      gesture.cancel()
      finish(store)
    },
  }
}

/** Drags a widget of a flow block to another place in the stack (its z-order), shown by a guide line. */
export function startFlowReorder(store: DesignerStore, id: string): DragGesture | null {
  const { state, editor } = store
  const block = currentBlock(state)
  const index = store.index.block(state.blockId)
  const frame = frameOf(state, state.blockId)
  const rect = index?.rect(id)
  if (block?.layoutType !== 'flow' || !index || !frame || !rect) return null
  const stack = [...index.spatial.ids()]
    .map((other) => ({ id: other, rect: index.rect(other) as Rect }))
    .sort((a, b) => a.rect.y - b.rect.y)
  const from = stack.findIndex((item) => item.id === id)
  const others = stack.filter((item) => item.id !== id)
  let target = from
  const blockId = state.blockId
  state.gesture = 'move'
  return {
    update(total) {
      const center = rect.y + rect.h / 2 + total.y
      target = others.filter((item) => item.rect.y + item.rect.h / 2 < center).length
      const before = others[target - 1]
      const y = before ? before.rect.y + before.rect.h + 4 : 4
      state.guides = ref([
        { axis: 'y' as const, at: frame.rect.y + y, from: frame.rect.x, to: frame.rect.x + frame.rect.w },
      ])
    },
    commit() {
      const steps = target - from
      if (steps !== 0) {
        editor.transact(EDIT_LABELS.reorder, (tx) => {
          for (let i = 0; i < Math.abs(steps); i++) {
            tx.run(reorderWidgets, { blockId, ids: [id], to: steps > 0 ? 'forward' : 'backward' })
          }
        })
      }
      finish(store)
    },
    cancel() {
      finish(store)
    },
  }
}
