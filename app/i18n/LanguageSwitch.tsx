import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { switchLanguage } from './languagePreference'
import { defaultLocale, isLocale, type Locale, localeNames, locales, localeTags } from './locales'

/**
 * A compact menu that switches the interface language and remembers the choice. `tone` 'dark' suits the
 * shell's dark header.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { i18n, t } = useLingui()
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale
  return (
    <Listbox value={current} onChange={(locale: Locale) => void switchLanguage(locale)}>
      <ListboxButton
        className={tone === 'dark' ? 'language-switch language-switch--dark' : 'language-switch'}
        aria-label={t`Language`}
        data-testid="language-switch"
      >
        <GlobeIcon />
        <span lang={localeTags[current]}>{localeNames[current]}</span>
        <ChevronIcon />
      </ListboxButton>
      <ListboxOptions anchor={{ to: 'bottom end', gap: 4 }} className="language-switch__options">
        {locales.map((locale) => (
          <ListboxOption key={locale} value={locale} className="language-switch__option">
            <span lang={localeTags[locale]}>{localeNames[locale]}</span>
            <CheckIcon />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  )
}

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="12" cy="12" r="9" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        strokeWidth="1.8"
      />
    </svg>
  )
}

function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="m6 9 6 6 6-6" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function CheckIcon() {
  return (
    <svg className="language-switch__check" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  )
}
