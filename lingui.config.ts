import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { pluginFolders as foldersIn } from './tests/tools/pluginFolders.ts'

// Each plugin folder (plugins/<family>/<name>/ with an index.ts) keeps its own catalogues in
// `locales/<locale>.po`, so adding a plugin edits no shared catalogue; the app merges them
// (app/i18n/catalogues). Found on disk, like the plugins themselves.
const pluginFolders = foldersIn(import.meta.dirname)

// Stories and tests are not product text.
const notProduct = ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx']

// en-us is the product's default language (spec S0 §1); zh-cn is the second.
export default defineConfig({
  sourceLocale: 'en-us',
  locales: ['en-us', 'zh-cn'],
  fallbackLocales: { default: 'en-us' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app', '<rootDir>/plugins', '<rootDir>/engine', '<rootDir>/server'],
      exclude: [...pluginFolders.map((folder) => `<rootDir>/${folder}/**`), ...notProduct],
    },
    ...pluginFolders.map((folder) => ({
      path: `<rootDir>/${folder}/locales/{locale}`,
      include: [`<rootDir>/${folder}`],
      exclude: notProduct,
    })),
  ],
  // Origins without line numbers: a new message never rewrites the references of unrelated ones.
  format: formatter({ lineNumbers: false }),
})
