import { type ComponentType, lazy, useState } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../engine/rules/display'

/** A screen whose code loads on first use, or earlier through `preload`. */
export type LazyScreen<P> = ComponentType<P> & {
  /** Starts loading the code; resolves once it is there (rejects if it cannot load). */
  preload(): Promise<void>
}

/**
 * A screen loaded on first use (code splitting). A chunk that fails or has not arrived after 120 s
 * (spec S0 §9) raises an error, which the render-error fallback shows. A screen whose code was
 * preloaded renders at once: no Suspense fallback, which React would keep for at least 300 ms.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const start = () => {
    loading ??= withTimeout(load()).then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // A later use tries again (a preload that met a network hiccup must not doom the screen).
        loading = null
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(start)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, when its module loads, like lazy()
  function Screen(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Ready] = useState(() => loaded)
    return Ready ? <Ready {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Screen, { preload: () => start().then(() => undefined) })
}

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`A screen did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
      CHUNK_LOAD_TIMEOUT_MS,
    )
    loading.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
