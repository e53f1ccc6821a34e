/**
 * The benches' running product (tests/bench/runtime.bench.ts, charts.bench.ts): a server in this process
 * on a fresh SQLite database (simulator off unless the demo is asked for), an admin signed in, objects
 * of float properties, and browser tabs signed in as that admin.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { HubTimings } from '../../server/live/hub.ts'
import { PAINT_PROBE } from './runtimeProbes.ts'

const PROPS_PER_OBJECT = 50

/** A product server started for a bench. */
export interface Server {
  url: string
  batchMs: number
  ticket: string
  /** The demo overview's page id (servers started with `demo`). */
  demoPageId?: string
  write(key: string, value: unknown): void
  /** The live hub's hold and send times (µs), to split value → screen into its server-side parts. */
  hubTimings: HubTimings
  close(): Promise<void>
}

/** Starts the product on a free loopback port, signed in as admin with a changed password. */
export async function startServer(
  batchMs: number,
  options: { demo?: boolean; distDir?: string } = {},
): Promise<Server> {
  const { buildApp } = await import('../../server/app.ts')
  const { loadConfig } = await import('../../server/config.ts')
  const { openDatabase } = await import('../../server/db/database.ts')
  const { migrateToLatest } = await import('../../server/db/migrate.ts')
  const { seedAdmin } = await import('../../server/routes/auth/users/seedAdmin.ts')
  const dataDir = mkdtempSync(join(tmpdir(), 'gantry-bench-runtime-'))
  const db = openDatabase({ dataDir })
  await migrateToLatest(db)
  const initial = 'Initial#Bench1'
  const password = 'Bench#Passw0rd'
  await seedAdmin(db, initial)
  const app = await buildApp({
    db,
    config: {
      ...loadConfig({ DATA_DIR: dataDir }),
      ...(options.distDir ? { distDir: options.distDir } : {}),
      loginRateLimit: { max: 100_000, windowSeconds: 60 },
      connectors: { simulator: { enabled: options.demo === true, tickMs: 1000 }, mqtt: [] },
      live: { batchMs },
    },
    logLevel: 'error',
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const call = async (method: string, path: string, body: unknown, ticket?: string) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(ticket ? { authorization: `Bearer ${ticket}` } : {}),
      },
      body: JSON.stringify(body),
    })
    return (await response.json()) as Record<string, unknown>
  }
  const first = await call('POST', '/api/auth/users/login', { username: 'admin', password: initial })
  await call(
    'PUT',
    '/api/auth/users/updatePwd/admin',
    { oldPassword: initial, newPassword: password, confirmPassword: password },
    first.ticket as string,
  )
  const ticket = (await call('POST', '/api/auth/users/login', { username: 'admin', password }))
    .ticket as string
  let demoPageId: string | undefined
  if (options.demo) {
    const { seedDemoPlant } = await import('../../server/demo/seed.ts')
    const outcome = await seedDemoPlant(app)
    if (!outcome.seeded) throw new Error(`The demo plant was not seeded: ${outcome.reason}`)
    demoPageId = outcome.pageId
  }
  const origin = { kind: 'connector' as const, connector: 'bench' }
  return {
    url,
    batchMs,
    ticket,
    demoPageId,
    write(key, value) {
      const dot = key.indexOf('.')
      app.live.store.write(key.slice(0, dot), key.slice(dot + 1), value, { origin })
    },
    hubTimings: app.live.hub.timings,
    close: () => app.close(),
  }
}

/** A JSON call as the signed-in admin; throws on any status from 300 up. */
export async function api(server: Server, method: string, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.ticket}` },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  if (response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

/** `count` float properties on objects Bench_0…; answers their keys. */
export async function createObjects(server: Server, count: number): Promise<string[]> {
  const properties = Array.from({ length: PROPS_PER_OBJECT }, (_, i) => ({
    name: `p${i}`,
    type: 'float',
    defaultValue: i,
  }))
  await api(server, 'POST', '/api/metadata/object_templates', { name: 'Bench', properties })
  const keys: string[] = []
  for (let o = 0; keys.length < count; o++) {
    await api(server, 'POST', '/api/metadata/objects', { name: `Bench_${o}`, templateName: 'Bench' })
    for (let p = 0; p < PROPS_PER_OBJECT && keys.length < count; p++) keys.push(`Bench_${o}.p${p}`)
  }
  return keys
}

/** A new browser profile signed in as the server's admin, with the paint probe installed. */
export async function signedInPage(browser: Browser, server: Server) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript(`
    localStorage.setItem('ticket', ${JSON.stringify(server.ticket)})
    localStorage.setItem('authority', 'admin')
    localStorage.setItem('isFirstLogin', 'no')
  `)
  await context.addInitScript(PAINT_PROBE)
  const page = await context.newPage()
  return { context, page }
}
