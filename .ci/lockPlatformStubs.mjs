#!/usr/bin/env node
// Adds package-lock.json entries for the other platforms' native binaries (biome, rolldown) that the
// registry mirror of these machines does not carry. `npm install` here cannot fetch their manifests,
// so it leaves them out of the lock, and `npm ci` then refuses the lock as "not in sync" ("Missing:
// @biomejs/cli-darwin-arm64@ from lock file"). Each stub records only the version and the os/cpu/libc
// that make npm skip it on a non-matching machine; elsewhere npm fetches it as usual.
// Usage: node .ci/lockPlatformStubs.mjs   (after an `npm install` that changed the lock)
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const lockPath = join(dirname(fileURLToPath(import.meta.url)), '../package-lock.json')

// Suffix of a binding package's name -> the platform fields npm matches against the machine.
const platforms = {
  'android-arm-eabi': { os: ['android'], cpu: ['arm'] },
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'android-x64': { os: ['android'], cpu: ['x64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-ppc64-gnu': { os: ['linux'], cpu: ['ppc64'], libc: ['glibc'] },
  'linux-s390x-gnu': { os: ['linux'], cpu: ['s390x'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'openharmony-arm64': { os: ['openharmony'], cpu: ['arm64'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
}
const stubbedScopes = ['@biomejs/', '@rolldown/']

// Where node would find `name` from `parentKey`: its own node_modules, then each ancestor's.
function lookupKeys(parentKey, name) {
  const keys = []
  let base = parentKey
  for (;;) {
    keys.push(base ? `${base}/node_modules/${name}` : `node_modules/${name}`)
    if (!base) return keys
    const index = base.lastIndexOf('/node_modules/')
    base = index === -1 ? '' : base.slice(0, index)
  }
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const added = []
for (const [parentKey, parent] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
    if (!stubbedScopes.some((scope) => name.startsWith(scope))) continue
    const suffix = Object.keys(platforms).find((platform) => name.endsWith(`-${platform}`))
    if (!suffix) continue
    const keys = lookupKeys(parentKey, name)
    const found = keys.find((key) => lock.packages[key])
    if (found && lock.packages[found].version === version) continue
    // A different version higher up means this parent needs its own nested copy.
    const key = found ? keys[0] : keys[keys.length - 1]
    lock.packages[key] = { version, ...platforms[suffix], dev: parent.dev, optional: true }
    added.push(`${key}@${version}`)
  }
}
// New entries go last; npm puts them in order the next time it writes the lock.
if (added.length > 0) writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(
  added.length > 0 ? `Added ${added.length} lock entries:\n  ${added.join('\n  ')}` : 'Nothing to add.',
)
