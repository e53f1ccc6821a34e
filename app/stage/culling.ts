import { useEffect, useState } from 'react'
import { subscribe } from 'valtio'
import type { BlockDoc, PageDoc, WidgetNode } from '../../engine/document/pageDoc'
import { hiddenByTab } from '../../engine/document/tabPanels'
import { type Camera, visiblePageRect } from './geometry/camera'
import { type BlockFrame, blockFrames } from './geometry/pageGrid'
import { contains, intersects, offsetRect, type Rect } from './geometry/rect'
import { activeTab, type StageStore } from './pageStore'

/**
 * Viewport culling: only widgets near the screen mount. The culled area is the visible page rectangle
 * grown by half a screen on each side, and it is recomputed only when the view leaves it, so panning
 * re-renders the widget layers every few hundred pixels rather than every frame.
 */
export interface Culling {
  rect: Rect
  /** Below this zoom widgets draw as plain boxes: their content would be unreadable anyway. */
  detail: 'full' | 'outline'
  /** The zoom rounded down to a half power of two: widgets re-decide their detail only when it changes. */
  lodZoom: number
}

export const OUTLINE_ZOOM = 0.2

/** A widget smaller than this on screen (its shorter side, in pixels) is drawn as a plain box. */
export const OUTLINE_PIXELS = 12

/** The zoom rounded down to a step of √2, so detail decisions change only every few zoom steps. */
export function lodZoomOf(z: number): number {
  return 2 ** (Math.floor(Math.log2(z) * 2) / 2)
}

/** Whether a widget of this size is drawn as a plain box at the culling's zoom. */
export function isOutline(culling: Culling, w: number, h: number): boolean {
  return culling.detail === 'outline' || Math.min(w, h) * culling.lodZoom < OUTLINE_PIXELS
}

function cullingFor(camera: Camera, viewport: { w: number; h: number }): Culling {
  const visible = visiblePageRect(camera, viewport)
  return {
    rect: {
      x: visible.x - visible.w / 2,
      y: visible.y - visible.h / 2,
      w: visible.w * 2,
      h: visible.h * 2,
    },
    detail: camera.z < OUTLINE_ZOOM ? 'outline' : 'full',
    lodZoom: lodZoomOf(camera.z),
  }
}

/** Whether `current` still covers what the camera shows. */
export function cullingHolds(current: Culling, camera: Camera, viewport: { w: number; h: number }): boolean {
  return lodZoomOf(camera.z) === current.lodZoom && contains(current.rect, visiblePageRect(camera, viewport))
}

/** The current culling area, updated only when the view leaves it. */
export function useCulling(store: StageStore): Culling {
  const { state } = store
  const [culling, setCulling] = useState(() => cullingFor(state.camera, state.viewport))
  useEffect(() => {
    let current = culling
    const check = () => {
      if (state.viewport.w === 0 || cullingHolds(current, state.camera, state.viewport)) return
      current = cullingFor(state.camera, state.viewport)
      setCulling(current)
    }
    check()
    return subscribe(state, check, true)
  }, [state, culling])
  return culling
}

/**
 * Whether a widget of a block is on a tab its tabs control does not show: such widgets are neither drawn
 * nor hit, in the designer and at runtime.
 */
export function tabHidden(store: StageStore, blockId: string): (node: WidgetNode) => boolean {
  const index = store.index.block(blockId)
  const hostOf = (id: string) => index?.node(id)
  const active = (host: WidgetNode) => activeTab(store.state, host)
  return (node) => hiddenByTab(node, hostOf, active)
}

/** A block with the ids of its widgets inside the culled area, bottom first. */
export interface VisibleBlock {
  frame: BlockFrame
  block: BlockDoc
  widgets: WidgetNode[]
}

/** The blocks meeting the culled area and their widgets there, in z-order. */
export function visibleBlocks(
  store: StageStore,
  doc: PageDoc,
  platform: 'pc' | 'mobile',
  tabId: string,
  area: Rect,
): VisibleBlock[] {
  const out: VisibleBlock[] = []
  for (const frame of blockFrames(doc, platform, tabId)) {
    const block = doc.blocks[frame.id]
    const index = store.index.block(frame.id)
    if (!block || !index || !intersects(frame.rect, area)) continue
    const widgets: WidgetNode[] = []
    const hidden = tabHidden(store, frame.id)
    for (const id of index.search(offsetRect(area, -frame.rect.x, -frame.rect.y))) {
      const node = index.node(id)
      if (node && !hidden(node)) widgets.push(node)
    }
    widgets.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : 1))
    out.push({ frame, block, widgets })
  }
  return out
}
