/**
 * A build plugin that names, in index.html, the files a runtime page needs after the entry: the chunks
 * of the given modules (the runtime screen, the plugin registry) with their static imports and
 * stylesheets, and each language's catalogue. index.html's first script preloads them when the address
 * is a runtime page, so they download while the entry compiles instead of after it ran (the entry is
 * what asks for them otherwise).
 */
import type { Plugin } from 'vite'

interface ChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  moduleIds?: string[]
  imports?: string[]
  viteMetadata?: { importedCss?: Set<string> }
}

/** What index.html's script reads in place of the placeholder. */
export interface RuntimeAssets {
  js: string[]
  css: string[]
  catalogues: Record<string, string>
}

export const PLACEHOLDER = '/*gantry:runtime-assets*/ null'

export function runtimePreload(modules: RegExp[], catalogues: Record<string, RegExp>): Plugin {
  return {
    name: 'gantry-runtime-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        // Storybook's pages have no placeholder; the app's must keep it, or runtime pages lose the preload.
        if (!html.includes(PLACEHOLDER)) {
          if (context.path === '/index.html')
            throw new Error(`runtime preload: index.html lost ${PLACEHOLDER}`)
          return html
        }
        const chunks = Object.values(context.bundle) as ChunkLike[]
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        // The entry's static graph is in the page already (its script and modulepreload links).
        const loaded = new Set<string>()
        const walk = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || loaded.has(fileName)) return
          into.add(fileName)
          for (const next of byName.get(fileName)?.imports ?? []) walk(next, into)
        }
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry.fileName, loaded)
        const holding = (test: RegExp) =>
          chunks.find(
            (chunk) => chunk.type === 'chunk' && (chunk.moduleIds ?? []).some((id) => test.test(id)),
          )
        const files = new Set<string>()
        for (const test of modules) {
          const chunk = holding(test)
          if (!chunk) throw new Error(`runtime preload: no chunk holds ${test}`)
          walk(chunk.fileName, files)
        }
        const assets: RuntimeAssets = {
          js: [...files].map((file) => `/${file}`),
          css: [...files]
            .flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])])
            .map((file) => `/${file}`),
          catalogues: Object.fromEntries(
            Object.entries(catalogues).flatMap(([locale, test]) => {
              const chunk = holding(test)
              return chunk ? [[locale, `/${chunk.fileName}`]] : []
            }),
          ),
        }
        return html.replace(PLACEHOLDER, JSON.stringify(assets))
      },
    },
  }
}
