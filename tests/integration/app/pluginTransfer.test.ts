import { createHash } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { createApp, type Json, pageLayout, upload, waitForJob } from '../compose/fixtures.ts'
import { forEachEngine, type TestServer } from '../harness.ts'
import { buildSampleRing, oneWidgetContext, SAMPLE_RING } from '../plugins/sampleRing.ts'

const RING = SAMPLE_RING
let manifest: Json
let module: string

beforeAll(async () => {
  ;({ manifest, module } = await buildSampleRing())
})

const BASE = '/api/app/manager'
const COMPOSE = '/api/compose/manage'

const ringContext = oneWidgetContext(RING, { value: 70 })

async function exportStatus(server: TestServer, ticket: string, appId: number) {
  expect((await server.call('POST', `${BASE}/export?appId=${appId}`, { ticket })).status).toBe(202)
  const status = await waitForJob(server, `${BASE}/export/status?appId=${appId}`, ticket)
  const file = await fetch(await server.downloadUrl(ticket, status.downloadUrl))
  return { status, name: status.fileName as string, text: await file.text() }
}

async function importFile(server: TestServer, ticket: string, name: string, text: string) {
  const started = await upload(server, `${BASE}/import`, ticket, name, text)
  expect(started.status).toBe(202)
  const appId = started.body.appId as number
  return { appId, status: await waitForJob(server, `${BASE}/import/status?appId=${appId}`, ticket) }
}

const ringWidgets = async (server: TestServer, ticket: string, pageId: string) => {
  const page = await server.call('GET', `${COMPOSE}/pages/${pageId}`, { ticket })
  expect(page.status).toBe(200)
  return page.body.layouts.flatMap((block: Json) =>
    JSON.parse(block.context).widgets.filter((widget: Json) => widget.type === RING),
  )
}

forEachEngine('application files with third-party widgets', (server) => {
  it('names the plugins in the export, keeps their widgets on a server without them and reports them missing', async () => {
    const admin = await server.adminTicket()
    expect(
      (await server.call('POST', '/api/plugins', { ticket: admin, body: { manifest, module } })).status,
    ).toBe(201)
    const checksum = createHash('sha256').update(module).digest('hex')
    const appId = await createApp(server, admin, 'Ring plant')
    const page = await server.call('POST', `${COMPOSE}/pages`, {
      ticket: admin,
      body: {
        appId,
        name: 'Rings',
        layout: pageLayout(['r1']),
        layouts: [{ id: 'r1', context: ringContext }],
      },
    })
    expect(page.status).toBe(201)

    // The file names the plugin (id, version, checksum) but does not carry its module; the report says so.
    const exported = await exportStatus(server, admin, appId)
    expect(exported.status.status).toBe('succeeded')
    const file = JSON.parse(exported.text)
    expect(file.plugins).toEqual([{ id: RING, version: 1, checksum }])
    expect(exported.text).not.toContain(module.slice(0, 200))
    expect(exported.status.message).toBe(
      `Export succeeded; The pages use third-party plugins that the file names but does not carry: ${RING} 1. A server importing it needs them installed by its administrator`,
    )

    // A server without the plugin: the import succeeds, keeps the widget and names the missing plugin.
    expect((await server.call('DELETE', `/api/plugins/${RING}`, { ticket: admin })).status).toBe(204)
    const imported = await importFile(server, admin, exported.name, exported.text)
    expect(imported.status.status).toBe('succeeded')
    expect(imported.status.message).toBe(
      `Ring plant (2) import succeeded; Plugins missing on this server: ${RING} 1. Their widgets were kept and show a placeholder until an administrator installs them`,
    )
    const pluginItems = imported.status.items.filter((item: Json) => item.kind === 'plugin')
    expect(pluginItems).toEqual([
      expect.objectContaining({
        id: RING,
        ok: false,
        message: `${RING} 1 is not installed on this server: its widgets were kept and show a placeholder`,
      }),
    ])
    const pageItem = imported.status.items.find((item: Json) => item.kind === 'page')
    expect(pageItem).toMatchObject({ name: 'Rings', ok: true })
    expect(await ringWidgets(server, admin, pageItem.newId)).toEqual([
      expect.objectContaining({ id: 'ring-1', type: RING, props: { value: 70 } }),
    ])

    // A hand-edited file whose list lacks the plugin still reports it, its version unknown.
    const unnamed = await importFile(
      server,
      admin,
      exported.name,
      JSON.stringify({ ...file, plugins: undefined }),
    )
    expect(unnamed.status.message).toContain(`Plugins missing on this server: ${RING} (version unknown)`)

    // A page package carries no versions: its import answers the missing plugin ids and keeps the widget.
    const packaged = await server.call('POST', `${COMPOSE}/pages/package`, {
      ticket: admin,
      body: { pageIds: [page.body.id] },
    })
    expect(packaged.status).toBe(200)
    const target = await createApp(server, admin, 'Ring target')
    const fromPackage = await upload(
      server,
      `${COMPOSE}/pages/import?appId=${target}`,
      admin,
      packaged.body.fileName,
      packaged.body.content,
    )
    expect(fromPackage.status).toBe(201)
    expect(fromPackage.body).toMatchObject({ succeeded: 1, failed: 0, missingPlugins: [RING] })
    expect(await ringWidgets(server, admin, fromPackage.body.items[0].newId)).toHaveLength(1)

    // Installed here at an older version than the pages were made with: imported, and said so.
    const v2 = { ...manifest, version: 2, migrations: [{ id: 'same', toVersion: 2 }] }
    const newer = { ...file, plugins: [{ id: RING, version: 2, checksum: 'x' }] }
    await server.call('POST', '/api/plugins', { ticket: admin, body: { manifest, module } })
    const older = await importFile(server, admin, exported.name, JSON.stringify(newer))
    expect(older.status.status).toBe('succeeded')
    expect(older.status.message).toBe('Ring plant (4) import succeeded')
    expect(older.status.items.filter((item: Json) => item.kind === 'plugin')).toEqual([
      expect.objectContaining({
        ok: false,
        message: `${RING} 2 is installed on this server at version 1, older than the one the pages were made with`,
      }),
    ])
    // With the plugin installed at the file's version the report has no plugin lines.
    await server.call('POST', '/api/plugins', {
      ticket: admin,
      body: { manifest: v2, module: `${module}\n// v2` },
    })
    const clean = await importFile(server, admin, exported.name, JSON.stringify(newer))
    expect(clean.status.items.filter((item: Json) => item.kind === 'plugin')).toEqual([])
    expect(clean.status.items.every((item: Json) => item.ok)).toBe(true)
  })
})
