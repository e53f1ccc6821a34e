import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { BACKUP_NOT_SIGNED_HERE } from '../../../engine/rules/files.ts'
import { signManifest } from '../../../server/backup/signing.ts'
import { setRestoreHooks } from '../../../server/backup/testHooks.ts'
import { forEachEngine, type TestServer } from '../harness.ts'
import { imageBytes, upload, waitForRestore, waitForStatus } from './helpers.ts'

const backupsDir = (server: TestServer) => join(server.app.config.dataDir, 'backups')

async function makeBackup(server: TestServer): Promise<string> {
  const result = await server.call('POST', '/api/config/system/backup', {
    ticket: await server.adminTicket(),
  })
  expect(result.status).toBe(201)
  return result.body.filename
}

async function usernames(server: TestServer): Promise<string[]> {
  const rows = await server.db.kysely.selectFrom('users').select('username').orderBy('username').execute()
  return rows.map((row) => row.username)
}

async function record(server: TestServer, key: string) {
  return server.db.kysely.selectFrom('configRecords').selectAll().where('key', '=', key).executeTakeFirst()
}

function imageNames(server: TestServer): string[] {
  const dir = join(server.app.config.dataDir, 'images', 'default')
  return existsSync(dir) ? readdirSync(dir).sort() : []
}

/** A snapshot of what a restore may change, to prove a refused or failed one changed nothing. */
async function state(server: TestServer) {
  return {
    users: await usernames(server),
    records: await server.db.kysely.selectFrom('configRecords').selectAll().orderBy('key').execute(),
    roles: await server.db.kysely.selectFrom('roles').selectAll().orderBy('roleId').execute(),
    images: imageNames(server),
  }
}

