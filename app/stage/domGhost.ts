import { intersects, type Rect } from './geometry/rect'

const LIFTED = 'stage-widget--lifted'
const AWAY = 'stage-widget--away'

/**
 * A still copy of the DOM widgets being dragged, moved as one composited layer. Moving hundreds of
 * widget elements one by one makes the browser repaint and re-layer the whole widget layer each frame;
 * moving one copy is a compositor transform. The originals are hidden meanwhile and the document is
 * written once when the drag ends.
 *
 * The browser still re-layers the widgets that overlap composited content (the shape canvas) each frame
 * the copy moves, including those mounted off screen (culling keeps a margin), so while the copy exists
 * the widgets off screen are hidden too: among 4,000 items that is most of each frame's work.
 */
export class DomGhost {
  private readonly ghost: HTMLDivElement
  private readonly originals: HTMLElement[]
  private away: HTMLElement[] = []

  /** `visible` is the page area on screen, in the container's (page) pixels. */
  constructor(
    private readonly container: HTMLElement,
    originals: HTMLElement[],
    visible: Rect,
  ) {
    const ghost = document.createElement('div')
    ghost.className = 'stage-drag-ghost'
    for (const original of originals) ghost.append(copyOf(original))
    container.append(ghost)
    for (const original of originals) original.classList.add(LIFTED)
    this.ghost = ghost
    this.originals = originals
    this.showOnly(visible)
  }

  /** Moves the copy by (dx, dy) page pixels (the container carries the zoom). */
  moveBy(dx: number, dy: number): void {
    this.ghost.style.transform = `translate(${dx}px, ${dy}px)`
  }

  /** Shows the widgets that meet `visible` (page pixels) and hides the rest, until `remove`. */
  showOnly(visible: Rect): void {
    for (const widget of this.away) widget.classList.remove(AWAY)
    this.away = []
    for (const child of this.container.children) {
      const widget = child as HTMLElement
      if (!widget.classList.contains('stage-widget') || intersects(reachOf(widget), visible)) continue
      widget.classList.add(AWAY)
      this.away.push(widget)
    }
  }

  remove(): void {
    this.ghost.remove()
    for (const original of this.originals) original.classList.remove(LIFTED)
    for (const widget of this.away) widget.classList.remove(AWAY)
    this.away = []
  }
}

/**
 * Where a widget element can draw, from its inline box: the square around its centre that holds the box
 * at any rotation.
 */
function reachOf(widget: HTMLElement): Rect {
  const { left, top, width, height } = widget.style
  const w = Number.parseFloat(width) || 0
  const h = Number.parseFloat(height) || 0
  const side = Math.hypot(w, h)
  return {
    x: (Number.parseFloat(left) || 0) + (w - side) / 2,
    y: (Number.parseFloat(top) || 0) + (h - side) / 2,
    w: side,
    h: side,
  }
}

/** A deep copy of an element, with what its canvases show (cloneNode copies a canvas blank). */
function copyOf(element: HTMLElement): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement
  const sources = element.querySelectorAll('canvas')
  if (sources.length > 0) {
    const targets = copy.querySelectorAll('canvas')
    sources.forEach((source, index) => {
      const target = targets[index]
      if (!target || source.width === 0 || source.height === 0) return
      target.width = source.width
      target.height = source.height
      target.getContext('2d')?.drawImage(source, 0, 0)
    })
  }
  return copy
}
