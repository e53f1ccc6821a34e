import { createHash } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { createApp, type Json, pageLayout } from '../compose/fixtures.ts'
import { waitForRestore } from '../config/helpers.ts'
import { forEachEngine } from '../harness.ts'
import { buildSampleRing, oneWidgetContext, SAMPLE_RING } from './sampleRing.ts'

let manifestA: Json
let moduleA: string

beforeAll(async () => {
  ;({ manifest: manifestA, module: moduleA } = await buildSampleRing())
})

const A = SAMPLE_RING
const B = 'meter.otherRing'

const widgetContext = (type: string) => oneWidgetContext(type, { value: 40 }, { id: 'w-1' })

forEachEngine('third-party plugins after a backup restore', (server) => {
  it('install A, backup, remove A and install B, restore: A is listed, served and known to the page checks; B is gone', async () => {
    const admin = await server.adminTicket()
    const reader = await server.createUser('restoreReader')
    const installA = await server.call('POST', '/api/plugins', {
      ticket: admin,
      body: { manifest: manifestA, module: moduleA },
    })
    expect(installA.status).toBe(201)
    const appId = await createApp(server, admin, 'Restored plugins')
    const backup = await server.call('POST', '/api/config/system/backup', { ticket: admin })
    expect(backup.status).toBe(201)

    // After the backup: A is removed and B installed (a different module).
    expect((await server.call('DELETE', `/api/plugins/${A}`, { ticket: admin })).status).toBe(204)
    const manifestB = { ...manifestA, id: B }
    const moduleB = `${moduleA}\n// another plugin`
    const installB = await server.call('POST', '/api/plugins', {
      ticket: admin,
      body: { manifest: manifestB, module: moduleB },
    })
    expect(installB.status).toBe(201)
    expect((await server.call('GET', `/api/widget?id=${B}`, { ticket: reader.ticket })).status).toBe(200)
    expect((await server.call('GET', `/api/widget?id=${A}`, { ticket: reader.ticket })).status).toBe(404)

    const restore = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename: backup.body.filename },
    })
    expect(restore.status).toBe(202)
    expect(await waitForRestore(server)).toMatchObject({ status: 2 })

    // The administrator's list and what browsers are told: A at its checksum, B nowhere.
    const listed = await server.call('GET', '/api/plugins', { ticket: admin })
    expect(listed.body.list.map((p: Json) => [p.id, p.version, p.enabled])).toEqual([[A, 1, true]])
    const enabled = await server.call('GET', '/api/plugins/enabled', { ticket: reader.ticket })
    const checksumA = createHash('sha256').update(moduleA).digest('hex')
    expect(enabled.body.list.map((p: Json) => p.module)).toEqual([
      `/api/plugins/${A}/module.js?v=${checksumA}`,
    ])
    const served = await fetch(`${server.url}${enabled.body.list[0].module}`)
    expect(served.status).toBe(200)
    expect(await served.text()).toBe(moduleA)
    const checksumB = createHash('sha256').update(moduleB).digest('hex')
    expect((await fetch(`${server.url}/api/plugins/${B}/module.js?v=${checksumB}`)).status).toBe(404)

    // The server's in-memory list (page checks, widget calls) is the restored one too.
    expect((await server.call('GET', `/api/widget?id=${A}`, { ticket: reader.ticket })).status).toBe(200)
    expect((await server.call('GET', `/api/widget?id=${B}`, { ticket: reader.ticket })).status).toBe(404)
    const withA = await server.call('POST', '/api/compose/manage/pages', {
      ticket: admin,
      body: {
        appId,
        name: 'With A',
        layout: pageLayout(['a1']),
        layouts: [{ id: 'a1', context: widgetContext(A) }],
      },
    })
    expect(withA.status).toBe(201)
    const withB = await server.call('POST', '/api/compose/manage/pages', {
      ticket: admin,
      body: {
        appId,
        name: 'With B',
        layout: pageLayout(['b1']),
        layouts: [{ id: 'b1', context: widgetContext(B) }],
      },
    })
    expect(withB.status).toBe(422)

    // A disabled state is restored as such: disable A, restore the same backup, A is enabled again.
    await server.call('PUT', `/api/plugins/${A}`, { ticket: admin, body: { enabled: false } })
    expect((await server.call('GET', `/api/widget?id=${A}`, { ticket: reader.ticket })).status).toBe(404)
    const again = await server.call('POST', '/api/config/system/restore', {
      ticket: admin,
      body: { filename: backup.body.filename },
    })
    expect(again.status).toBe(202)
    expect(await waitForRestore(server)).toMatchObject({ status: 2 })
    expect((await server.call('GET', `/api/widget?id=${A}`, { ticket: reader.ticket })).status).toBe(200)
    // Two whole-database restores: slow on a loaded machine, PostgreSQL most of all.
  }, 120_000)
})
