/**
 * Rendering DOM widget views in jsdom, as a host would: inside lingui's provider (English source texts),
 * with the host props of the view contract. Only for `// @vitest-environment jsdom` test files.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { NO_BOUND, NO_LIVE } from '../../../../plugins/shared/liveProps.ts'
import { noServices } from '../../../../plugins/shared/noServices.ts'
import type { DomWidgetProps } from '../../../../plugins/shared/viewContract.ts'

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// jsdom lacks CSS.escape and ResizeObserver, which headless UI uses.
if (!globalThis.CSS) globalThis.CSS = {} as typeof CSS
globalThis.CSS.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`)
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

i18n.load('en-us', {})
i18n.activate('en-us')

/** Host props with defaults: design-free runtime, no live values, no services, recorded emits and writes. */
export function hostProps<P>(props: P, overrides: Partial<DomWidgetProps<P>> = {}): DomWidgetProps<P> {
  return {
    props,
    width: 300,
    height: 200,
    mode: 'runtime',
    live: NO_LIVE,
    bound: NO_BOUND,
    emit: () => {},
    write: async () => {},
    history: async () => [],
    services: noServices,
    ...overrides,
  }
}

/** A mounted view: its container, a re-render with new host props, and unmount. */
export interface Mounted<P> {
  container: HTMLElement
  rerender(next: DomWidgetProps<P>): Promise<void>
  unmount(): Promise<void>
}

/** Renders `View` with `host` props into a fresh container attached to the document. */
export async function renderWidget<P>(
  View: ComponentType<DomWidgetProps<P>>,
  host: DomWidgetProps<P>,
): Promise<Mounted<P>> {
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  const draw = (props: DomWidgetProps<P>) =>
    act(async () => {
      root.render(
        <I18nProvider i18n={i18n}>
          <View {...props} />
        </I18nProvider>,
      )
    })
  await draw(host)
  return {
    container,
    rerender: draw,
    async unmount() {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

/** Lets pending promises and effects run. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** Types into an input the way React notices (the native value setter, then an input event). */
export async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Presses a key on an element. */
export async function press(element: Element, key: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })
}

/** Clicks an element. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('Nothing to click')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

/** The first button whose text includes `text`, anywhere in the document (dialogs render in portals). */
export function buttonWithText(text: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll('button')].find((button) => button.textContent?.includes(text))
}
