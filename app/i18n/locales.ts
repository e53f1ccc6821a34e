/** The interface languages (spec S0 §9: zh-cn and en-us; default en-us). */
export const locales = ['en-us', 'zh-cn'] as const

/** One of the interface languages. */
export type Locale = (typeof locales)[number]

/** The language used when none has been chosen: English (spec S0 §1). */
export const defaultLocale: Locale = 'en-us'

/**
 * Each language's name in that language. Endonyms are deliberately not translated: a reader looks for
 * their own language's name in its own script, whatever language the interface currently shows.
 */
export const localeNames: Record<Locale, string> = {
  'en-us': 'English',
  'zh-cn': '简体中文',
}

/** BCP 47 tags for the `lang` attribute and `Intl` formatting. */
export const localeTags: Record<Locale, string> = {
  'en-us': 'en-US',
  'zh-cn': 'zh-CN',
}

/** Tells whether `value` names one of the interface languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
