// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { manifest, props } from './manifest.ts'
import View from './view.tsx'
import { isWebAddress, sandboxTokens } from './webAddress.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

test('http and https only; anything else is refused by the rule', () => {
  expect(isWebAddress('https://portal.plant.example/kpi')).toBe(true)
  expect(isWebAddress('http://10.0.0.5:8080/')).toBe(true)
  for (const bad of [
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'ftp://x',
    '//x',
    'portal',
  ])
    expect(isWebAddress(bad)).toBe(false)
  expect(propsForView(manifest, { url: 'javascript:alert(1)' })).toMatchObject({ url: '' })
})

test('the sandbox has no same-origin, forms or pop-ups unless allowed', () => {
  expect(sandboxTokens({ allowSameOrigin: false, allowForms: false, allowPopups: false })).toBe(
    'allow-scripts',
  )
  expect(sandboxTokens({ allowSameOrigin: true, allowForms: true, allowPopups: false })).toBe(
    'allow-scripts allow-same-origin allow-forms',
  )
})

test('runtime: a sandboxed frame; a bound javascript: address is refused; the frame’s timeout shows', async () => {
  const view = await renderWidget(
    View,
    hostProps({ ...defaultProps(props), url: 'https://portal.plant.example/' }),
  )
  const frame = view.container.querySelector('iframe') as HTMLIFrameElement
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
  expect(frame.getAttribute('src')).toBe('https://portal.plant.example/')
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data: 'timeout', source: frame.contentWindow }))
  })
  expect(view.container.textContent).toContain("The embedded page's session has ended.")

  await view.rerender(
    hostProps(defaultProps(props), {
      live: { url: { value: 'javascript:alert(document.cookie)', quality: 'good', time: 1 } },
      bound: new Set(['url']),
    }),
  )
  expect(view.container.querySelector('iframe')).toBeNull()
  expect(view.container.textContent).toContain('Use an http or https address')
  await view.unmount()
})
