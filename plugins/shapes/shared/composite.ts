/**
 * Shapes made of several fabric objects (a pipe, a pump, a text box). They are fabric Groups with a fixed
 * layout: the group keeps the widget's size instead of fitting its children, and children are positioned
 * in the group's own coordinates (origin at its centre), so `update` can move and recolour parts in place
 * without re-creating the group or triggering fabric's layout.
 */
import { type FabricObject, FixedLayout, Group, LayoutManager, Rect } from 'fabric'
import type { WidgetSize } from '../../shared/viewContract.ts'

/**
 * A group of `size` holding `parts`; the first child is an invisible box of exactly that size, which pins
 * the group's centre and gives hit-testing the whole widget area. Parts must be placed around (0, 0).
 */
export function createComposite(parts: FabricObject[], size: WidgetSize): Group {
  const box = new Rect({
    left: 0,
    top: 0,
    width: size.width,
    height: size.height,
    fill: 'rgba(0,0,0,0)',
    strokeWidth: 0,
    originX: 'center',
    originY: 'center',
  })
  return new Group([box, ...parts], {
    width: size.width,
    height: size.height,
    layoutManager: new LayoutManager(new FixedLayout()),
    subTargetCheck: false,
    interactive: false,
  })
}

/** Resizes a composite's own box and its hit area; callers then re-place the parts. */
export function resizeComposite(group: Group, size: WidgetSize): void {
  const [box] = group.getObjects()
  box?.set({ width: size.width, height: size.height })
  group.set({ width: size.width, height: size.height })
  group.setCoords()
}

/** The parts of a composite (children after the invisible box), in creation order. */
export function partsOf(group: FabricObject): FabricObject[] {
  return group instanceof Group ? group.getObjects().slice(1) : []
}
