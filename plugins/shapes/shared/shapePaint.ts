/**
 * Painting the simple shapes on the runtime's shared canvas (`PaintView`) exactly as their fabric views
 * draw them: the same fitted line width, inset path, fill then line, opacity and visibility, read through
 * the same helpers, so a crowded page looks the same painted as with fabric objects.
 */
import { mergeLive } from '../../shared/liveProps.ts'
import type { LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import type { ShapeStyle } from './shapeFields.ts'
import { colourOf, fittedStrokeWidth, flagOf, opacityOf } from './shapeStyle.ts'

/** The resolved look of a shape, or null when it draws nothing (hidden, or fully transparent). */
export interface ShapeLook {
  fill: string | null
  stroke: string | null
  strokeWidth: number
  opacity: number
}

/** The shape's look with its live values, as the fabric views compute it. */
export function shapeLook(props: ShapeStyle, live: LiveProps, size: WidgetSize): ShapeLook | null {
  const shown = mergeLive(props, live)
  if (!flagOf(shown.visible)) return null
  const opacity = opacityOf(props.opacity)
  if (opacity === 0) return null
  const stroke = colourOf(shown.stroke)
  return {
    fill: colourOf(shown.fill),
    stroke,
    strokeWidth: fittedStrokeWidth(props.strokeWidth, size, stroke !== null),
    opacity,
  }
}

/** Fills and then strokes the current path with the look (fabric's default paint order). */
export function fillAndStroke(ctx: CanvasRenderingContext2D, look: ShapeLook): void {
  ctx.globalAlpha = look.opacity
  if (look.fill) {
    ctx.fillStyle = look.fill
    ctx.fill()
  }
  if (look.stroke && look.strokeWidth > 0) {
    ctx.strokeStyle = look.stroke
    ctx.lineWidth = look.strokeWidth
    ctx.stroke()
  }
}
