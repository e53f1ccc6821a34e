/**
 * A build plugin that prints the initial JavaScript of the operator runtime: the app's entry chunk and the
 * runtime screen's chunk with everything they import statically, gzipped (issue target ≤ 250 kB). Plugin
 * views, fabric and charts load later, when a widget that needs them first shows.
 */
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

interface ChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  facadeModuleId?: string | null
  moduleIds?: string[]
  imports?: string[]
  code?: string
}

/** Reports for the app build only (Storybook's build reuses the Vite config with other entries). */
export function initialJsReport(screen: RegExp, outDir = /\/dist\/?$/): Plugin {
  return {
    name: 'gantry-initial-js-report',
    apply: 'build',
    generateBundle(options, bundle) {
      if (!outDir.test(options.dir ?? '')) return
      const chunks = Object.values(bundle) as ChunkLike[]
      // The screen may be its own chunk or share one with the rest of the runtime (vite.config.ts).
      const roots = chunks.filter(
        (chunk) =>
          chunk.type === 'chunk' &&
          (chunk.isEntry || (chunk.moduleIds ?? [chunk.facadeModuleId ?? '']).some((id) => screen.test(id))),
      )
      if (roots.length < 2) return
      const seen = new Set<string>()
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return
        seen.add(fileName)
        for (const next of (bundle[fileName] as ChunkLike | undefined)?.imports ?? []) visit(next)
      }
      for (const root of roots) visit(root.fileName)
      let gzipped = 0
      for (const fileName of seen) gzipped += gzipSync((bundle[fileName] as ChunkLike).code ?? '').length
      console.log(
        `\nOperator runtime initial JavaScript: ${(gzipped / 1024).toFixed(1)} kB gzip in ${seen.size} chunks (target ≤ 250 kB)`,
      )
    },
  }
}
