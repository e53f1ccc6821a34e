import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const root = join(import.meta.dirname, '../../../..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('runtime styles', () => {
  test('the operator runtime loads the page layers’ styles, not the designer’s', () => {
    const offenders = sources(join(root, 'app/runtime')).filter((file) =>
      /import\s+['"][^'"]*designer\/styles\/designer\.css['"]/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders.map((file) => relative(root, file))).toEqual([])
    // The layers the runtime draws with (app/stage) bring their own stylesheet.
    for (const layer of ['Backdrop', 'DomLayer', 'ShapeLayer']) {
      const text = readFileSync(join(root, `app/stage/${layer}.tsx`), 'utf8')
      expect(text, layer).toContain("import './stageLayers.css'")
    }
  })
})
