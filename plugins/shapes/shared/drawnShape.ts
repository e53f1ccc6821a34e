/**
 * A fabric object that draws itself with the shape's painter, so the designer, the fabric runtime layer and
 * the paint layer of crowded pages show exactly the same drawing from one piece of code. Fabric gives the
 * object its box, centre origin, angle and hit area; `_render` moves to the box's top-left corner and
 * calls the painter there, as the paint host does.
 */
import { type FabricObject, FabricObject as FabricObjectClass } from 'fabric'
import { NO_BOUND, NO_LIVE } from '../../shared/liveProps.ts'
import type { CanvasShapeView, PaintInput, PaintView } from '../../shared/viewContract.ts'

/** A shape drawn by a painter; `input` is what the painter draws from (props, live values, size). */
export class DrawnShape<P = unknown> extends FabricObjectClass {
  static override type = 'DrawnShape'
  painter: PaintView<P>
  input: PaintInput<P>

  constructor(painter: PaintView<P>, input: PaintInput<P>) {
    // No fabric paint of its own (the painter draws fill and line), and no cache bitmap: fabric would not
    // know when the painter's input changed.
    super({ originX: 'center', originY: 'center', strokeWidth: 0, objectCaching: false })
    this.painter = painter
    this.input = input
    this.set({ width: input.width, height: input.height })
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    ctx.save()
    ctx.translate(-this.input.width / 2, -this.input.height / 2)
    try {
      this.painter.paint(ctx, this.input)
    } finally {
      ctx.restore()
    }
  }
}

/**
 * The canvas view of a shape whose painter draws it: `update` only stores the new input (cheap), and
 * `tick` is there when the painter animates (a data link's dashes), advancing `now`.
 */
export function drawnShapeView<P>(painter: PaintView<P>): CanvasShapeView<P> {
  const view: CanvasShapeView<P> = {
    create(props, size) {
      return new DrawnShape(painter, {
        props,
        live: NO_LIVE,
        bound: NO_BOUND,
        width: size.width,
        height: size.height,
        now: 0,
      })
    },
    update(object: FabricObject, props, size, live, bound = NO_BOUND) {
      if (!(object instanceof DrawnShape)) return
      const shape = object as DrawnShape<P>
      shape.input = { ...shape.input, props, live, bound, width: size.width, height: size.height }
      shape.set({ width: size.width, height: size.height })
      shape.setCoords()
    },
  }
  if (painter.animated) {
    view.tick = (object, now) => {
      if (!(object instanceof DrawnShape) || !object.visible) return false
      const shape = object as DrawnShape<P>
      shape.input = { ...shape.input, now }
      return painter.animated?.(shape.input) === true
    }
  }
  return view
}
