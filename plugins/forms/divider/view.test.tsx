// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { manifest, props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

test('a bare separator, or one with a caption on the left', async () => {
  const view = await renderWidget(View, hostProps(defaultProps(props)))
  const line = view.container.querySelector('[role="separator"]')
  expect(line?.className).toContain('gx-divider--bare')
  await view.rerender(hostProps({ ...defaultProps(props), text: 'Readings', textPosition: 'left' as const }))
  expect(view.container.querySelector('[role="separator"]')?.getAttribute('aria-label')).toBe('Readings')
  expect(view.container.querySelector('.gx-divider--left')?.textContent).toBe('Readings')
  await view.unmount()
})

test('the caption keeps the 50-character limit', () => {
  expect(propsForView(manifest, { text: 'x'.repeat(51) }).text).toBe('')
})
