#!/usr/bin/env node
// Enforces the layer rules of ARCHITECTURE.md on import specifiers:
//   engine/  imports nothing of ours, no React, no Node built-ins, no network libraries;
//   plugins/ never imports app/ or server/;   app/ never imports server/;
//   server/  never imports app/, nor plugins/ except a plugin's manifest (plugins/<family>/<name>/manifest.ts,
//            pure data: bundleDiscipline.test.ts holds it to that), to check saved widgets.
// Inside app/: app/runtime never imports app/designer (an operator's browser never loads the editor, its
// undo history or its clipboard), and app/stage, which both draw with, imports neither.
// (DOM globals in engine/ are kept out by engine's own tsconfig, not here.)
// Usage: node tests/tools/checkLayers.mjs [rootDir]   Exit 1 and a file:line list on violations.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const layers = ['engine', 'plugins', 'app', 'server']
const sourceExtensions = /\.(?:[cm]?[jt]sx?)$/
const skippedDirectories = new Set(['node_modules', 'dist', '.git'])
const nodeBuiltins = new Set(builtinModules.filter((name) => !name.startsWith('_')))

/** The packages engine/ may not import, besides any Node built-in. */
const engineForbiddenPackages = new Set(['react', 'react-dom', 'ws'])

/** Which of our layers each layer must not import. */
const forbiddenLayers = {
  engine: ['app', 'plugins', 'server'],
  plugins: ['app', 'server'],
  app: ['server'],
  server: ['app', 'plugins'],
}

/** Which folders each folder inside a layer must not import (its path prefix → forbidden prefixes). */
const forbiddenFolders = {
  'app/runtime': ['app/designer'],
  'app/stage': ['app/designer', 'app/runtime'],
}

/** Lists every layer-rule violation under `rootDir` as { file, line, specifier, reason }. */
export function checkLayers(rootDir) {
  const root = resolve(rootDir)
  const violations = []
  for (const layer of layers) {
    for (const file of sourceFiles(join(root, layer))) {
      for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
        const reason = ruleBroken(root, layer, file, specifier)
        if (reason)
          violations.push({ file: relative(root, file).split(sep).join('/'), line, specifier, reason })
      }
    }
  }
  return violations
}

function ruleBroken(root, layer, file, specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const targetPath = relative(root, resolve(dirname(file), specifier)).split(sep)
    const target = targetPath[0]
    if (layer === 'server' && target === 'plugins' && isManifest(targetPath)) return null
    if (forbiddenLayers[layer].includes(target)) return `${layer}/ must not import from ${target}/`
    const from = relative(root, file).split(sep).join('/')
    for (const [folder, forbidden] of Object.entries(forbiddenFolders)) {
      if (!from.startsWith(`${folder}/`)) continue
      const to = targetPath.join('/')
      const hit = forbidden.find((prefix) => to === prefix || to.startsWith(`${prefix}/`))
      if (hit) return `${folder}/ must not import from ${hit}/`
    }
    return null
  }
  if (layer !== 'engine') return null
  const bare = specifier.startsWith('node:') ? specifier.slice(5) : specifier
  const packageName = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0]
  if (specifier.startsWith('node:') || nodeBuiltins.has(packageName)) {
    return 'engine/ must not use Node built-ins (file system, network, processes)'
  }
  if (engineForbiddenPackages.has(packageName)) return `engine/ must not import ${packageName}`
  return null
}

// plugins/<family>/<name>/manifest.ts, not a shared module.
function isManifest(path) {
  return path.length === 4 && path[1] !== 'shared' && path[3] === 'manifest.ts'
}

function* sourceFiles(directory) {
  let entries
  try {
    entries = readdirSync(directory, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const path = join(directory, entry.name)
    if (entry.isDirectory() && !skippedDirectories.has(entry.name)) yield* sourceFiles(path)
    else if (entry.isFile() && sourceExtensions.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

const importPattern =
  /(?:^|[^\w$.])(?:import|export)\s*(?:type\s+)?(?:[\w$*{}\s,]+?\s*from\s*)?(['"])([^'"\n]+)\1|(?:^|[^\w$.])(?:import|require)\s*\(\s*(['"])([^'"\n]+)\3\s*\)/g

/** The module specifiers a source text imports, re-exports, dynamically imports or requires. */
export function importsOf(text) {
  const code = blankComments(text)
  const found = []
  for (const match of code.matchAll(importPattern)) {
    const specifier = match[2] ?? match[4]
    const offset = match.index + match[0].lastIndexOf(specifier)
    found.push({ specifier, line: code.slice(0, offset).split('\n').length })
  }
  return found
}

// Comments are replaced by spaces (newlines kept) so that commented-out imports are not reported and
// line numbers stay right. Strings and template literals are skipped so that '//' inside them survives.
function blankComments(text) {
  let out = ''
  let i = 0
  while (i < text.length) {
    const char = text[i]
    const next = text[i + 1]
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', i)
      const stop = end === -1 ? text.length : end
      out += ' '.repeat(stop - i)
      i = stop
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      const stop = end === -1 ? text.length : end + 2
      out += text.slice(i, stop).replace(/[^\n]/g, ' ')
      i = stop
    } else if (char === '"' || char === "'" || char === '`') {
      // A quote inside a regular expression literal would open a string that never closes: quoted
      // strings end at the line's end, so at worst one line's comments stay unblanked.
      let j = i + 1
      while (j < text.length && text[j] !== char && (char === '`' || text[j] !== '\n')) {
        j += text[j] === '\\' ? 2 : 1
      }
      out += text.slice(i, j + 1)
      i = j + 1
    } else {
      out += char
      i += 1
    }
  }
  return out
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const rootDir = process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  const violations = checkLayers(rootDir)
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`)
  if (violations.length > 0) {
    console.error(`Layer check failed: ${violations.length} forbidden import(s).`)
    process.exit(1)
  }
  console.log('Layer check passed.')
}
