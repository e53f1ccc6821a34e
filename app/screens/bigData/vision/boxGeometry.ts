import type { VisionBox } from './visionApi'

/** A point in image pixels. */
export interface Point {
  x: number
  y: number
}

export type Corner = 'nw' | 'ne' | 'sw' | 'se'
export const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se']

type Rect = Pick<VisionBox, 'x' | 'y' | 'w' | 'h'>
type Size = { width: number; height: number }

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The rectangle spanned by two points, inside the image, in whole pixels (stored boxes are integers). */
export function spanned(a: Point, b: Point, size: Size): Rect {
  const left = Math.round(clamp(Math.min(a.x, b.x), 0, size.width))
  const top = Math.round(clamp(Math.min(a.y, b.y), 0, size.height))
  const right = Math.round(clamp(Math.max(a.x, b.x), 0, size.width))
  const bottom = Math.round(clamp(Math.max(a.y, b.y), 0, size.height))
  return { x: left, y: top, w: right - left, h: bottom - top }
}

/** `box` moved by `dx`, `dy`, kept whole inside the image. */
export function moved(box: Rect, dx: number, dy: number, size: Size): Rect {
  return {
    x: Math.round(clamp(box.x + dx, 0, size.width - box.w)),
    y: Math.round(clamp(box.y + dy, 0, size.height - box.h)),
    w: box.w,
    h: box.h,
  }
}

/** `box` with one corner dragged to `to`; the opposite corner stays where it was. */
export function resized(box: Rect, corner: Corner, to: Point, size: Size): Rect {
  const fixed = {
    x: corner === 'nw' || corner === 'sw' ? box.x + box.w : box.x,
    y: corner === 'nw' || corner === 'ne' ? box.y + box.h : box.y,
  }
  return spanned(fixed, to, size)
}

/** Where a corner of a box is. */
export function cornerPoint(box: Rect, corner: Corner): Point {
  return {
    x: corner === 'nw' || corner === 'sw' ? box.x : box.x + box.w,
    y: corner === 'nw' || corner === 'ne' ? box.y : box.y + box.h,
  }
}

/** A box id unique enough within one image. */
export const newBoxId = () => `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
