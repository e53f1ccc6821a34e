import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { checkPassword, DEFAULT_PASSWORD_SETTINGS } from '../../../engine/rules/passwords.ts'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import { type Db, openDatabase } from '../../../server/db/database.ts'
import { migrateToLatest } from '../../../server/db/migrate.ts'
import { seedAdmin } from '../../../server/routes/auth/users/seedAdmin.ts'
import { forEachEngine } from '../harness.ts'

forEachEngine('start-up', (server) => {
  it('runs migrations again without change and seeds the admin only once', async () => {
    await migrateToLatest(server.db)
    const again = await seedAdmin(server.db, 'Other#Pass1')
    expect(again).toEqual({ created: false, generatedPassword: undefined })
    const users = await server.db.kysely.selectFrom('users').select('username').execute()
    expect(users.map((u) => u.username)).toEqual(['admin'])
  })

  it('numbers new users after the explicitly numbered admin', async () => {
    const user = await server.createUser('second')
    expect(user.userId).toBe(2)
  })
})

let dir = ''
let db: Db
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gantry-startup-'))
  db = openDatabase({ dataDir: dir })
  await migrateToLatest(db)
})
afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

it('generates a random admin password that passes the default rules when none is given', async () => {
  const seeded = await seedAdmin(db, undefined)
  expect(seeded.created).toBe(true)
  expect(checkPassword(seeded.generatedPassword ?? '', DEFAULT_PASSWORD_SETTINGS)).toEqual([])
})

it('refuses to start with an API route that declares no access rule', async () => {
  const app = await buildApp({
    db,
    config: { ...loadConfig({ DATA_DIR: dir }), distDir: undefined },
    logLevel: 'silent',
  })
  expect(() => app.get('/api/open', async () => 'open')).toThrow(/declares no config.access/)
  await app.close()
})

it('answers unexpected errors with 500 and the service message, never the internals', async () => {
  const app = await buildApp({
    db,
    config: { ...loadConfig({ DATA_DIR: dir }), distDir: undefined },
    logLevel: 'silent',
  })
  app.get('/api/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret internals')
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const response = await fetch(`${address}/api/boom`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ code: 500, message: 'A server error occurred.' })
  } finally {
    await app.close()
  }
})
