// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, test } from 'vitest'
import { type DesignerHost, DesignerProvider } from '../../../app/designer/DesignerContext'
import { PropFieldControl } from '../../../app/designer/inspector/fields/PropFieldControl'
import { formatMessage } from '../../../engine/messages.ts'
import { coerceFieldValue } from '../../../engine/plugins/propsValidation.ts'
import { FONT_SIZE_LIST } from '../../../engine/rules/numbers.ts'
import { manifest as label } from '../../../plugins/forms/label/manifest.ts'
import { manifest as image } from '../../../plugins/shapes/image/manifest.ts'
import { manifest as text } from '../../../plugins/shapes/text/manifest.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
i18n.load('en-us', {})
i18n.activate('en-us')

const fontSizes = [text, image, label].map((m) => [m.id, m.props.fontSize] as const)

test.each(fontSizes)(
  '%s: font size free entry takes 1 to 409 (spec S1 §5), with the spec message',
  (_, field) => {
    for (const ok of ['1', '8', '10.5', '72', '100', '409'])
      expect(coerceFieldValue(field, ok).ok, ok).toBe(true)
    for (const bad of ['0', '0.5', '410', '499']) {
      const result = coerceFieldValue(field, bad)
      expect(result.ok, bad).toBe(false)
      if (!result.ok) expect(formatMessage(result.error)).toBe('Enter a font size from 1 to 409')
    }
    expect(field.suggestions).toEqual(FONT_SIZE_LIST)
  },
)

test("the inspector offers the font-size list 8 to 72 and refuses 410 with the spec's message", async () => {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  const changes: unknown[] = []
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <DesignerProvider value={{ pages: [] } as unknown as DesignerHost}>
          <PropFieldControl field={text.props.fontSize} value={14} onChange={(v) => changes.push(v)} />
        </DesignerProvider>
      </I18nProvider>,
    ),
  )
  const input = host.querySelector('input') as HTMLInputElement
  const list = document.getElementById(input.getAttribute('list') ?? '')
  const offered = [...(list?.querySelectorAll('option') ?? [])].map((o) => Number(o.getAttribute('value')))
  expect(offered[0]).toBe(8)
  expect(offered.at(-1)).toBe(72)
  expect(offered).toEqual(FONT_SIZE_LIST)

  // The inspector commits as one types; leaving the box reverts a refused value.
  const type = async (value: string) => {
    await act(async () => {
      input.focus()
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, value)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  await type('410')
  expect(host.textContent).toContain('Enter a font size from 1 to 409')
  expect(changes).toEqual([])
  await type('120')
  expect(changes).toEqual([120])
  expect(host.textContent).not.toContain('Enter a font size')
  await act(async () => root.unmount())
})
