import type { Point, Rect } from './rect'

/** The stage's view: page point p appears at screen point p * z + (x, y). */
export interface Camera {
  x: number
  y: number
  z: number
}

export const MIN_ZOOM = 0.05
export const MAX_ZOOM = 8

/** Zoom steps of the toolbar's buttons and Ctrl +/-. */
export const ZOOM_STEPS = [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6, 8]

export function clampZoom(z: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z))
}

export function screenToPage(camera: Camera, p: Point): Point {
  return { x: (p.x - camera.x) / camera.z, y: (p.y - camera.y) / camera.z }
}

export function pageToScreen(camera: Camera, p: Point): Point {
  return { x: p.x * camera.z + camera.x, y: p.y * camera.z + camera.y }
}

/** The page rectangle the screen shows. */
export function visiblePageRect(camera: Camera, viewport: { w: number; h: number }): Rect {
  return {
    x: -camera.x / camera.z,
    y: -camera.y / camera.z,
    w: viewport.w / camera.z,
    h: viewport.h / camera.z,
  }
}

/** Zooms to `z` keeping the page point under the screen point `anchor` still (Ctrl+wheel at the cursor). */
export function zoomAt(camera: Camera, anchor: Point, z: number): Camera {
  const next = clampZoom(z)
  const page = screenToPage(camera, anchor)
  return { x: anchor.x - page.x * next, y: anchor.y - page.y * next, z: next }
}

/** The next zoom step up or down from `z`. */
export function stepZoom(z: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((step) => step > z + 1e-6) ?? MAX_ZOOM
  return [...ZOOM_STEPS].reverse().find((step) => step < z - 1e-6) ?? MIN_ZOOM
}

/** The camera showing `rect` whole and centred in the viewport with `padding` screen pixels around it. */
export function fitRect(rect: Rect, viewport: { w: number; h: number }, padding = 40, maxZoom = 1): Camera {
  const availableW = Math.max(1, viewport.w - 2 * padding)
  const availableH = Math.max(1, viewport.h - 2 * padding)
  const z = clampZoom(Math.min(maxZoom, availableW / Math.max(1, rect.w), availableH / Math.max(1, rect.h)))
  return {
    x: (viewport.w - rect.w * z) / 2 - rect.x * z,
    y: (viewport.h - rect.h * z) / 2 - rect.y * z,
    z,
  }
}
