import { defineConfig } from '@lingui/cli'

// en-us is the product's default language (spec S0 §1); zh-cn is the second.
export default defineConfig({
  sourceLocale: 'en-us',
  locales: ['en-us', 'zh-cn'],
  fallbackLocales: { default: 'en-us' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app', '<rootDir>/plugins', '<rootDir>/engine', '<rootDir>/server'],
    },
  ],
  format: 'po',
})
