/**
 * The cylinder and dome shading of pipes and equipment for painters, without fabric: the part is filled
 * with its colour, then a gradient of translucent black and white lies over it. It reads as the fabric
 * views' shaded gradients (shade() of colourShade.ts) for any colour, named ones included.
 */

/** Fills the current path with `colour` and a cylinder's light across it (`vertical`: light runs left → right). */
export function fillCylinder(
  ctx: CanvasRenderingContext2D,
  colour: string,
  box: { x: number; y: number; w: number; h: number },
  vertical: boolean,
): void {
  ctx.fillStyle = colour
  ctx.fill()
  const gradient = vertical
    ? ctx.createLinearGradient(box.x, 0, box.x + box.w, 0)
    : ctx.createLinearGradient(0, box.y, 0, box.y + box.h)
  gradient.addColorStop(0, 'rgba(0,0,0,0.35)')
  gradient.addColorStop(0.3, 'rgba(255,255,255,0.45)')
  gradient.addColorStop(0.55, 'rgba(255,255,255,0)')
  gradient.addColorStop(1, 'rgba(0,0,0,0.45)')
  ctx.fillStyle = gradient
  ctx.fill()
}

/** Fills the current path with `colour` and a dome's light (a circle's casing). */
export function fillDome(
  ctx: CanvasRenderingContext2D,
  colour: string,
  cx: number,
  cy: number,
  r: number,
): void {
  ctx.fillStyle = colour
  ctx.fill()
  const gradient = ctx.createRadialGradient(cx - r * 0.24, cy - r * 0.32, 0, cx, cy, r * 1.12)
  gradient.addColorStop(0, 'rgba(255,255,255,0.45)')
  gradient.addColorStop(0.55, 'rgba(255,255,255,0)')
  gradient.addColorStop(1, 'rgba(0,0,0,0.3)')
  ctx.fillStyle = gradient
  ctx.fill()
}

/** A darker tone of a colour for outlines: the colour under translucent black, as a canvas can stroke it. */
export const DARK_EDGE = 'rgba(0,0,0,0.55)'
