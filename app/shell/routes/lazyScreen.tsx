import { type ComponentType, useEffect, useState } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../engine/rules/display'
import { withTimeout } from '../../../engine/timeout'
import { ScreenLoading } from '../frame/ScreenLoading'

const screenTimedOut = () => new Error(`A screen did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`)

/** A screen whose code loads on first use, or earlier through `preload`. */
export type LazyScreen<P> = ComponentType<P> & {
  /** Starts loading the code; resolves once it is there (rejects if it cannot load). */
  preload(): Promise<void>
}

/**
 * A screen loaded on first use (code splitting), showing the loading placeholder meanwhile. A chunk that
 * fails or has not arrived after 120 s (spec S0 §9) raises an error, which the render-error fallback
 * shows. It is not React.lazy: a suspended screen is revealed no sooner than 300 ms after its placeholder
 * (React throttles Suspense reveals), while this one shows as soon as its code is there, and at once when
 * it was preloaded.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const start = () => {
    loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, screenTimedOut).then(
      (module) => {
        loaded = module.default
        return module.default
      },
      (error: unknown) => {
        // A later use tries again (a preload that met a network hiccup must not doom the screen).
        loading = null
        throw error
      },
    )
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, when its module loads, like lazy()
  function Screen(props: P) {
    const [shown, setShown] = useState<{ screen: ComponentType<P> | null; error?: unknown }>(() => ({
      screen: loaded,
    }))
    useEffect(() => {
      if (shown.screen || shown.error !== undefined) return
      let mounted = true
      start().then(
        (screen) => mounted && setShown({ screen }),
        (error: unknown) => mounted && setShown({ screen: null, error }),
      )
      return () => {
        mounted = false
      }
    }, [shown])
    if (shown.error !== undefined) throw shown.error
    const Loaded = shown.screen
    return Loaded ? <Loaded {...props} /> : <ScreenLoading />
  }
  return Object.assign(Screen, { preload: () => start().then(() => undefined) })
}
