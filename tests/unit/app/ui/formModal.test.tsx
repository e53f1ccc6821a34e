// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { FormModal } from '../../../../app/ui/FormModal'

// The shell of ~16 edit dialogs: e2e tests select its buttons and forms by test id, and Enter in a field
// must save like the main button does.
i18n.load('en-us', {})
i18n.activate('en-us')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

// Async act: headlessui's Dialog settles its focus trap after the first render.
async function show(node: ReactNode) {
  await act(async () => root.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>))
}

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`)
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name)

describe('FormModal', () => {
  test('saves from the main button and from the form submit (Enter), and cancels', async () => {
    const onSubmit = vi.fn()
    const onClose = vi.fn()
    await show(
      <FormModal
        title="New thing"
        width={560}
        onClose={onClose}
        onSubmit={onSubmit}
        saving={false}
        saveTestId="x-save"
        formTestId="x-form"
      >
        <input aria-label="Name" />
      </FormModal>,
    )
    const form = byTestId('x-form') as HTMLFormElement
    expect(form.noValidate).toBe(true)
    expect(form.className).toBe('admin-form')
    act(() => (byTestId('x-save') as HTMLButtonElement).click())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    const submitEvent = new Event('submit', { bubbles: true, cancelable: true })
    act(() => {
      form.dispatchEvent(submitEvent)
    })
    expect(onSubmit).toHaveBeenCalledTimes(2)
    expect(submitEvent.defaultPrevented).toBe(true)
    expect(form.querySelector('button[type="submit"]')?.hasAttribute('hidden')).toBe(true)
    act(() => buttonNamed('Cancel')?.click())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('shows the failure only while it has a message, below the notices', async () => {
    const shell = (message: string) => (
      <FormModal
        title="Edit"
        width={560}
        onClose={() => {}}
        onSubmit={() => {}}
        saving={false}
        saveLabel="Publish"
        formClassName=""
        notices={<p data-testid="stale">stale</p>}
        failure={{ title: 'Not saved', message, testId: 'x-failure' }}
      >
        <input aria-label="Name" />
      </FormModal>
    )
    await show(shell(''))
    expect(byTestId('x-failure')).toBeNull()
    expect(buttonNamed('Publish')).toBeDefined()
    await show(shell('Name taken'))
    const failure = byTestId('x-failure')
    expect(failure?.textContent).toContain('Name taken')
    expect(failure?.getAttribute('role')).toBe('alert')
    expect(byTestId('stale')?.nextElementSibling).toBe(failure)
    expect(failure?.closest('form')?.hasAttribute('class')).toBe(false)
  })
})
