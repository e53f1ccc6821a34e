// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { props } from './manifest.ts'
import { nextSlide, pageSlideUrl, slideContent } from './slides.ts'
import View from './view.tsx'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const slides = [
  { image: PNG, pageId: '', caption: 'Boiler house' },
  { image: '', pageId: 'Page_abc', caption: 'Overview' },
  { image: PNG, pageId: '', caption: 'Tank farm' },
]

test('slides wrap; a page wins over an image', () => {
  expect(nextSlide(2, 3)).toBe(0)
  expect(nextSlide(0, 0)).toBe(0)
  expect(slideContent({ image: PNG, pageId: 'Page_1' })).toBe('page')
  expect(slideContent({ image: '', pageId: '' })).toBe('empty')
  expect(pageSlideUrl('Page_1')).toBe('#/runtime-fullscreen/runtime-fullscreen/Page_1')
})

test('cycles on the interval, holds while the pointer is over it, frames a page slide', async () => {
  vi.useFakeTimers()
  const view = await renderWidget(View, hostProps({ ...defaultProps(props), slides, intervalSeconds: 2 }))
  const root = view.container.firstElementChild as HTMLElement
  expect(root.dataset.slide).toBe('0')
  expect(view.container.textContent).toContain('Boiler house')
  await act(async () => vi.advanceTimersByTime(2000))
  expect(root.dataset.slide).toBe('1')
  expect(view.container.querySelector('iframe')?.getAttribute('src')).toBe(pageSlideUrl('Page_abc'))

  await act(async () => root.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
  expect(root.dataset.paused).toBe('true')
  await act(async () => vi.advanceTimersByTime(10_000))
  expect(root.dataset.slide).toBe('1')
  await act(async () => root.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })))
  await act(async () => vi.advanceTimersByTime(2000))
  expect(root.dataset.slide).toBe('2')
  await act(async () => vi.advanceTimersByTime(2000))
  expect(root.dataset.slide).toBe('0')
  await view.unmount()
})

test('design mode stays on the first slide', async () => {
  vi.useFakeTimers()
  const view = await renderWidget(View, hostProps({ ...defaultProps(props), slides }, { mode: 'design' }))
  await act(async () => vi.advanceTimersByTime(20_000))
  expect((view.container.firstElementChild as HTMLElement).dataset.slide).toBe('0')
  expect(view.container.querySelector('iframe')).toBeNull()
  await view.unmount()
})
