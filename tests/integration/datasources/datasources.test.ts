import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { datasourceKey, decryptPassword } from '../../../server/datasources/secret.ts'
import { forEachEngine } from '../harness.ts'

const PATH = '/api/global-setting/sql-datasources'

forEachEngine('SQL data sources', (server) => {
  let admin = ''
  let dir = ''
  let silent: Server
  let silentPort = 0
  const sockets: Socket[] = []

  beforeAll(async () => {
    admin = await server.adminTicket()
    dir = mkdtempSync(join(tmpdir(), 'gantry-ds-'))
    const db = new SqliteDatabase(join(dir, 'plant.db'))
    db.exec('create table batches (id integer primary key, name text)')
    db.close()
    writeFileSync(
      join(dir, 'notes.txt'),
      'this is not a database, only some text that is long enough'.repeat(20),
    )
    // A server that takes the connection and never answers: the probe must give up with "connection timeout".
    silent = createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    silentPort = (silent.address() as { port: number }).port
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const postgres = {
    name: 'Plant PostgreSQL',
    kind: 'postgres',
    host: '127.0.0.1',
    port: 5432,
    databaseName: 'test',
    username: 'postgres',
    password: 'S3cret!pw',
  }
  let pgId = 0

  it('saves a PostgreSQL source with the password encrypted and never sends it back', async () => {
    const made = await server.call('POST', PATH, { ticket: admin, body: postgres })
    expect(made.status).toBe(201)
    expect(made.body.password).toBe('******')
    pgId = made.body.datasourceId
    const row = await server.db.kysely
      .selectFrom('sqlDatasources')
      .selectAll()
      .where('datasourceId', '=', pgId)
      .executeTakeFirstOrThrow()
    expect(row.passwordEnc).not.toContain('S3cret')
    expect(decryptPassword(await datasourceKey(server.db.kysely), row.passwordEnc)).toBe('S3cret!pw')
    const list = await server.call('GET', PATH, { ticket: admin })
    expect(JSON.stringify(list.body)).not.toContain('S3cret')
    expect(list.body.list.map((d: { name: string }) => d.name)).toEqual(['Plant PostgreSQL'])
  })

  it('tests the saved connection against the real PostgreSQL', async () => {
    const probe = await server.call('POST', `${PATH}/test`, {
      ticket: admin,
      body: { ...postgres, name: undefined, password: '******', datasourceId: pgId },
    })
    expect(probe.status).toBe(200)
    expect(probe.body.ok).toBe(true)
    expect(probe.body.serverVersion).toMatch(/^PostgreSQL \d+/)
  })

  it('answers the spec messages for a wrong database and for a server that never answers', async () => {
    const wrong = await server.call('POST', `${PATH}/test`, {
      ticket: admin,
      body: {
        kind: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        databaseName: 'no_such_db_xyz',
        username: 'postgres',
      },
    })
    expect(wrong.body.ok).toBe(false)
    expect(wrong.body.message).toMatch(/^External data source connection failed: .*no_such_db_xyz/)
    const started = Date.now()
    const timeout = await server.call('POST', `${PATH}/test`, {
      ticket: admin,
      body: {
        kind: 'postgres',
        host: '127.0.0.1',
        port: silentPort,
        databaseName: 'test',
        username: 'postgres',
      },
    })
    expect(timeout.body).toMatchObject({ ok: false, message: 'Connection timeout' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500)
  }, 20_000)

  it('tests SQLite files read-only: a database, a missing file and a file that is not a database', async () => {
    const ok = await server.call('POST', `${PATH}/test`, {
      ticket: admin,
      body: { kind: 'sqlite', databaseName: join(dir, 'plant.db') },
    })
    expect(ok.body).toMatchObject({ ok: true })
    expect(ok.body.serverVersion).toMatch(/^SQLite 3\./)
    const gone = await server.call('POST', `${PATH}/test`, {
      ticket: admin,
      body: { kind: 'sqlite', databaseName: join(dir, 'absent.db') },
    })
    expect(gone.body.ok).toBe(false)
    expect(gone.body.message).toContain('does not exist')
    const text = await server.call('POST', `${PATH}/test`, {
      ticket: admin,
      body: { kind: 'sqlite', databaseName: join(dir, 'notes.txt') },
    })
    expect(text.body.ok).toBe(false)
    expect(text.body.message).toMatch(/^External data source connection failed: /)
    const made = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'Line SQLite', kind: 'sqlite', host: 'ignored', databaseName: join(dir, 'plant.db') },
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ host: '', password: '' })
  })

  it('says plainly that SQL Server has no driver yet', async () => {
    const probe = await server.call('POST', `${PATH}/test`, {
      ticket: admin,
      body: { kind: 'mssql', host: '127.0.0.1', port: 1433, databaseName: 'plant', username: 'sa' },
    })
    expect(probe.body).toMatchObject({
      ok: false,
      message: 'This server has no driver for mssql data sources yet',
    })
  })

  it('refuses bad input with clear messages and changes nothing', async () => {
    const before = await server.call('GET', PATH, { ticket: admin })
    const noHost = await server.call('POST', PATH, {
      ticket: admin,
      body: { name: 'x', kind: 'postgres', databaseName: 'test' },
    })
    expect(noHost.status).toBe(422)
    expect(noHost.body.message).toContain('The host is required')
    const twice = await server.call('POST', PATH, { ticket: admin, body: postgres })
    expect(twice.status).toBe(422)
    expect(twice.body.message).toContain('A data source named Plant PostgreSQL already exists')
    const badKind = await server.call('POST', PATH, {
      ticket: admin,
      body: { ...postgres, name: 'y', kind: 'oracle' },
    })
    expect(badKind.status).toBe(400)
    const after = await server.call('GET', PATH, { ticket: admin })
    expect(after.body.total).toBe(before.body.total)
  })

  it('keeps the password on a masked save, replaces it on a new one, and detects concurrent edits', async () => {
    const current = await server.call('GET', `${PATH}/${pgId}`, { ticket: admin })
    const kept = await server.call('PUT', `${PATH}/${pgId}`, {
      ticket: admin,
      body: { ...postgres, name: 'Plant PG', password: '******', version: current.body.version },
    })
    expect(kept.status).toBe(201)
    const key = await datasourceKey(server.db.kysely)
    const read = async () =>
      (
        await server.db.kysely
          .selectFrom('sqlDatasources')
          .select('passwordEnc')
          .where('datasourceId', '=', pgId)
          .executeTakeFirstOrThrow()
      ).passwordEnc
    expect(decryptPassword(key, await read())).toBe('S3cret!pw')
    const stale = await server.call('PUT', `${PATH}/${pgId}`, {
      ticket: admin,
      body: { ...postgres, password: 'Other#1', version: current.body.version },
    })
    expect(stale.status).toBe(409)
    expect(decryptPassword(key, await read())).toBe('S3cret!pw')
    const changed = await server.call('PUT', `${PATH}/${pgId}`, {
      ticket: admin,
      body: { ...postgres, password: 'Other#1', version: kept.body.version },
    })
    expect(changed.status).toBe(201)
    expect(decryptPassword(key, await read())).toBe('Other#1')
  })

  it('is closed to users without the sql-datasource resource, and deletes', async () => {
    const user = await server.createUser(`ds_viewer_${server.engine}`, { resources: ['msg-manage'] })
    expect((await server.call('GET', PATH, { ticket: user.ticket })).status).toBe(403)
    expect(
      (await server.call('POST', `${PATH}/test`, { ticket: user.ticket, body: { kind: 'sqlite' } })).status,
    ).toBe(403)
    expect((await server.call('DELETE', `${PATH}/${pgId}`, { ticket: admin })).status).toBe(204)
    expect((await server.call('GET', `${PATH}/${pgId}`, { ticket: admin })).status).toBe(404)
  })
})
