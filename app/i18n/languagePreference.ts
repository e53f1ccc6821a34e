import { storageKeys } from '../shell/storageKeys'
import { loadLocale } from './loadLocale'
import { defaultLocale, isLocale, type Locale } from './locales'

/** The language chosen earlier on this browser (local storage `language`, spec S1 §3), else the default. */
export function storedLocale(): Locale {
  const stored = localStorage.getItem(storageKeys.language)
  return isLocale(stored) ? stored : defaultLocale
}

/** Switches the interface to `locale` and remembers the choice for the next visit. */
export async function switchLanguage(locale: Locale): Promise<void> {
  await loadLocale(locale)
  localStorage.setItem(storageKeys.language, locale)
}
