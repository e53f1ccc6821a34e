import { describe, expect, test } from 'vitest'
import { blockFrames, contentBounds } from '../../../../app/stage/geometry/pageGrid'
import { firstTab } from '../../../../app/stage/pageStore'
import { page, widget } from '../../engine/support/builders'

describe('contentBounds: the part of a page a pop-up fits', () => {
  test('holds every widget of every shown block, with the margin, in page pixels', () => {
    const doc = page({
      b1: [widget('a', { x: 40, y: 30, w: 100, h: 50 }), widget('b', { x: 300, y: 200, w: 60, h: 60 })],
      b2: [widget('c', { x: 10, y: 5, w: 20, h: 20 })],
    })
    const frames = blockFrames(doc, 'pc', firstTab(doc))
    const [first, second] = frames
    if (!first || !second) throw new Error('two blocks expected')
    const box = contentBounds(doc, frames, 10)
    const left = Math.min(first.rect.x + 40, second.rect.x + 10)
    const top = first.rect.y + 30
    const right = Math.max(first.rect.x + 360, second.rect.x + 30)
    const bottom = Math.max(first.rect.y + 260, second.rect.y + 25)
    expect(box).toEqual({ x: left - 10, y: top - 10, w: right - left + 20, h: bottom - top + 20 })
    // Far narrower than the page's design width, which a pop-up would otherwise fit.
    expect(box?.w).toBeLessThan(first.rect.w)
  })

  test('is null for a page without widgets', () => {
    const doc = page({ b1: [] })
    expect(contentBounds(doc, blockFrames(doc, 'pc', firstTab(doc)))).toBeNull()
  })
})
