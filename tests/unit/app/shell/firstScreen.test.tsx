// @vitest-environment jsdom
import { Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, test } from 'vitest'
import { ShellFrame } from '../../../../app/shell/frame/lazyShellFrame'
import { firstScreenCode } from '../../../../app/shell/routes/firstScreen'
import { lazyScreen } from '../../../../app/shell/routes/lazyScreen'
import { routeTable } from '../../../../app/shell/routes/routeTable'

/** Renders synchronously, as the first render after start-up does: what shows before any await. */
function renderNow(content: React.ReactNode): HTMLElement {
  const container = document.createElement('div')
  flushSync(() => createRoot(container).render(content))
  return container
}

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

  test('a screen not loaded yet shows the placeholder first', () => {
    const Screen = lazyScreen<object>(() => new Promise(() => {}))
    const shown = renderNow(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    )
    expect(shown.textContent).toBe('loading')
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

  test('a framed screen needs the frame too', () => {
    const code = firstScreenCode('#/application-runtime/Page_1?from=menu', 'admin')
    expect(code).toEqual([screenOf('/application-runtime/:pageId'), ShellFrame])
  })

  test('a guest on a protected address gets the login screen', () => {
    expect(firstScreenCode('#/design/hellow', 'guest')).toEqual([screenOf('/user/login')])
  })

  test('an address no route matches needs only what the area needs', () => {
    expect(firstScreenCode('#/nothing/here', 'user')).toEqual([ShellFrame])
  })
})
