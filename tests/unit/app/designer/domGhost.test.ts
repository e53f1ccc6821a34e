// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { DomGhost } from '../../../../app/stage/domGhost'

/** A widget layer with one 40×20 widget every 100 page pixels along x (w0 at 0, w1 at 100, …). */
function layer(count: number, rotation = 0): HTMLElement {
  const container = document.createElement('div')
  for (let i = 0; i < count; i++) {
    const widget = document.createElement('div')
    widget.className = 'stage-widget'
    widget.dataset.widget = `w${i}`
    Object.assign(widget.style, { left: `${i * 100}px`, top: '0px', width: '40px', height: '20px' })
    if (rotation) widget.style.transform = `rotate(${rotation}deg)`
    widget.textContent = `T${i}`
    container.append(widget)
  }
  return container
}

const hidden = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(':scope > .stage-widget')]
    .filter((widget) => widget.classList.length > 1)
    .map((widget) => `${widget.dataset.widget} ${widget.className.replace('stage-widget ', '')}`)

describe('drag ghost', () => {
  test('lifts the dragged widgets and hides the ones off screen until it is removed', () => {
    const container = layer(6)
    const dragged = [container.children[1] as HTMLElement]
    const ghost = new DomGhost(container, dragged, { x: 0, y: 0, w: 250, h: 100 })
    expect(container.querySelector('.stage-drag-ghost')?.textContent).toBe('T1')
    expect(hidden(container)).toEqual([
      'w1 stage-widget--lifted',
      'w3 stage-widget--away',
      'w4 stage-widget--away',
      'w5 stage-widget--away',
    ])

    // Panned while dragging: what comes on screen shows, what leaves it hides.
    ghost.showOnly({ x: 280, y: 0, w: 150, h: 100 })
    expect(hidden(container)).toEqual([
      'w0 stage-widget--away',
      'w1 stage-widget--lifted stage-widget--away',
      'w2 stage-widget--away',
      'w5 stage-widget--away',
    ])

    ghost.remove()
    expect(hidden(container)).toEqual([])
    expect(container.querySelector('.stage-drag-ghost')).toBeNull()
  })

  test('a widget whose box is just off screen stays shown if its rotation can bring it on screen', () => {
    const container = layer(2, 45)
    // w1's box starts at x 100: its corners turned 45° reach back to about x 98.
    new DomGhost(container, [], { x: 0, y: 0, w: 99, h: 100 })
    expect(hidden(container)).toEqual([])
    new DomGhost(container, [], { x: 0, y: 0, w: 90, h: 100 })
    expect(hidden(container)).toEqual(['w1 stage-widget--away'])
  })
})
