// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { offscreenBacked } from '../../../plugins/shared/offscreenBacked.ts'

test('a canvas drawn through an OffscreenCanvas takes its size and 2D context from it', () => {
  const context = { fillRect: vi.fn() }
  const offscreen = { width: 300, height: 150, getContext: vi.fn(() => context) }
  const element = document.createElement('canvas')
  const transfer = vi.fn(() => offscreen)
  Object.defineProperty(element, 'transferControlToOffscreen', { value: transfer })

  expect(offscreenBacked(element)).toBe(element)
  // Mounted again (React's strict mode): the control of a canvas is transferred once.
  expect(offscreenBacked(element)).toBe(element)
  expect(transfer).toHaveBeenCalledTimes(1)
  // G sizes the canvas for the device pixel ratio through the element.
  element.width = 900
  element.height = 500
  expect([offscreen.width, offscreen.height]).toEqual([900, 500])
  expect([element.width, element.height]).toEqual([900, 500])
  expect(element.getContext('2d', { alpha: true })).toBe(context)
  expect(offscreen.getContext).toHaveBeenCalledWith('2d', { alpha: true })
  // Still the page's element: G listens to its pointer events, G2 places the tooltip in its parent.
  document.body.appendChild(element)
  expect(element.parentElement).toBe(document.body)
})

test('a browser without OffscreenCanvas keeps drawing on the element itself', () => {
  const element = document.createElement('canvas')
  expect('transferControlToOffscreen' in element).toBe(false)
  expect(offscreenBacked(element)).toBe(element)
  element.width = 640
  expect(element.width).toBe(640)
  expect(Object.getOwnPropertyDescriptor(element, 'width')).toBeUndefined()
})
