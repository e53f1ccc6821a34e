// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type ComponentType, lazy, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, test } from 'vitest'
import { firstScreenCode } from '../../../../app/shell/routes/firstScreen'
import { lazyScreen } from '../../../../app/shell/routes/lazyScreen'
import { routeTable } from '../../../../app/shell/routes/routeTable'

/** Renders synchronously, as the first render after start-up does: what shows before any await. */
function renderNow(content: React.ReactNode): HTMLElement {
  const container = document.createElement('div')
  flushSync(() => createRoot(container).render(content))
  return container
}

i18n.load('en-us', {})
i18n.activate('en-us')

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const screenOf = (path: string) => routeTable.find((route) => route.path === path)?.screen

describe('lazy screens', () => {
  test('a preloaded screen renders at once, without the placeholder React would keep 300 ms', async () => {
    const Screen = lazyScreen<{ name: string }>(async () => ({ default: ({ name }) => <p>hello {name}</p> }))
    await Screen.preload()
    const shown = renderNow(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="operator" />
      </Suspense>,
    )
    expect(shown.textContent).toBe('hello operator')
  })

  test('a screen shows as soon as its code arrives, where a Suspense reveal waits 300 ms', async () => {
    const arrivals: ((module: { default: ComponentType<object> }) => void)[] = []
    const later = () => new Promise<{ default: ComponentType<object> }>((resolve) => arrivals.push(resolve))
    const Screen = lazyScreen<object>(later)
    const Suspended = lazy(later)
    const ours = renderNow(
      <I18nProvider i18n={i18n}>
        <Screen />
      </I18nProvider>,
    )
    const reacts = renderNow(
      <Suspense fallback={<p>suspended</p>}>
        <Suspended />
      </Suspense>,
    )
    expect(ours.querySelector('[aria-busy="true"]')).not.toBeNull()
    await pause(20)
    for (const arrive of arrivals) arrive({ default: () => <p>ready</p> })
    await pause(100)
    expect(ours.textContent).toBe('ready')
    // The throttle this avoids (if React drops it, lazyScreen could be React.lazy again).
    expect(reacts.textContent).toBe('suspended')
  })

  test('a preload that failed is tried again when the screen renders', async () => {
    let attempts = 0
    const Screen = lazyScreen<object>(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('network hiccup')
      return { default: () => <p>second time</p> }
    })
    await expect(Screen.preload()).rejects.toThrow('network hiccup')
    await Screen.preload()
    expect(attempts).toBe(2)
    expect(renderNow(<Screen />).textContent).toBe('second time')
  })
})

describe('the first screen loaded before the first render', () => {
  test('a full-screen runtime page needs its screen and not the frame', () => {
    const code = firstScreenCode('#/runtime-fullscreen/runtime-fullscreen/Page_1', 'user')
    expect(code).toEqual([screenOf('/runtime-fullscreen/runtime-fullscreen/:pageId')])
  })

  test('a framed screen does not wait for the header tools of its frame', () => {
    const code = firstScreenCode('#/application-runtime/Page_1?from=menu', 'admin')
    expect(code).toEqual([screenOf('/application-runtime/:pageId')])
  })

  test('a guest on a protected address gets the login screen', () => {
    expect(firstScreenCode('#/design/hellow', 'guest')).toEqual([screenOf('/user/login')])
  })

  test('an address no route matches needs no lazily loaded code', () => {
    expect(firstScreenCode('#/nothing/here', 'user')).toEqual([])
  })
})
