import { describe, expect, test } from 'vitest'
import { ensureSystemPackages, SYSTEM_PACKAGES } from '../../tools/systemPackages.mjs'

/** A machine holding `files`, as root or not, that records the commands run and "installs" on apt-get install. */
function machine(files: string[], root: boolean, exitCodes: Record<string, number> = {}) {
  const present = new Set(files)
  const ran: string[] = []
  return {
    ran,
    exists: (file: string) => present.has(file),
    isRoot: () => root,
    log: () => {},
    run(command: string, args: string[]) {
      ran.push([command, ...args].join(' '))
      const code = exitCodes[args[0] ?? ''] ?? 0
      if (code === 0 && args[0] === 'install') {
        for (const pkg of SYSTEM_PACKAGES) if (args.includes(pkg.name)) present.add(pkg.file)
      }
      return code
    },
  }
}

const ALL = SYSTEM_PACKAGES.map((pkg) => pkg.file)
const FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'

describe('npm test makes sure of Chromium and the Chinese font', () => {
  test('does nothing when both are installed', () => {
    const system = machine(ALL, false)
    expect(ensureSystemPackages(system)).toEqual({ ok: true })
    expect(system.ran).toEqual([])
  })

  test('as root, installs what is missing with apt-get', () => {
    const system = machine(['/usr/bin/chromium'], true)
    expect(ensureSystemPackages(system)).toEqual({ ok: true })
    expect(system.ran).toEqual(['apt-get update', 'apt-get install -y fonts-wqy-microhei'])
  })

  test('otherwise stops at once with the exact command, running nothing', () => {
    const system = machine([], false)
    const result = ensureSystemPackages(system)
    expect(result.ok).toBe(false)
    expect(result.message).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium fonts-wqy-microhei',
    )
    expect(system.ran).toEqual([])
    expect(ensureSystemPackages(machine([FONT], false)).message).toContain(
      'sudo apt-get install -y chromium\n'.trim(),
    )
  })

  test('says so when apt-get fails', () => {
    const system = machine([], true, { install: 100 })
    const result = ensureSystemPackages(system)
    expect(result).toMatchObject({ ok: false })
    expect(result.message).toContain('apt-get install failed (exit code 100)')
  })
})
