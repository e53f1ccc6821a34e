import { i18n, type Messages } from '@lingui/core'
import { type Locale, localeTags } from './locales'

// One lazy chunk per language (the app's catalogue with the plugins'): an English-speaking operator never
// downloads the Chinese catalogue.
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-us': () => import('./catalogues/en-us'),
  'zh-cn': () => import('./catalogues/zh-cn'),
}

const loaded = new Set<Locale>()

/** Loads the catalogue of `locale` (once) and makes it the active language of lingui's global `i18n`. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogues[locale]()
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = localeTags[locale]
}
