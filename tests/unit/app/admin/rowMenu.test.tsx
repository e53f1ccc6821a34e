// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { RowMenu } from '../../../../app/screens/admin/common/RowMenu'

// Issue 20, performance: each row of a list mounted a headlessui Menu before the rows showed. A row's
// menu is now a plain button until it is first opened; opening it must still work as the menu did.
i18n.load('en-us', {})
i18n.activate('en-us')
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// jsdom lacks ResizeObserver, which headlessui's anchored menus use.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

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

function render(onClone: () => void, onDelete: () => void) {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <RowMenu
          label="More actions for Valve_1"
          items={[
            { key: 'clone', label: 'Clone…', onSelect: onClone },
            { key: 'delete', label: 'Delete', tone: 'danger', onSelect: onDelete },
          ]}
        />
      </I18nProvider>,
    ),
  )
}

const button = () => document.querySelector<HTMLButtonElement>('[aria-label="More actions for Valve_1"]')
const menuItems = () => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]

/** A click as a mouse makes it (detail 1) or as Enter/Space on a button does (detail 0). */
async function activate(detail: number) {
  await act(async () => {
    button()?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }))
  })
  // headlessui positions and shows its items over a few frames.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

describe('RowMenu', () => {
  test('before it is opened: a plain button with the same name, no menu mounted', () => {
    render(vi.fn(), vi.fn())
    const plain = button()
    expect(plain?.tagName).toBe('BUTTON')
    expect(plain?.getAttribute('aria-haspopup')).toBe('menu')
    expect(plain?.getAttribute('aria-expanded')).toBe('false')
    expect(plain?.id).toBe('')
    expect(menuItems()).toEqual([])
  })

  test('a click opens the menu at once, and an item runs its action', async () => {
    const onClone = vi.fn()
    const onDelete = vi.fn()
    render(onClone, onDelete)
    await activate(1)
    expect(button()?.getAttribute('aria-expanded')).toBe('true')
    expect(button()?.id).toMatch(/^headlessui-menu-button/)
    expect(menuItems().map((item) => item.textContent)).toEqual(['Clone…', 'Delete'])
    // Opened by a pointer: no item is active yet.
    expect(menuItems().some((item) => item.hasAttribute('data-focus'))).toBe(false)
    await act(async () => menuItems()[1]?.click())
    expect(onDelete).toHaveBeenCalledOnce()
    expect(onClone).not.toHaveBeenCalled()
  })

  test('from the keyboard it opens with the first item active, and Escape gives the focus back', async () => {
    render(vi.fn(), vi.fn())
    await activate(0)
    expect(menuItems()[0]?.hasAttribute('data-focus')).toBe(true)
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(menuItems()).toEqual([])
    expect(document.activeElement).toBe(button())
  })
})
