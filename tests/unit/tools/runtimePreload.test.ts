import type { IndexHtmlTransformContext } from 'vite'
import { describe, expect, test } from 'vitest'
import { PLACEHOLDER, type RuntimeAssets, runtimePreload } from '../../tools/runtimePreload'

/** A build's chunks as Vite hands them to transformIndexHtml (only the fields the plugin reads). */
const bundle = {
  'assets/index-1.js': {
    type: 'chunk',
    fileName: 'assets/index-1.js',
    isEntry: true,
    moduleIds: ['/app/main.tsx'],
    imports: ['assets/react-1.js'],
  },
  'assets/react-1.js': {
    type: 'chunk',
    fileName: 'assets/react-1.js',
    moduleIds: ['/node_modules/react/index.js'],
    imports: [],
  },
  'assets/runtime-1.js': {
    type: 'chunk',
    fileName: 'assets/runtime-1.js',
    moduleIds: ['/app/runtime/RuntimeScreen.tsx', '/app/runtime/liveHub.ts'],
    imports: ['assets/react-1.js', 'assets/dialog-1.js'],
    viteMetadata: { importedCss: new Set(['assets/runtime-1.css']) },
  },
  'assets/dialog-1.js': {
    type: 'chunk',
    fileName: 'assets/dialog-1.js',
    moduleIds: ['/node_modules/dialog.js'],
    imports: [],
  },
  'assets/plugins-1.js': {
    type: 'chunk',
    fileName: 'assets/plugins-1.js',
    moduleIds: ['/plugins/index.ts'],
    imports: [],
  },
  'assets/messages-en.js': {
    type: 'chunk',
    fileName: 'assets/messages-en.js',
    moduleIds: ['/locales/en-us/messages.po'],
  },
  'assets/messages-zh.js': {
    type: 'chunk',
    fileName: 'assets/messages-zh.js',
    moduleIds: ['/locales/zh-cn/messages.po'],
  },
}

const catalogues = { 'en-us': /en-us\/messages\.po$/, 'zh-cn': /zh-cn\/messages\.po$/ }

function transform(modules: RegExp[], html: string, path = '/index.html'): string {
  const plugin = runtimePreload(modules, catalogues)
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => string
  }
  return hook.handler(html, { bundle, path } as unknown as IndexHtmlTransformContext)
}

describe('runtime preload', () => {
  test('names the runtime chunks with their imports and styles, not what the entry loads, and the catalogues', () => {
    const html = transform(
      [/RuntimeScreen\.tsx$/, /plugins\/index\.ts$/],
      `<script>const assets = ${PLACEHOLDER}</script>`,
    )
    const assets = JSON.parse(/const assets = (.*)<\/script>/.exec(html)?.[1] ?? 'null') as RuntimeAssets
    expect(assets).toEqual({
      js: ['/assets/runtime-1.js', '/assets/dialog-1.js', '/assets/plugins-1.js'],
      css: ['/assets/runtime-1.css'],
      catalogues: { 'en-us': '/assets/messages-en.js', 'zh-cn': '/assets/messages-zh.js' },
    })
  })

  test('leaves other pages alone; fails the build when index.html lost the placeholder or a module has no chunk', () => {
    expect(transform([/RuntimeScreen\.tsx$/], '<p>storybook</p>', '/iframe.html')).toBe('<p>storybook</p>')
    expect(() => transform([/RuntimeScreen\.tsx$/], '<p>app</p>')).toThrow(/index.html lost/)
    expect(() => transform([/Gone\.tsx$/], PLACEHOLDER)).toThrow(/no chunk holds/)
  })
})
