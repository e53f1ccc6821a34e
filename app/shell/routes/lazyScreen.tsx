import { type ComponentType, lazy } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../engine/rules/display'

/**
 * A screen loaded on first use (code splitting). A chunk that fails or has not arrived after 120 s
 * (spec S0 §9) raises an error, which the render-error fallback shows.
 */
export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`A screen did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
          CHUNK_LOAD_TIMEOUT_MS,
        )
        load().then(
          (module) => {
            clearTimeout(timer)
            resolve(module)
          },
          (error: unknown) => {
            clearTimeout(timer)
            reject(error)
          },
        )
      }),
  ) as unknown as ComponentType<P>
}
