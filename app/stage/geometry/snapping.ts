import type { Rect } from './rect'

/** A guide line to draw: a vertical line at x (axis 'x') or a horizontal one at y, spanning from–to. */
export interface SnapGuide {
  axis: 'x' | 'y'
  at: number
  from: number
  to: number
}

/** The correction to apply to a moving item, and the guides that explain it. */
export interface SnapResult {
  dx: number
  dy: number
  guides: SnapGuide[]
}

/** Which edges of the moving rectangle may snap: all three lines for a move, one edge for a resize. */
export interface SnapEdges {
  x: readonly ('start' | 'center' | 'end')[]
  y: readonly ('start' | 'center' | 'end')[]
}

export const MOVE_EDGES: SnapEdges = { x: ['start', 'center', 'end'], y: ['start', 'center', 'end'] }

export interface SnapOptions {
  /** Largest correction, in page pixels (the screen threshold divided by the zoom). */
  threshold: number
  /** Grid step for positions no item snapped to; 0 turns grid snapping off. */
  grid: number
  edges?: SnapEdges
}

const LINES = ['start', 'center', 'end'] as const

function line(rect: Rect, axis: 'x' | 'y', which: (typeof LINES)[number]): number {
  const start = axis === 'x' ? rect.x : rect.y
  const size = axis === 'x' ? rect.w : rect.h
  return which === 'start' ? start : which === 'center' ? start + size / 2 : start + size
}

interface AxisSnap {
  delta: number
  matched: boolean
}

/** The smallest correction bringing one of the moving lines onto one of the targets' lines. */
function snapAxis(
  moving: Rect,
  targets: readonly Rect[],
  axis: 'x' | 'y',
  edges: SnapEdges,
  threshold: number,
): AxisSnap {
  let best = Number.POSITIVE_INFINITY
  for (const which of edges[axis]) {
    const from = line(moving, axis, which)
    for (const target of targets) {
      for (const other of LINES) {
        const delta = line(target, axis, other) - from
        if (Math.abs(delta) <= threshold && Math.abs(delta) < Math.abs(best)) best = delta
      }
    }
  }
  return best === Number.POSITIVE_INFINITY ? { delta: 0, matched: false } : { delta: best, matched: true }
}

/** Rounds the moving rectangle's first snappable edge to the grid. */
function gridAxis(moving: Rect, axis: 'x' | 'y', edges: SnapEdges, grid: number): number {
  const which = edges[axis][0]
  if (!which || grid <= 0) return 0
  const at = line(moving, axis, which)
  return Math.round(at / grid) * grid - at
}

/** Guides for every target line the snapped rectangle now shares, spanning both items. */
function guidesFor(snapped: Rect, targets: readonly Rect[], edges: SnapEdges, axis: 'x' | 'y'): SnapGuide[] {
  const guides = new Map<number, SnapGuide>()
  const cross = axis === 'x' ? 'y' : 'x'
  for (const which of edges[axis]) {
    const at = line(snapped, axis, which)
    for (const target of targets) {
      if (!LINES.some((other) => Math.abs(line(target, axis, other) - at) < 0.5)) continue
      const from = Math.min(line(snapped, cross, 'start'), line(target, cross, 'start'))
      const to = Math.max(line(snapped, cross, 'end'), line(target, cross, 'end'))
      const key = Math.round(at * 2)
      const existing = guides.get(key)
      guides.set(
        key,
        existing
          ? { ...existing, from: Math.min(existing.from, from), to: Math.max(existing.to, to) }
          : { axis, at, from, to },
      )
    }
  }
  return [...guides.values()]
}

/**
 * Snaps a moving (or resized) rectangle: to other items' edges and centres within the threshold, each
 * axis on its own; an axis that found no item falls back to the grid. Returns the correction and the
 * guides to draw.
 */
export function snapRect(moving: Rect, targets: readonly Rect[], options: SnapOptions): SnapResult {
  const edges = options.edges ?? MOVE_EDGES
  const x = snapAxis(moving, targets, 'x', edges, options.threshold)
  const y = snapAxis(moving, targets, 'y', edges, options.threshold)
  const dx = x.matched ? x.delta : gridAxis(moving, 'x', edges, options.grid)
  const dy = y.matched ? y.delta : gridAxis(moving, 'y', edges, options.grid)
  const snapped = { x: moving.x + dx, y: moving.y + dy, w: moving.w, h: moving.h }
  const guides = [
    ...(x.matched ? guidesFor(snapped, targets, edges, 'x') : []),
    ...(y.matched ? guidesFor(snapped, targets, edges, 'y') : []),
  ]
  return { dx, dy, guides }
}

/** Rounds a value to the grid (0 = no grid). */
export function snapToGrid(value: number, grid: number): number {
  return grid > 0 ? Math.round(value / grid) * grid : value
}
