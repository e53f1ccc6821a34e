import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import { type Db, openDatabase } from '../../../server/db/database.ts'
import { migrateToLatest } from '../../../server/db/migrate.ts'

// A built index.html as the build leaves it: one inline start-up script and the entry module.
const inline = '\n      ;(() => { window.started = true })()\n    '
const page = `<!doctype html><html><head><script>${inline}</script></head><body><script type="module" src="/assets/index-AbCd_123.js"></script></body></html>`
const inlineHash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`

let dir = ''
let db: Db
let app: FastifyInstance

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gantry-headers-'))
  const dist = join(dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), page)
  db = openDatabase({ dataDir: dir })
  await migrateToLatest(db)
  const config = loadConfig({ DATA_DIR: dir, GANTRY_FRAME_ANCESTORS: "'self' https://portal.plant.example" })
  app = await buildApp({ db, config: { ...config, distDir: dist }, logLevel: 'silent' })
})

afterAll(async () => {
  await app?.close()
  await db?.close()
  rmSync(dir, { recursive: true, force: true })
})

function directives(csp: unknown): Map<string, string> {
  const entries = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .map(([name = '', ...sources]) => [name, sources.join(' ')] as const)
  return new Map(entries)
}

describe('security headers', () => {
  it('sends the app with a CSP that allows only its own scripts and the build hash of its inline one', async () => {
    const answer = await app.inject({ method: 'GET', url: '/' })
    expect(answer.statusCode).toBe(200)
    const csp = directives(answer.headers['content-security-policy'])
    expect(csp.get('script-src')).toBe(`'self' ${inlineHash}`)
    expect(csp.get('script-src')).not.toMatch(/unsafe/)
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('connect-src')).toBe("'self'")
    expect(csp.get('frame-ancestors')).toBe("'self' https://portal.plant.example")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['referrer-policy']).toBe('same-origin')
  })

  it('sends nosniff, the referrer policy and the CSP on API answers too', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/auth/users/userSessionInfo' })
    expect(answer.statusCode).toBe(401)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['referrer-policy']).toBe('same-origin')
    expect(directives(answer.headers['content-security-policy']).get('default-src')).toBe("'self'")
  })

  it('refuses session and restore limits that are not positive numbers', () => {
    expect(loadConfig({ GANTRY_SESSIONS_PER_USER: '3' }).sessions.perUser).toBe(3)
    expect(() => loadConfig({ GANTRY_SESSION_MAX_HOURS: 'a week' })).toThrow(/GANTRY_SESSION_MAX_HOURS/)
    expect(() => loadConfig({ GANTRY_RESTORE_MAX_MB: '0' })).toThrow(/GANTRY_RESTORE_MAX_MB/)
  })

  it("defaults frame-ancestors to 'self' and refuses a value that would break out of the directive", () => {
    expect(loadConfig({}).frameAncestors).toBe("'self'")
    expect(loadConfig({ GANTRY_FRAME_ANCESTORS: '' }).frameAncestors).toBe("'none'")
    expect(() => loadConfig({ GANTRY_FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(
      /GANTRY_FRAME_ANCESTORS/,
    )
  })

  it('lets videos stream from this server and the configured camera servers, and frames only http(s)', async () => {
    const csp = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(csp.get('media-src')).toBe("'self' blob:")
    expect(csp.get('frame-src')).toBe("'self' http: https:")
    expect(loadConfig({ GANTRY_MEDIA_SOURCES: ' https://cams.plant.example ' }).mediaSources).toBe(
      'https://cams.plant.example',
    )
    expect(() => loadConfig({ GANTRY_MEDIA_SOURCES: "https://a; script-src 'unsafe-eval'" })).toThrow(
      /GANTRY_MEDIA_SOURCES/,
    )
  })

  it('serves the script frame with its own sandboxing policy: its bootstrap by hash, no network', async () => {
    const answer = await app.inject({ method: 'GET', url: '/sandbox/script-view.html' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('text/html')
    const csp = directives(answer.headers['content-security-policy'])
    expect(csp.get('sandbox')).toBe('allow-scripts')
    expect(csp.get('default-src')).toBe("'none'")
    expect(csp.get('connect-src')).toBeUndefined()
    const bootstrap = /<script>([\s\S]*)<\/script>/.exec(answer.body)?.[1] ?? ''
    const hash = `'sha256-${createHash('sha256').update(bootstrap).digest('base64')}'`
    expect(csp.get('script-src')).toBe(`${hash} 'unsafe-eval'`)
  })
})
