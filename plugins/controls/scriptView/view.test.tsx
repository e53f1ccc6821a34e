// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { readFrameRequest } from './frameMessages.ts'
import { props } from './manifest.ts'
import View, { SCRIPT_FRAME_SRC, scriptValues } from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

/** Posts `data` to the page as the widget's frame would. */
async function fromFrame(frame: HTMLIFrameElement, data: unknown) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }))
  })
}

test('only the typed requests pass; anything else a frame posts is dropped', () => {
  expect(readFrameRequest({ type: 'gantry:set', prop: 'value1', value: 3 })).toEqual({
    type: 'gantry:set',
    prop: 'value1',
    value: 3,
  })
  expect(readFrameRequest({ type: 'gantry:openPage', pageId: 7 })).toBeNull()
  expect(readFrameRequest({ type: 'steal', ticket: 'x' })).toBeNull()
  expect(readFrameRequest('gantry:ready')).toBeNull()
  expect(readFrameRequest({ type: 'gantry:error', message: 'x'.repeat(900) })).toHaveProperty(
    'message.length',
    500,
  )
})

test('bound values reach the script live (null until they arrive), unbound ones as designed', () => {
  const p = { ...defaultProps(props), value2: 'designed' }
  const values = scriptValues(
    p,
    { value1: { value: 42, quality: 'good', time: 1 } },
    new Set(['value1', 'value3']),
  )
  expect(values).toEqual({ value1: 42, value2: 'designed', value3: null, value4: '' })
})

test('design mode shows the script, runs nothing', async () => {
  const view = await renderWidget(View, hostProps(defaultProps(props), { mode: 'design' }))
  expect(view.container.querySelector('iframe')).toBeNull()
  expect(view.container.textContent).toContain('gantry.root')
  await view.unmount()
})

test('runtime: a sandboxed frame without same-origin; its requests are typed and bounded', async () => {
  const write = vi.fn(async () => {})
  const emit = vi.fn()
  const view = await renderWidget(View, hostProps(defaultProps(props), { write, emit }))
  const frame = view.container.querySelector('iframe') as HTMLIFrameElement
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
  expect(frame.getAttribute('src')).toBe(SCRIPT_FRAME_SRC)

  await fromFrame(frame, { type: 'gantry:set', prop: 'value2', value: 5 })
  await fromFrame(frame, { type: 'gantry:set', prop: 'script', value: 'evil()' })
  expect(write).toHaveBeenCalledTimes(1)
  expect(write).toHaveBeenCalledWith('value2', 5)
  await fromFrame(frame, { type: 'gantry:openPage', pageId: 'Page_abc' })
  expect(emit).toHaveBeenCalledWith('openPage', { pageId: 'Page_abc' })

  // Another window's message is not the frame's.
  await act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'gantry:error', message: 'x' }, source: window }),
    )
  })
  expect(view.container.querySelector('[role="alert"]')).toBeNull()

  await fromFrame(frame, { type: 'gantry:error', message: 'boom is not defined' })
  expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
    'Widget script run errorboom is not defined',
  )
  await view.unmount()
})
