import type { Rect } from './geometry/rect'

/**
 * A bitmap of the shapes being dragged, shown above the shape canvas and moved with a CSS transform. A
 * drag of hundreds of shapes then costs the browser one compositor transform a frame: neither the shape
 * canvas nor the document changes until the drag ends.
 */
export class DragSprite {
  private readonly element: HTMLCanvasElement
  private readonly origin: Rect

  /** `area` is the sprite's place on screen (stage pixels); `paint` draws into its 2D context. */
  constructor(
    container: HTMLElement,
    area: Rect,
    ratio: number,
    paint: (ctx: CanvasRenderingContext2D) => void,
  ) {
    this.origin = area
    const element = document.createElement('canvas')
    element.className = 'stage-drag-sprite'
    element.width = Math.max(1, Math.ceil(area.w * ratio))
    element.height = Math.max(1, Math.ceil(area.h * ratio))
    element.style.left = `${area.x}px`
    element.style.top = `${area.y}px`
    element.style.width = `${area.w}px`
    element.style.height = `${area.h}px`
    const ctx = element.getContext('2d')
    if (ctx) paint(ctx)
    container.append(element)
    this.element = element
  }

  /** Where the sprite was drawn, in stage pixels. */
  get area(): Rect {
    return this.origin
  }

  /** Shows the sprite moved by (dx, dy) screen pixels from where it was drawn. */
  moveBy(dx: number, dy: number): void {
    this.element.style.transform = `translate(${dx}px, ${dy}px)`
  }

  remove(): void {
    this.element.remove()
  }
}
