/**
 * A still copy of the DOM widgets being dragged, moved as one composited layer. Moving hundreds of
 * widget elements one by one makes the browser repaint and re-layer the whole widget layer each frame;
 * moving one copy is a compositor transform. The originals are hidden meanwhile and the document is
 * written once when the drag ends.
 */
export class DomGhost {
  private readonly ghost: HTMLDivElement
  private readonly originals: HTMLElement[]

  constructor(container: HTMLElement, originals: HTMLElement[]) {
    const ghost = document.createElement('div')
    ghost.className = 'stage-drag-ghost'
    for (const original of originals) ghost.append(copyOf(original))
    container.append(ghost)
    for (const original of originals) original.classList.add('stage-widget--lifted')
    this.ghost = ghost
    this.originals = originals
  }

  /** Moves the copy by (dx, dy) page pixels (the container carries the zoom). */
  moveBy(dx: number, dy: number): void {
    this.ghost.style.transform = `translate(${dx}px, ${dy}px)`
  }

  remove(): void {
    this.ghost.remove()
    for (const original of this.originals) original.classList.remove('stage-widget--lifted')
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
