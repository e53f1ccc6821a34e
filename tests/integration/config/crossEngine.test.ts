import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, TestServer } from '../harness.ts'
import { imageBytes, upload, waitForRestore } from './helpers.ts'

/**
 * Backups hold rows, not engine files: one made on SQLite restores into PostgreSQL and back. Runs only
 * when PostgreSQL is reachable (DATABASE_URL).
 */
describe.skipIf(!ENGINES.includes('postgres'))('backup across engines', () => {
  // Two installations restore each other's backups when they share the signing key (GANTRY_BACKUP_KEY).
  const shared = { config: { backup: { signingKey: 'plant-a-and-b', restoreMaxBytes: 256 * 1024 ** 2 } } }
  const sqlite = new TestServer('sqlite', shared)
  const postgres = new TestServer('postgres', shared)
  beforeAll(() => Promise.all([sqlite.start(), postgres.start()]), 60_000)
  afterAll(() => Promise.all([sqlite.stop(), postgres.stop()]), 60_000)

  async function content(server: TestServer) {
    const db = server.db.kysely
    return {
      users: await db
        .selectFrom('users')
        .select(['userId', 'username', 'realName', 'enabled'])
        .orderBy('userId')
        .execute(),
      roles: await db
        .selectFrom('roles')
        .select(['roleId', 'roleName', 'version'])
        .orderBy('roleId')
        .execute(),
      userRoles: await db.selectFrom('userRoles').selectAll().orderBy('userId').orderBy('roleId').execute(),
      records: await db
        .selectFrom('configRecords')
        .select(['key', 'configValue', 'version'])
        .orderBy('key')
        .execute(),
      resources: await db
        .selectFrom('resources')
        .select(['resourceId', 'parentId'])
        .orderBy('resourceId')
        .execute(),
    }
  }

  async function transfer(from: TestServer, to: TestServer) {
    const made = await from.call('POST', '/api/config/system/backup', { ticket: await from.adminTicket() })
    expect(made.status).toBe(201)
    const targetDir = join(to.app.config.dataDir, 'backups')
    mkdirSync(targetDir, { recursive: true })
    copyFileSync(
      join(from.app.config.dataDir, 'backups', made.body.filename),
      join(targetDir, made.body.filename),
    )
    const started = await to.call('POST', '/api/config/system/restore', {
      ticket: await to.adminTicket(),
      body: { filename: made.body.filename },
    })
    expect(started.status).toBe(202)
    return waitForRestore(to)
  }

  it('restores a SQLite backup into PostgreSQL and a PostgreSQL backup into SQLite', async () => {
    const admin = await sqlite.adminTicket()
    const role = await sqlite.call('POST', '/api/auth/roles', {
      ticket: admin,
      body: { roleName: 'Crossing' },
    })
    const user = await sqlite.createUser('traveller')
    const { version } = (await sqlite.call('GET', '/api/auth/users/traveller', { ticket: admin })).body
    const assigned = await sqlite.call('PUT', '/api/auth/users/traveller', {
      ticket: admin,
      body: { roleIds: [role.body.roleId], version },
    })
    expect(assigned.status).toBe(201)
    await sqlite.call('POST', '/api/config/configInfo', {
      ticket: admin,
      body: { key: 'pageTitle', configValue: JSON.stringify('Line 4 — 测试') },
    })
    await upload(sqlite, '/api/image/upload/uploadImage', {
      ticket: admin,
      name: 'map.png',
      bytes: imageBytes('png'),
    })
    // The PostgreSQL side has its own admin session, kept through the restore (same id, same name).
    const pgAdmin = await postgres.adminTicket()

    expect((await content(sqlite)).userRoles).toHaveLength(1)
    expect((await transfer(sqlite, postgres)).status).toBe(2)
    expect(await content(postgres)).toEqual(await content(sqlite))
    expect((await postgres.login('traveller', user.password)).status).toBe('ok')
    expect((await postgres.call('GET', '/api/auth/users', { ticket: pgAdmin })).status).toBe(200)
    const image = await fetch(`${postgres.url}/api/image/default/map.png`)
    expect(image.status).toBe(200)
    await image.arrayBuffer()

    // And back: a change made on PostgreSQL reaches SQLite the same way.
    await postgres.call('POST', '/api/config/configInfo', {
      ticket: pgAdmin,
      body: { key: 'pageTitle', configValue: JSON.stringify('Back again'), version: 1 },
    })
    await postgres.createUser('returner')
    expect((await transfer(postgres, sqlite)).status).toBe(2)
    expect(await content(sqlite)).toEqual(await content(postgres))
  })
})
