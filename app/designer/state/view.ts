import { subscribe } from 'valtio'
import { type Camera, clampZoom, fitRect, stepZoom, zoomAt } from '../../stage/geometry/camera'
import type { Platform } from '../../stage/geometry/pageGrid'
import { blockFrames, designWidth, pageBounds } from '../../stage/geometry/pageGrid'
import type { Point } from '../../stage/geometry/rect'
import { resyncIndex } from '../../stage/pageStore'
import type { DesignerStore } from './designerStore'
import { frameOf } from './selectors'

/** Camera moves: zoom buttons, Ctrl+wheel, fit, pan. None of them touches the document or history. */

function viewportCenter(store: DesignerStore): Point {
  return { x: store.state.viewport.w / 2, y: store.state.viewport.h / 2 }
}

export function setCamera(store: DesignerStore, camera: Camera) {
  store.state.camera = camera
}

/** One zoom step in or out, about `anchor` (screen pixels of the stage) or the stage's centre. */
export function zoomStep(store: DesignerStore, direction: 1 | -1, anchor?: Point) {
  const { camera } = store.state
  setCamera(store, zoomAt(camera, anchor ?? viewportCenter(store), stepZoom(camera.z, direction)))
}

/** Zooms to an exact factor (100 %, or what the zoom box says). */
export function zoomTo(store: DesignerStore, z: number, anchor?: Point) {
  setCamera(store, zoomAt(store.state.camera, anchor ?? viewportCenter(store), clampZoom(z)))
}

/** Ctrl+wheel: smooth zoom proportional to the wheel distance. */
export function zoomByWheel(store: DesignerStore, deltaY: number, anchor: Point) {
  const factor = Math.exp(-deltaY * 0.0015)
  setCamera(store, zoomAt(store.state.camera, anchor, store.state.camera.z * factor))
}

export function panBy(store: DesignerStore, dx: number, dy: number) {
  const { camera } = store.state
  setCamera(store, { ...camera, x: camera.x + dx, y: camera.y + dy })
}

/** Shows the whole page (every block of the shown platform). */
export function fitPage(store: DesignerStore) {
  const { state } = store
  if (state.viewport.w === 0) return
  const frames = blockFrames(state.doc, state.platform, state.tabId)
  const page = pageBounds(frames, designWidth(state.doc, state.platform))
  const camera = fitRect(page, state.viewport, 48)
  // A page shorter than the screen starts at the top, as it will at runtime, not floating mid-stage.
  setCamera(store, { ...camera, y: Math.min(camera.y, 48 - page.y * camera.z) })
}

/** Margin around the page when the designer fits it to the stage's width. */
const WIDTH_MARGIN = 24

/**
 * Fits the page's width to the stage (at most 100 %), its top at the stage's top: a 1,920 px page then
 * uses the whole stage rather than the smaller zoom that fitting its height too would need.
 */
export function fitWidth(store: DesignerStore) {
  const { state } = store
  if (state.viewport.w === 0) return
  const frames = blockFrames(state.doc, state.platform, state.tabId)
  const page = pageBounds(frames, designWidth(state.doc, state.platform))
  const z = clampZoom(Math.min(1, (state.viewport.w - 2 * WIDTH_MARGIN) / Math.max(1, page.w)))
  setCamera(store, { x: (state.viewport.w - page.w * z) / 2 - page.x * z, y: WIDTH_MARGIN - page.y * z, z })
}

const VIEW_KEY = 'gantry.designer.view:'
/** A remembered view is written this long after the camera last moved. */
const REMEMBER_DELAY_MS = 300

function viewKey(store: DesignerStore): string {
  return `${VIEW_KEY}${store.state.doc.id}:${store.state.platform}`
}

function savedView(store: DesignerStore): Camera | null {
  try {
    const saved = JSON.parse(localStorage.getItem(viewKey(store)) ?? 'null') as Partial<Camera> | null
    const { x, y, z } = saved ?? {}
    return [x, y, z].every((n) => typeof n === 'number' && Number.isFinite(n))
      ? { x: x as number, y: y as number, z: clampZoom(z as number) }
      : null
  } catch {
    return null
  }
}

/** The view a page opens with: the user's last zoom and position on it (per platform), else `fitWidth`. */
export function openView(store: DesignerStore) {
  const saved = savedView(store)
  if (saved) setCamera(store, saved)
  else fitWidth(store)
}

/** Remembers the page's zoom and position in this browser as the user changes them; returns the stop. */
export function rememberView(store: DesignerStore): () => void {
  let last = store.state.camera
  let timer: ReturnType<typeof setTimeout> | null = null
  const stop = subscribe(store.state, () => {
    if (store.state.camera === last) return
    last = store.state.camera
    const key = viewKey(store)
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      localStorage.setItem(key, JSON.stringify(last))
    }, REMEMBER_DELAY_MS)
  })
  return () => {
    stop()
    if (timer) clearTimeout(timer)
  }
}

/** Shows the current block. */
export function fitBlock(store: DesignerStore) {
  const { state } = store
  const frame = frameOf(state, state.blockId)
  if (!frame || state.viewport.w === 0) return
  setCamera(store, fitRect(frame.rect, state.viewport, 48))
}

/** Switches between the PC layout and a mobile tab, showing it as the user last saw it (`openView`). */
export function showPlatform(store: DesignerStore, platform: Platform, tabId = store.state.tabId) {
  const { state } = store
  state.platform = platform
  state.tabId = tabId
  resyncIndex(store)
  const first = blockFrames(state.doc, platform, tabId)[0]?.id
  if (first && !frameOf(state, state.blockId)) state.blockId = first
  store.editor.setSelection([])
  openView(store)
}
