import { i18n } from '@lingui/core'

/**
 * Resolves once lingui's global `i18n` has an active language. Work that starts before the first render
 * (a runtime page prefetched from the entry chunk) may finish before the catalogue has loaded, and
 * lingui throws when asked to translate then.
 */
export function localeActive(): Promise<void> {
  if (i18n.locale) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return
      stop()
      resolve()
    })
  })
}
