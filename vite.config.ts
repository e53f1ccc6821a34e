import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { g2LibraryLookup } from './tests/tools/g2LibraryLookup.ts'
import { initialJsReport } from './tests/tools/initialJsReport.ts'
import { precompress } from './tests/tools/precompress.ts'
import { runtimePreload } from './tests/tools/runtimePreload.ts'

// The lingui macro runs through babel before react(): plugin-react 6 has no babel option.
const linguiMacro = babel({
  include: /\/(app|plugins|stories)\/.*\.[jt]sx?$/,
  plugins: ['@lingui/babel-plugin-lingui-macro'],
})

export default defineConfig({
  root: 'app',
  publicDir: false,
  // A catalogue that does not compile (broken ICU syntax in a translation) fails the build.
  plugins: [
    linguiMacro,
    react(),
    lingui({ failOnCompileError: true }),
    g2LibraryLookup(),
    initialJsReport(/app\/runtime\/RuntimeScreen\.tsx$/),
    runtimePreload([/app\/runtime\/RuntimeScreen\.tsx$/, /plugins\/index\.ts$/], {
      'en-us': /locales\/en-us\/messages\.po$/,
      'zh-cn': /locales\/zh-cn\/messages\.po$/,
    }),
    precompress(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The entry's static imports travel as one file, and the operator runtime (app/runtime with what
        // it imports statically) as another, not thirty small ones: over HTTP/1.1 a browser opens six
        // connections per server and queues the rest (the page's own request too). A runtime page opened
        // cold shows its values about 100 ms sooner on this machine. Other plugin views load per type.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The built-in plugins' paint views are a few kB: a crowded page needs them at once. The values
            // list loads when an operator opens it.
            {
              name: 'runtime',
              test: /[\\/]app[\\/]runtime[\\/](?!valuesList[\\/])|[\\/]plugins[\\/].+[\\/]paint\.ts$/,
            },
            // The graphic shapes' views are a few hundred bytes each: one file, not nineteen requests queued
            // behind the browser's six connections while a page of shapes starts.
            { name: 'shapes', test: /[\\/]plugins[\\/]shapes[\\/][^\\/]+[\\/]shape\.ts$/ },
          ],
        },
      },
    },
  },
  // `npm run dev` serves the app with hot reload; API calls go to a server started with `npm run serve`.
  server: {
    port: 5173,
    strictPort: false,
    proxy: { '/api': process.env.GANTRY_API_URL ?? 'http://127.0.0.1:8080' },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/integration/**/*.test.{ts,tsx}',
            // A plugin's own tests live in its folder (plugins/README.md).
            'plugins/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // A loaded shared machine took over 120 s to start the product in a beforeAll.
          hookTimeout: 420_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
