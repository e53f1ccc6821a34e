/**
 * A placed symbol's parts that no parameter moves, painted once per symbol and size and stamped on each
 * copy (issue 23). A crowded page holds a thousand copies of a few symbols, and a value change repaints the
 * whole box of its faceplate: painting 25 vector parts for each was most of the runtime's work, when only
 * the two or three parts with slots can differ between copies. Parts are kept in their drawing order: each
 * run of fixed parts between two live ones becomes one bitmap, so what covers what is unchanged.
 *
 * A bitmap is drawn at the canvas's device pixels (camera zoom and pixel ratio included), so it is as crisp
 * as the vector parts; a turned or sheared canvas, or a huge zoom, paints the parts as vectors.
 */

/** A drawing's parts cut into layers: fixed runs (stamped) and live parts (painted per copy). */
export type Layer<P> = { kind: 'fixed'; parts: P[] } | { kind: 'live'; part: P }

/** Cuts `parts` (in drawing order) into runs of fixed parts and single live parts. */
export function layersOf<P>(parts: readonly P[], isLive: (part: P) => boolean): Layer<P>[] {
  const layers: Layer<P>[] = []
  for (const part of parts) {
    const last = layers[layers.length - 1]
    if (isLive(part)) layers.push({ kind: 'live', part })
    else if (last?.kind === 'fixed') last.parts.push(part)
    else layers.push({ kind: 'fixed', parts: [part] })
  }
  return layers
}

// Above this many device pixels a side, a layer is painted as vectors (a zoomed-in symbol): a bitmap that
// large costs memory for a symbol that is rarely on screen a thousand times.
const MAX_SIDE = 1024
// Sizes kept per drawing: a zoom or a resize makes new ones; older ones go.
const MAX_SIZES = 4

/** The stamps of one drawing, per device size. */
export class StampCache<P> {
  private readonly sizes = new Map<string, (HTMLCanvasElement | null)[]>()

  constructor(private readonly layers: readonly Layer<P>[]) {}

  /**
   * The bitmaps of the fixed layers (null in the place of a live layer) for a box of `width` × `height`
   * widget pixels at `scale` device pixels each, painting them with `paint` (which gets a context whose
   * transform maps widget pixels to the bitmap's pixels). Null when the box is too large to stamp.
   */
  stamps(
    width: number,
    height: number,
    scale: number,
    paint: (ctx: CanvasRenderingContext2D, parts: readonly P[]) => void,
  ): (HTMLCanvasElement | null)[] | null {
    const w = Math.ceil(width * scale)
    const h = Math.ceil(height * scale)
    if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE || typeof document === 'undefined') return null
    const key = `${width}x${height}@${scale}`
    let made = this.sizes.get(key)
    if (!made) {
      made = this.layers.map((layer) => {
        if (layer.kind === 'live') return null
        const canvas = document.createElement('canvas')
        canvas.width = w
        canvas.height = h
        const ctx = canvas.getContext('2d')
        if (!ctx) return null
        ctx.setTransform(scale, 0, 0, scale, 0, 0)
        paint(ctx, layer.parts)
        return canvas
      })
      if (this.sizes.size >= MAX_SIZES) this.sizes.clear()
      this.sizes.set(key, made)
    }
    return made
  }
}

/**
 * The device scale and corner of `ctx`'s transform when it only scales uniformly and moves (what stamps
 * need), else null. The corner is rounded to whole device pixels and set in place, so a stamp lands on the
 * pixel grid it was drawn on and the live parts painted after it line up with it (the copy shifts by under
 * half a device pixel).
 */
export function snapToPixels(ctx: CanvasRenderingContext2D): { scale: number; x: number; y: number } | null {
  const m = ctx.getTransform()
  if (m.b !== 0 || m.c !== 0 || m.a <= 0 || Math.abs(m.a - m.d) > 1e-9) return null
  const at = { scale: m.a, x: Math.round(m.e), y: Math.round(m.f) }
  ctx.setTransform(at.scale, 0, 0, at.scale, at.x, at.y)
  return at
}
