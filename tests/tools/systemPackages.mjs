// The Debian packages the end-to-end tests need, which npm cannot install: `npm test` makes sure of them
// first (tests/tools/runTests.mjs), so `npm ci && npm test` is the whole set-up of a fresh machine.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Each package and the file that shows it is installed. */
export const SYSTEM_PACKAGES = [
  // Playwright cannot download its browsers here; the tests drive the Debian build.
  { name: 'chromium', file: '/usr/bin/chromium' },
  // Without the WenQuanYi font, Chinese renders as boxes in the screenshots.
  { name: 'fonts-wqy-microhei', file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc' },
]

/** The command that installs `names`, as a user would type it. */
export function installCommand(names, asRoot) {
  const sudo = asRoot ? '' : 'sudo '
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${names.join(' ')}`
}

/**
 * Installs the missing packages when running as root (apt-get), and otherwise answers at once with the
 * exact command to run. Answers `{ ok: true }` or `{ ok: false, message }`; `system` is the machine
 * (tests pass a fake one).
 */
export function ensureSystemPackages(system = realSystem) {
  const missing = SYSTEM_PACKAGES.filter((pkg) => !system.exists(pkg.file)).map((pkg) => pkg.name)
  if (missing.length === 0) return { ok: true }
  const needs = `The end-to-end tests need ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed.`
  if (!system.isRoot()) {
    return {
      ok: false,
      message: `${needs} Run this, then npm test again:\n  ${installCommand(missing, false)}`,
    }
  }
  system.log(`${needs} Installing: ${installCommand(missing, true)}`)
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', ...missing]]) {
    const code = system.run('apt-get', args, env)
    if (code !== 0) {
      return {
        ok: false,
        message: `apt-get ${args[0]} failed (exit code ${code}); install them, then npm test again:\n  ${installCommand(missing, true)}`,
      }
    }
  }
  const still = SYSTEM_PACKAGES.filter((pkg) => missing.includes(pkg.name) && !system.exists(pkg.file))
  if (still.length > 0) {
    return { ok: false, message: `apt-get installed nothing at ${still.map((pkg) => pkg.file).join(', ')}` }
  }
  return { ok: true }
}

const realSystem = {
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  log: (text) => console.log(text),
  run(command, args, env) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    return result.error ? 127 : (result.status ?? 1)
  },
}