forEachEngine('backup and restore', (server) => {
  afterEach(() => setRestoreHooks(server.db.kysely, undefined))

  it('writes a backup file (201 + Location), lists it, downloads it and deletes it', async () => {
    const ticket = await server.adminTicket()
    const result = await server.call('POST', '/api/config/system/backup', { ticket })
    expect(result.status).toBe(201)
    const { filename } = result.body
    expect(filename).toMatch(/^gantry-backup-\d{8}T\d{6}Z-[0-9a-f]{8}\.jsonl$/)
    expect(result.headers.get('location')).toBe(`/api/config/backup/${filename}`)
    expect(result.body).toMatchObject({
      engine: server.engine,
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(result.body.tables.users).toBeGreaterThanOrEqual(1)
    expect(result.body.tables.sessions).toBeUndefined()
    // Even a fresh system's backup passes the spec's 10 KB floor, so it can always be restored.
    expect(result.body.size).toBeGreaterThanOrEqual(10 * 1024)

    const file = readFileSync(join(backupsDir(server), filename))
    const manifest = JSON.parse(file.subarray(0, file.indexOf(10)).toString())
    expect(manifest).toMatchObject({ format: 'gantry-backup', formatVersion: 1, engine: server.engine })
    expect(manifest.migrations).toContain('0001_auth')

    const list = await server.call('GET', '/api/config/backups', { ticket })
    expect(list.status).toBe(200)
    expect(list.body.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ filename, size: file.length, engine: server.engine }),
      ]),
    )
    const download = await fetch(`${server.url}/api/config/backup/${filename}`, {
      headers: { authorization: `Bearer ${ticket}` },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain(filename)
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true)
    // A link carries a one-use token for this address, never the ticket (logs and Referer keep addresses).
    expect((await fetch(`${server.url}/api/config/backup/${filename}?ticket=${ticket}`)).status).toBe(401)
    const link = await server.downloadUrl(ticket, `/api/config/backup/${filename}`)
    const byToken = await fetch(link)
    expect(byToken.status).toBe(200)
    expect(Buffer.from(await byToken.arrayBuffer()).equals(file)).toBe(true)
    expect((await fetch(link)).status).toBe(401)
    const elsewhere = new URL(await server.downloadUrl(ticket, `/api/config/backup/${filename}`))
    elsewhere.pathname = '/api/config/backup/other.jsonl'
    expect((await fetch(elsewhere)).status).toBe(401)

    expect((await server.call('DELETE', `/api/config/backup/${filename}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `/api/config/backup/${filename}`, { ticket })).status).toBe(404)
    expect((await server.call('DELETE', `/api/config/backup/${filename}`, { ticket })).status).toBe(404)
  })

  it('refuses bad backup names and callers without the system resource', async () => {
    const ticket = await server.adminTicket()
    for (const name of ['..', 'a*b.jsonl', 'x%3Ay', '%2E%2E%2Fgantry.db']) {
      const result = await server.call('GET', `/api/config/backup/${name}`, { ticket })
      expect([400, 404], name).toContain(result.status)
      expect(result.body.message).toBeTruthy()
    }
    const star = await server.call('GET', '/api/config/backup/a*b.jsonl', { ticket })
    expect(star.status).toBe(400)
    const plain = await server.createUser('backupless')
    expect((await server.call('POST', '/api/config/system/backup', { ticket: plain.ticket })).status).toBe(
      403,
    )
    expect((await server.call('GET', '/api/config/backups', { ticket: plain.ticket })).status).toBe(403)
    const restore = await server.call('POST', '/api/config/system/restore', {
      ticket: plain.ticket,
      body: { filename: 'x.jsonl' },
    })
    expect(restore.status).toBe(403)
  })

  it('round trip: backup, change data, restore, the data is back; old tickets of vanished users fail', async () => {
    const admin = await server.adminTicket()
    const alice = await server.createUser('alice')
    await server.call('POST', '/api/config/configInfo', {
      ticket: admin,
      body: { key: 'roundTrip', configValue: '{"before":true}' },
    })
    await upload(server, '/api/image/upload/uploadImage', {
      ticket: admin,
      name: 'kept.png',
      bytes: imageBytes('png', 4096),
    })
    await server.call('POST', '/api/auth/roles', { ticket: admin, body: { roleName: 'Restored role' } })
    const filename = await makeBackup(server)
    const saved = await state(server)

    // Changes after the backup: a new user with a live ticket, a changed record, a deleted and a new image.
    const bob = await server.createUser('bob')
    await server.call('DELETE', '/api/auth/users/alice', { ticket: admin })
    await server.call('POST', '/api/config/configInfo', {
      ticket: admin,
      body: { key: 'roundTrip', configValue: '{"before":false}', version: 1 },
    })
    await server.call('DELETE', '/api/app/manager/images/files?name=kept.png', { ticket: admin })
    await upload(server, '/api/image/upload/uploadImage', {
      ticket: admin,
      name: 'later.png',
      bytes: imageBytes('png'),
    })
    expect(await usernames(server)).toContain('bob')

    const started = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename },
    })
    expect(started.status).toBe(202)
    expect(started.headers.get('location')).toBe('/api/config/system/restore/status')
    const final = await waitForRestore(server)
    expect(final).toMatchObject({ status: 2, progress: 100, filename })

    expect(await state(server)).toEqual(saved)
    expect(JSON.parse((await record(server, 'roundTrip'))?.configValue ?? '')).toEqual({ before: true })
    const image = await fetch(`${server.url}/api/image/default/kept.png`)
    expect(image.status).toBe(200)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(imageBytes('png', 4096))

    // bob does not exist in the backup: his ticket is dead. The admin's session survives.
    expect((await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: bob.ticket })).status).toBe(
      401,
    )
    expect((await server.call('GET', '/api/auth/users', { ticket: admin })).status).toBe(200)
    // Alice is back and can log in with her password from the time of the backup.
    expect((await server.login('alice', alice.password)).status).toBe('ok')
    // New rows after a restore get fresh ids (PostgreSQL sequences moved past the restored ones).
    const carol = await server.createUser('carol')
    expect(carol.userId).toBeGreaterThan(Math.max(alice.userId, bob.userId))
    // The restore itself is recorded in the restored operation log.
    const logged = await server.db.kysely
      .selectFrom('operationLog')
      .select(['action', 'target'])
      .where('action', '=', 'config.restore')
      .execute()
    expect(logged).toEqual([{ action: 'config.restore', target: filename }])
  })

  it('answers 425 to every other call while the restore runs, and the status until it ends in 2', async () => {
    const admin = await server.adminTicket()
    const filename = await makeBackup(server)
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    setRestoreHooks(server.db.kysely, { beforeCommit: () => gate })
    const started = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename },
    })
    expect(started.status).toBe(202)
    try {
      const during = await waitForStatus(server, (status) => status === 3)
      expect(during.progress).toBeGreaterThanOrEqual(50)
      expect(during.progress).toBeLessThan(100)
      const list = await server.call('GET', '/api/auth/users', { ticket: admin })
      expect(list.status).toBe(425)
      expect(list.body.message).toMatch(/maintenance/)
      const login = await server.call('POST', '/api/auth/users/login', {
        body: { username: 'admin', password: 'x' },
      })
      expect(login.status).toBe(425)
      const again = await server.call('POST', '/api/config/system/restore', {
        ticket: admin,
        body: { filename },
      })
      expect(again.status).toBe(425)
      // The app sends its ticket with the poll too: the status must not wait on the busy database.
      const polled = await server.call('GET', '/api/config/system/restore/status', { ticket: admin })
      expect(polled.status).toBe(200)
      expect(polled.body.status).toBe(3)
    } finally {
      release()
    }
    expect((await waitForRestore(server)).status).toBe(2)
    expect((await server.call('GET', '/api/auth/users', { ticket: admin })).status).toBe(200)
  })

  it('refuses a backup whose checksum does not match, before anything changes (400, status 6)', async () => {
    const admin = await server.adminTicket()
    const filename = await makeBackup(server)
    await server.createUser('afterbackup')
    const before = await state(server)
    const original = readFileSync(join(backupsDir(server), filename), 'utf8')
    // Same length, still valid JSON everywhere: only the checksum can tell.
    const tampered = original.replace('"username":"admin"', '"username":"admim"')
    expect(tampered).not.toBe(original)
    writeFileSync(join(backupsDir(server), 'tampered.jsonl'), tampered)

    const result = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename: 'tampered.jsonl' },
    })
    expect(result.status).toBe(400)
    expect(result.body.message).toMatch(/checksum/)
    expect(result.body.message).toMatch(/nothing was changed/)
    const status = await server.call('GET', '/api/config/system/restore/status')
    expect(status.body).toMatchObject({ status: 6, filename: 'tampered.jsonl' })
    expect(await state(server)).toEqual(before)
    expect((await server.call('GET', '/api/auth/users', { ticket: admin })).status).toBe(200)

    // The same file uploaded is refused the same way, and the upload is not kept.
    const uploaded = await upload(server, '/api/config/system/restore/upload', {
      ticket: admin,
      name: 'tampered.jsonl',
      bytes: tampered,
    })
    expect(uploaded.status).toBe(400)
    expect(uploaded.body.message).toMatch(/checksum/)
    expect(readdirSync(backupsDir(server)).filter((name) => name.startsWith('.'))).toEqual([])
    expect(await state(server)).toEqual(before)
  })

  /**
   * The backup `filename` with `edit` applied to its body and the checksum recomputed, as someone who
   * knows the format would do; `sign` decides the signature the forgery carries.
   */
  function forge(filename: string, edit: (body: string) => string, sign: 'keep' | 'strip' | 'foreign') {
    const original = readFileSync(join(backupsDir(server), filename), 'utf8')
    const newline = original.indexOf('\n')
    const manifest = JSON.parse(original.slice(0, newline))
    const body = edit(original.slice(newline + 1))
    const { signature, ...unsigned } = manifest
    unsigned.checksum = { algorithm: 'sha256', value: createHash('sha256').update(body).digest('hex') }
    const forged =
      sign === 'keep'
        ? { ...unsigned, signature }
        : sign === 'foreign'
          ? { ...unsigned, signature: signManifest(randomBytes(32), unsigned) }
          : unsigned
    return `${JSON.stringify(forged)}\n${body}`
  }

  it('signs backups with the installation key and refuses one edited with a recomputed checksum', async () => {
    const admin = await server.adminTicket()
    const filename = await makeBackup(server)
    const manifest = JSON.parse(readFileSync(join(backupsDir(server), filename), 'utf8').split('\n')[0] ?? '')
    expect(manifest.signature).toMatchObject({
      algorithm: 'hmac-sha256',
      keyId: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
    await server.createUser('forgery_witness')
    const before = await state(server)
    // A user of the attacker's making: their own name on the admin's row (and hash).
    const forged = forge(
      filename,
      (body) => body.replace('"username":"admin"', '"username":"mallory"'),
      'keep',
    )
    expect(forged).toContain('"username":"mallory"')
    writeFileSync(join(backupsDir(server), 'forged.jsonl'), forged)
    for (const acceptUnsigned of [false, true]) {
      const result = await server.call('POST', '/api/config/system/restore', {
        ticket: admin,
        body: { filename: 'forged.jsonl', acceptUnsigned },
      })
      expect(result.status).toBe(400)
      expect(result.body.message).toMatch(/not genuine: its signature does not match/)
    }
    expect(await state(server)).toEqual(before)
  })

  it('refuses an unsigned or foreign backup unless the administrator accepts it', async () => {
    const admin = await server.adminTicket()
    const filename = await makeBackup(server)
    const saved = await state(server)
    await server.createUser('after_foreign')
    const before = await state(server)
    // The same content, without a signature (an older Gantry) or signed by another installation.
    for (const sign of ['strip', 'foreign'] as const) {
      writeFileSync(
        join(backupsDir(server), `${sign}.jsonl`),
        forge(filename, (body) => body, sign),
      )
      const refused = await server.call('POST', '/api/config/system/restore', {
        ticket: admin,
        body: { filename: `${sign}.jsonl` },
      })
      expect(refused.status, sign).toBe(400)
      expect(refused.body.code).toBe(BACKUP_NOT_SIGNED_HERE)
      expect(refused.body.message).toMatch(/was not made by this installation/)
      const uploaded = await upload(server, '/api/config/system/restore/upload', {
        ticket: admin,
        name: `${sign}.jsonl`,
        bytes: readFileSync(join(backupsDir(server), `${sign}.jsonl`)),
      })
      expect(uploaded.status, sign).toBe(400)
      expect(uploaded.body.code).toBe(BACKUP_NOT_SIGNED_HERE)
      expect(await state(server)).toEqual(before)
    }
    // Accepted explicitly, the foreign one restores.
    const accepted = await upload(server, '/api/config/system/restore/upload?acceptUnsigned=true', {
      ticket: admin,
      name: 'foreign.jsonl',
      bytes: readFileSync(join(backupsDir(server), 'foreign.jsonl')),
    })
    expect(accepted.status).toBe(202)
    expect((await waitForRestore(server)).status).toBe(2)
    expect(await state(server)).toEqual(saved)
  })

  it('refuses files under 10 KB, truncated files and files that are not backups', async () => {
    const admin = await server.adminTicket()
    const before = await state(server)
    const small = await upload(server, '/api/config/system/restore/upload', {
      ticket: admin,
      name: 'small.jsonl',
      bytes: 'x'.repeat(10 * 1024 - 1),
    })
    expect(small.status).toBe(400)
    expect(small.body).toMatchObject({
      message: 'Backup files smaller than 10 KB are rejected',
      details: [{ id: 'rules.file.backupTooSmall' }],
    })
    const garbage = await upload(server, '/api/config/system/restore/upload', {
      ticket: admin,
      name: 'garbage.jsonl',
      bytes: 'x'.repeat(20 * 1024),
    })
    expect(garbage.status).toBe(400)
    expect(garbage.body.message).toMatch(/not a Gantry backup/)

    const filename = await makeBackup(server)
    const full = readFileSync(join(backupsDir(server), filename))
    writeFileSync(join(backupsDir(server), 'cut.jsonl'), full.subarray(0, full.length - 40))
    const cut = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename: 'cut.jsonl' },
    })
    expect(cut.status).toBe(400)
    writeFileSync(join(backupsDir(server), 'tiny.jsonl'), full.subarray(0, 1000))
    const tiny = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename: 'tiny.jsonl' },
    })
    expect(tiny.status).toBe(400)
    expect(tiny.body.message).toBe('Backup files smaller than 10 KB are rejected')
    const missing = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename: 'nothing.jsonl' },
    })
    expect(missing.status).toBe(404)
    const traversal = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename: '../gantry.db' },
    })
    expect(traversal.status).toBe(400)
    expect(await state(server)).toEqual(before)
  })

  it('restores an uploaded backup', async () => {
    const admin = await server.adminTicket()
    const filename = await makeBackup(server)
    const saved = await state(server)
    await server.createUser('uploadlater')
    const bytes = readFileSync(join(backupsDir(server), filename))
    const result = await upload(server, '/api/config/system/restore/upload', {
      ticket: admin,
      name: 'from-my-disk.jsonl',
      bytes,
    })
    expect(result.status).toBe(202)
    expect((await waitForRestore(server)).status).toBe(2)
    expect(await state(server)).toEqual(saved)
    // The upload is removed once the restore has ended (just after its final status, on a busy server).
    await expect
      .poll(() => readdirSync(backupsDir(server)).filter((name) => name.startsWith('.')))
      .toEqual([])
  })

  it('leaves the previous data and images intact when the restore fails part way (status 5)', async () => {
    const admin = await server.adminTicket()
    await upload(server, '/api/image/upload/uploadImage', {
      ticket: admin,
      name: 'old.png',
      bytes: imageBytes('png'),
    })
    const filename = await makeBackup(server)
    await server.createUser('survivor')
    await server.call('DELETE', '/api/app/manager/images/files?name=old.png', { ticket: admin })
    await upload(server, '/api/image/upload/uploadImage', {
      ticket: admin,
      name: 'new.png',
      bytes: imageBytes('png'),
    })
    const before = await state(server)
    const imagesBefore = readdirSync(server.app.config.dataDir).sort()

    setRestoreHooks(server.db.kysely, {
      beforeCommit: () => {
        throw new Error('injected failure after every write')
      },
    })
    const started = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename },
    })
    expect(started.status).toBe(202)
    const final = await waitForRestore(server)
    expect(final.status).toBe(5)
    expect(final.message).toMatch(/injected failure/)
    expect(final.message).toMatch(/previous data is intact/)

    expect(await state(server)).toEqual(before)
    expect(imageNames(server)).toContain('new.png')
    expect(readdirSync(server.app.config.dataDir).sort()).toEqual(imagesBefore)
    expect((await server.call('GET', '/api/auth/users', { ticket: admin })).status).toBe(200)
    const survivor = await server.login('survivor', 'survivor#Pass1')
    expect(survivor.status).toBe('ok')
  })

  it('keeps backups consistent while the app writes (rows counted match the file)', async () => {
    const admin = await server.adminTicket()
    const writes = Array.from({ length: 20 }, (_, i) =>
      server.call('POST', '/api/config/configInfo', {
        ticket: admin,
        body: { key: `busy${i}`, configValue: '{}' },
      }),
    )
    const [backup] = await Promise.all([
      server.call('POST', '/api/config/system/backup', { ticket: admin }),
      ...writes,
    ])
    expect(backup?.status).toBe(201)
    const file = readFileSync(join(backupsDir(server), backup?.body.filename), 'utf8')
    const lines = file.trimEnd().split('\n')
    const manifest = JSON.parse(lines[0] ?? '{}')
    const rows = lines
      .slice(1)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.kind === 'rows' && entry.table === 'config_records')
      .reduce((sum, entry) => sum + entry.rows.length, 0)
    expect(rows).toBe(manifest.tables.config_records.rows)
    expect(statSync(join(backupsDir(server), backup?.body.filename)).size).toBe(backup?.body.size)
  })
})

forEachEngine(
  'restore size limit',
  (server) => {
    it('refuses a backup over GANTRY_RESTORE_MAX_MB with a clear message, uploaded or on the server', async () => {
      const ticket = await server.adminTicket()
      const large = `${'x'.repeat(1024 * 1024 + 10)}\n`
      const uploaded = await upload(server, '/api/config/system/restore/upload', {
        ticket,
        name: 'large.jsonl',
        bytes: large,
      })
      expect(uploaded.status).toBe(400)
      expect(uploaded.body.message).toBe(
        'The backup file is larger than 1 MB, the most this server restores (GANTRY_RESTORE_MAX_MB); nothing was changed',
      )
      expect(readdirSync(backupsDir(server)).filter((name) => name.startsWith('.'))).toEqual([])
      writeFileSync(join(backupsDir(server), 'large.jsonl'), large)
      const named = await server.call('POST', '/api/config/system/restore', {
        ticket,
        body: { filename: 'large.jsonl' },
      })
      expect(named.status).toBe(400)
      expect(named.body.message).toMatch(/larger than 1 MB/)
      expect((await server.call('GET', '/api/config/system/restore/status')).body.status).toBe(0)
    })
  },
  { config: { backup: { signingKey: undefined, restoreMaxBytes: 1024 * 1024 } } },
)
