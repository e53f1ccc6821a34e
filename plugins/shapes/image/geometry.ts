/** Where the image's picture goes in its box (no fabric, no DOM). */

/** The rectangle the picture is drawn in for a fit mode (it may overflow the box for 'cover'; the host clips). */
export function fittedRect(
  fit: 'contain' | 'cover' | 'stretch',
  box: { w: number; h: number },
  image: { w: number; h: number },
): { x: number; y: number; w: number; h: number } {
  if (fit === 'stretch' || image.w <= 0 || image.h <= 0) return { x: 0, y: 0, w: box.w, h: box.h }
  const scale =
    fit === 'cover' ? Math.max(box.w / image.w, box.h / image.h) : Math.min(box.w / image.w, box.h / image.h)
  const w = image.w * scale
  const h = image.h * scale
  return { x: (box.w - w) / 2, y: (box.h - h) / 2, w, h }
}
