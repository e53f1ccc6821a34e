import { centerOf, type Point, type Rect, rotatePoint } from './rect'

/** The eight resize handles, named by compass direction. */
export type Handle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w'

export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w']

/** Where each handle sits, as fractions of the box (0 = left/top, 1 = right/bottom). */
const ANCHORS: Record<Handle, Point> = {
  nw: { x: 0, y: 0 },
  n: { x: 0.5, y: 0 },
  ne: { x: 1, y: 0 },
  e: { x: 1, y: 0.5 },
  se: { x: 1, y: 1 },
  s: { x: 0.5, y: 1 },
  sw: { x: 0, y: 1 },
  w: { x: 0, y: 0.5 },
}

/** The position of a handle on an unrotated box. */
export function handlePoint(rect: Rect, handle: Handle): Point {
  const a = ANCHORS[handle]
  return { x: rect.x + rect.w * a.x, y: rect.y + rect.h * a.y }
}

/** The point that stays put while `handle` is dragged: the opposite corner or edge middle. */
export function oppositePoint(rect: Rect, handle: Handle): Point {
  const a = ANCHORS[handle]
  return { x: rect.x + rect.w * (1 - a.x), y: rect.y + rect.h * (1 - a.y) }
}

export interface ResizeOptions {
  /** Shift: keep the width/height ratio of the start box. */
  keepRatio?: boolean
  /** Smallest width and height (the engine refuses sizes below 1). */
  minSize?: number
}

/** Resizes an unrotated box by dragging `handle` by (dx, dy); the opposite side stays where it was. */
export function resizeRect(
  start: Rect,
  handle: Handle,
  dx: number,
  dy: number,
  options: ResizeOptions = {},
): Rect {
  const min = options.minSize ?? 1
  const a = ANCHORS[handle]
  const movesX = a.x !== 0.5
  const movesY = a.y !== 0.5
  let w = movesX ? start.w + (a.x === 1 ? dx : -dx) : start.w
  let h = movesY ? start.h + (a.y === 1 ? dy : -dy) : start.h
  if (options.keepRatio && start.w > 0 && start.h > 0) {
    const ratio = start.w / start.h
    if (movesX && movesY) {
      // A corner follows whichever axis the pointer moved further, relative to the box.
      if (Math.abs(w / start.w) >= Math.abs(h / start.h)) h = w / ratio
      else w = h * ratio
    } else if (movesX) h = w / ratio
    else w = h * ratio
  }
  w = Math.max(min, w)
  h = Math.max(min, h)
  // The fixed side: the opposite edge for a moving axis, the centre line for an edge handle's other axis.
  const x = movesX ? (a.x === 1 ? start.x : start.x + start.w - w) : start.x + (start.w - w) / 2
  const y = movesY ? (a.y === 1 ? start.y : start.y + start.h - h) : start.y + (start.h - h) / 2
  return { x, y, w, h }
}

/**
 * Resizes a box turned by `rotation` degrees about its centre. The pointer's page delta is turned into
 * the box's own frame, the box is resized there, and then shifted so the opposite handle keeps its place
 * on the page (a rotated box's centre moves when it grows).
 */
export function resizeRotatedRect(
  start: Rect,
  rotation: number,
  handle: Handle,
  dx: number,
  dy: number,
  options: ResizeOptions = {},
): Rect {
  if (rotation % 360 === 0) return resizeRect(start, handle, dx, dy, options)
  const local = rotatePoint({ x: dx, y: dy }, { x: 0, y: 0 }, -rotation)
  const next = resizeRect(start, handle, local.x, local.y, options)
  const anchorBefore = rotatePoint(oppositePoint(start, handle), centerOf(start), rotation)
  const anchorAfter = rotatePoint(oppositePoint(next, handle), centerOf(next), rotation)
  return { ...next, x: next.x + anchorBefore.x - anchorAfter.x, y: next.y + anchorBefore.y - anchorAfter.y }
}

/** Maps each rectangle from the `from` box into the `to` box (resizing a multi-selection as one). */
export function scaleRects<K extends string>(rects: Record<K, Rect>, from: Rect, to: Rect): Record<K, Rect> {
  const sx = from.w === 0 ? 1 : to.w / from.w
  const sy = from.h === 0 ? 1 : to.h / from.h
  const out = {} as Record<K, Rect>
  for (const id of Object.keys(rects) as K[]) {
    const r = rects[id]
    out[id] = {
      x: to.x + (r.x - from.x) * sx,
      y: to.y + (r.y - from.y) * sy,
      w: Math.max(1, r.w * sx),
      h: Math.max(1, r.h * sy),
    }
  }
  return out
}

/** The angle in degrees of `p` seen from `center`, 0 pointing up, clockwise (the rotation handle's angle). */
export function angleAround(center: Point, p: Point): number {
  const degrees = (Math.atan2(p.y - center.y, p.x - center.x) * 180) / Math.PI + 90
  return normaliseAngle(degrees)
}

/** An angle in [0, 360). */
export function normaliseAngle(degrees: number): number {
  return ((degrees % 360) + 360) % 360
}

/** Rounds an angle to `step` degrees (Shift while rotating). */
export function snapAngle(degrees: number, step = 15): number {
  return normaliseAngle(Math.round(degrees / step) * step)
}

const CURSORS = ['ns-resize', 'nesw-resize', 'ew-resize', 'nwse-resize'] as const
const HANDLE_ANGLE: Record<Handle, number> = {
  n: 0,
  ne: 45,
  e: 90,
  se: 135,
  s: 180,
  sw: 225,
  w: 270,
  nw: 315,
}

/** The resize cursor of a handle on a box turned by `rotation` degrees. */
export function handleCursor(handle: Handle, rotation = 0): string {
  const step = Math.round(normaliseAngle(HANDLE_ANGLE[handle] + rotation) / 45) % 4
  return CURSORS[step] as string
}
