import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'

const script = resolve(import.meta.dirname, '../../tools/checkLayers.mjs')
const trees: string[] = []

/** Writes a throwaway source tree ({ 'engine/a.ts': '...' }) and returns its root. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'gantry-layers-'))
  trees.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

function runCheck(root: string) {
  const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' })
  return { status: result.status, output: result.stdout + result.stderr }
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('checkLayers', () => {
  test('a tree that keeps the rules passes', () => {
    const root = tree({
      'engine/document/page.ts': "import { produce } from 'immer'\nimport { id } from './ids'\n",
      'engine/document/ids.ts': 'export const id = 1\n',
      'plugins/charts/line/index.ts': "import { id } from '../../../engine/document/ids'\n",
      'app/main.tsx':
        "import { createRoot } from 'react-dom/client'\nimport '../plugins/charts/line/index'\n",
      'server/main.ts':
        "import { readFileSync } from 'node:fs'\nimport { id } from '../engine/document/ids'\n",
      // A plugin's manifest is pure data: the server may read it to check saved widgets.
      'server/manifests.ts': "import { manifest } from '../plugins/charts/line/manifest.ts'\n",
    })
    const { status, output } = runCheck(root)
    expect(output).toContain('Layer check passed')
    expect(status).toBe(0)
  })

  test('each forbidden import fails with its file and line', () => {
    const root = tree({
      'engine/view.ts': "// a comment\nimport { useState } from 'react'\n",
      'engine/dom.tsx': "import { createRoot } from 'react-dom/client'\n",
      'engine/storage.ts': "import { readFile } from 'node:fs/promises'\nimport path from 'path'\n",
      'engine/net.ts': "const http = require('http')\nconst ws = await import('ws')\n",
      'engine/upward.ts': "export { App } from '../app/App'\n",
      'plugins/chart.ts':
        "import {\n  Shell,\n} from '../app/shell/Shell'\nimport { db } from '../server/db'\n",
      'app/screen.tsx': "import type { Route } from '../server/routes'\n",
      'server/render.ts':
        "import '../app/main'\nimport { line } from '../plugins/chart'\nimport '../plugins/charts/line/index.ts'\nimport '../plugins/shared/manifest.ts'\n",
    })
    const { status, output } = runCheck(root)
    expect(status).toBe(1)
    for (const expected of [
      "engine/view.ts:2: engine/ must not import react ('react')",
      "engine/dom.tsx:1: engine/ must not import react-dom ('react-dom/client')",
      'engine/storage.ts:1: engine/ must not use Node built-ins',
      'engine/storage.ts:2: engine/ must not use Node built-ins',
      'engine/net.ts:1: engine/ must not use Node built-ins',
      "engine/net.ts:2: engine/ must not import ws ('ws')",
      'engine/upward.ts:1: engine/ must not import from app/',
      "plugins/chart.ts:3: plugins/ must not import from app/ ('../app/shell/Shell')",
      'plugins/chart.ts:4: plugins/ must not import from server/',
      'app/screen.tsx:1: app/ must not import from server/',
      'server/render.ts:1: server/ must not import from app/',
      'server/render.ts:2: server/ must not import from plugins/',
      'server/render.ts:3: server/ must not import from plugins/',
      'server/render.ts:4: server/ must not import from plugins/',
    ]) {
      expect(output).toContain(expected)
    }
    expect(output).toContain('14 forbidden import(s)')
  })

  test('commented-out imports and look-alike strings are not imports', () => {
    const root = tree({
      'engine/notes.ts': [
        "// import React from 'react'",
        "/* import { readFile } from 'node:fs'",
        '*/',
        "const url = 'http://example.com' // import 'fs'",
        "const text = 'import from react'",
        'export { url, text }',
      ].join('\n'),
    })
    expect(runCheck(root).status).toBe(0)
  })

  test('the runtime never imports the designer, and the stage neither of them', () => {
    const root = tree({
      'app/designer/state/store.ts': "import { layer } from '../../stage/layer'\nimport '../../runtime/x'\n",
      'app/runtime/page.ts':
        "import { store } from '../designer/state/store'\nimport { layer } from '../stage/layer'\n",
      'app/runtime/paint/scene.ts': "import type { Tool } from '../../designer/tools'\n",
      'app/stage/layer.ts': "import { store } from '../designer/state/store'\nimport '../runtime/page'\n",
      'app/stage/index.ts': "import { layer } from './layer'\n",
      'app/designerTools/a.ts': "import { layer } from '../stage/layer'\n",
    })
    const { status, output } = runCheck(root)
    expect(status).toBe(1)
    for (const expected of [
      "app/runtime/page.ts:1: app/runtime/ must not import from app/designer/ ('../designer/state/store')",
      'app/runtime/paint/scene.ts:1: app/runtime/ must not import from app/designer/',
      'app/stage/layer.ts:1: app/stage/ must not import from app/designer/',
      'app/stage/layer.ts:2: app/stage/ must not import from app/runtime/',
    ]) {
      expect(output).toContain(expected)
    }
    expect(output).toContain('4 forbidden import(s)')
  })
})
