/** The interface languages (spec S0 §9: default en-us; languages zh-cn, en-us). */
export const LANGUAGES = ['en-us', 'zh-cn'] as const

/** One of the interface languages. */
export type Language = (typeof LANGUAGES)[number]

/** The default language of the spec. */
export const DEFAULT_LANGUAGE: Language = 'en-us'

/**
 * The interface language a tag names ('zh-CN', 'zh', 'en-US,en;q=0.9': the first tag counts, as the app
 * sends exactly one), or the default for anything else.
 */
export function languageOf(tag: string | undefined): Language {
  const first = (tag ?? '').split(',', 1)[0]?.split(';', 1)[0]?.trim().toLowerCase() ?? ''
  if (first === 'zh' || first.startsWith('zh-')) return 'zh-cn'
  return DEFAULT_LANGUAGE
}
