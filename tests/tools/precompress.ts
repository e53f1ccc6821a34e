/**
 * A build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy next to each text asset of the app
 * build, so the server sends compressed files without compressing on each request (server/app.ts serves
 * them with `preCompressed`). A plant network between an operator station and the server is often slow:
 * the runtime's initial JavaScript travels as about a quarter of its size.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/
/** Below this, compression saves less than the response headers cost. */
const MIN_BYTES = 1024

/** Compresses the app build only (Storybook's build reuses the Vite config with another outDir). */
export function precompress(outDir = /\/dist\/?$/): Plugin {
  return {
    name: 'gantry-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? ''
      if (!outDir.test(dir)) return
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(files.map((name) => compressFile(join(dir, name))))
    },
  }
}

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path)
  if (content.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ])
  // A copy no smaller than the file would only cost the browser a decompression.
  if (br.length < content.length) await writeFile(`${path}.br`, br)
  if (gz.length < content.length) await writeFile(`${path}.gz`, gz)
}
