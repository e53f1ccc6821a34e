import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Preview } from '@storybook/react-vite'
import { loadLocale } from '../app/i18n/loadLocale'
import { defaultLocale, isLocale, localeNames, locales } from '../app/i18n/locales'
import '../app/styles/base.css'
import '../app/styles/controls.css'

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: localeNames[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  // The catalogue loads before each render, so a story never shows untranslated ids.
  loaders: [
    async ({ globals }) => {
      await loadLocale(isLocale(globals.locale) ? globals.locale : defaultLocale)
      return {}
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <I18nProvider i18n={i18n} key={String(globals.locale)}>
        {/* Screens fill the viewport in the app (#root is 100% high); give stories the same frame. */}
        <div style={{ height: '100vh' }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
}

export default preview
