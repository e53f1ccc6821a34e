/**
 * Painters of outline shapes (an oval, a polygon, a star, a custom path): the shape traces its outline in
 * the box inset by half the line width, then it is filled and stroked with the shapes' common look. Free of
 * fabric: the same painter draws the fabric object (drawnShape.ts) and the crowded page's paint layer.
 */
import type { PaintView } from '../../shared/viewContract.ts'
import type { ShapeStyle } from './shapeFields.ts'
import { fillAndStroke, shapeLook } from './shapePaint.ts'

/** The inset box the outline is traced in (page pixels, relative to the widget's top-left corner). */
export interface InsetBox {
  x: number
  y: number
  w: number
  h: number
}

/** What an outline is: closed and filled (a polygon), or open and only stroked (an arc, a polyline). */
export interface OutlineOptions<P> {
  closed?: (props: P) => boolean
}

/** A box of `width` × `height` inset by half of `strokeWidth` on every side. */
export function insetBox(width: number, height: number, strokeWidth: number): InsetBox {
  return {
    x: strokeWidth / 2,
    y: strokeWidth / 2,
    w: Math.max(0, width - strokeWidth),
    h: Math.max(0, height - strokeWidth),
  }
}

/** Traces `points` (unit coordinates of the box) as one polygon path in `box`. */
export function tracePoints(
  ctx: CanvasRenderingContext2D,
  points: readonly (readonly [number, number])[],
  box: InsetBox,
  closed = true,
): void {
  points.forEach(([x, y], i) => {
    const px = box.x + x * box.w
    const py = box.y + y * box.h
    if (i === 0) ctx.moveTo(px, py)
    else ctx.lineTo(px, py)
  })
  if (closed) ctx.closePath()
}

/**
 * A painter that traces the outline with `trace` and paints it with the shape's look (fill, line, opacity,
 * visibility; blink arrives as a live fill from the host). Round joins keep sharp corners inside the box.
 */
export function outlinePainter<P extends ShapeStyle>(
  trace: (ctx: CanvasRenderingContext2D, props: P, box: InsetBox) => void,
  options: OutlineOptions<P> = {},
): PaintView<P> {
  return {
    paint(ctx, { props, live, width, height }) {
      const look = shapeLook(props, live, { width, height })
      if (!look) return
      const closed = options.closed?.(props) ?? true
      ctx.beginPath()
      trace(ctx, props, insetBox(width, height, look.strokeWidth))
      ctx.lineJoin = 'round'
      ctx.lineCap = 'round'
      fillAndStroke(ctx, closed ? look : { ...look, fill: null })
    },
  }
}
