/**
 * Where the host puts a canvas shape. Shapes are built around their centre (fabric's default origin), so
 * a widget box `{x, y, w, h, rotation}` maps to left/top at the box centre and the angle about it:
 * rotation then turns the shape in place, as the inspector's rotation field promises.
 */
import type { FabricObject } from 'fabric'
import { NO_MOTION, type ShapeMotion } from './shapeEffects.ts'

/** A widget's box in page pixels; rotation in degrees, clockwise. */
export interface ShapeBox {
  x: number
  y: number
  w: number
  h: number
  rotation?: number
}

/**
 * Moves and turns `object` onto `box`, plus the shape's bound `motion` (shapeEffects.ts), and refreshes its
 * hit-test corners.
 */
export function placeShape(object: FabricObject, box: ShapeBox, motion: ShapeMotion = NO_MOTION): void {
  object.set({
    originX: 'center',
    originY: 'center',
    left: box.x + box.w / 2 + motion.dx,
    top: box.y + box.h / 2 + motion.dy,
    angle: (box.rotation ?? 0) + motion.turn,
  })
  object.setCoords()
}
