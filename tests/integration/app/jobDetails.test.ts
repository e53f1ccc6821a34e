import { expect, it } from 'vitest'
import { withValues } from '../../../engine/messages.ts'
import { notFound } from '../../../server/http/httpError.ts'
import { startJob } from '../../../server/routes/app/jobs/jobs.ts'
import { APP_MESSAGES } from '../../../server/routes/app/messages.ts'
import {
  createApp,
  type Json,
  layoutContext,
  pageLayout,
  symbolDocument,
  upload,
  waitForJob,
} from '../compose/fixtures.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

// Jobs keep their summary and every item's line as catalogue descriptors (`details`), so the app shows
// them in the user's language; the English `message` stays as it was.

const BASE = '/api/app/manager'
const COMPOSE = '/api/compose/manage'

/** The ids and values of descriptors, which is what the app translates. */
const idsAndValues = (details: Json[] | undefined) =>
  (details ?? []).map(({ id, values }: Json) => (values ? { id, values } : { id }))

const byName = (items: Json[]) => new Map(items.map((item: Json) => [item.name, item]))

async function post(server: TestServer, ticket: string, path: string, body: Json): Promise<Json> {
  const result = await server.call('POST', `${COMPOSE}${path}`, { ticket, body })
  if (result.status !== 201) throw new Error(`${path}: ${JSON.stringify(result.body)}`)
  return result.body
}

forEachEngine('application jobs in the user language', (server) => {
  it('reports a partial import with descriptors for the job and each item', async () => {
    const ticket = await server.adminTicket()
    const block = { id: 'a', name: '', context: layoutContext('a'), sortOrder: 0 }
    const page = { parentId: null, type: 1, url: null, sortOrder: 0 }
    const file = {
      format: 'gantry-app',
      formatVersion: 1,
      exportedAt: '',
      app: { id: 1, name: 'Details import', description: '', appVersion: '1.0.0', icon: '' },
      folders: [{ id: 5, name: 'Odd', type: 'nonsense', parentId: null }],
      pages: [
        { ...page, id: 'Page_ok', name: 'Fine', layout: pageLayout(['a']), layouts: [block] },
        { ...page, id: 'Page_bad', name: 'Empty', layout: pageLayout([]), layouts: [] },
      ],
      templates: [{ id: 4, name: 'Shapeless' }],
      symbols: [{ id: 3, parentId: 77, name: 'Lost', content: symbolDocument('x'), sortOrder: 0 }],
      resources: [{ path: '../escape.txt', type: 'file', data: '' }],
    }
    const started = await upload(server, `${BASE}/import`, ticket, 'details.gapp', JSON.stringify(file))
    expect(started.status).toBe(202)
    const job = await waitForJob(server, `${BASE}/import/status?appId=${started.body.appId}`, ticket)
    expect(job.status).toBe('partial')
    expect(job.message).toBe('Details import import succeeded; 5 of 6 items failed')
    expect(idsAndValues(job.details)).toEqual([
      { id: 'rules.message.namedImportSucceeded', values: { name: 'Details import' } },
      { id: 'server.app.importFailures', values: { failures: 5, total: 6 } },
    ])
    const items = byName(job.items)
    const failedAs = (name: string) => ({ id: 'rules.message.namedImportFailed', values: { name } })
    expect(idsAndValues(items.get('Fine').details)).toEqual([
      { id: 'rules.message.namedImportSucceeded', values: { name: 'Fine' } },
    ])
    expect(idsAndValues(items.get('Odd').details)).toEqual([
      failedAs('Odd'),
      { id: 'server.app.notFolderEntry' },
    ])
    expect(idsAndValues(items.get('Empty').details)).toEqual([
      failedAs('Empty'),
      { id: 'rules.message.createPageError' },
      { id: 'server.compose.pageNeedsBlock' },
    ])
    expect(idsAndValues(items.get('Shapeless').details)).toEqual([
      failedAs('Shapeless'),
      { id: 'server.app.notTemplateEntry' },
    ])
    expect(idsAndValues(items.get('Lost').details)).toEqual([
      failedAs('Lost'),
      { id: 'server.app.folderNotImported', values: { folderId: 77 } },
    ])
    expect(idsAndValues(items.get('../escape.txt').details)).toEqual([
      failedAs('../escape.txt'),
      { id: 'rules.fileName.reserved' },
    ])
    // The English lines read as before.
    expect(items.get('Lost').message).toBe('Lost import failed: its folder 77 was not imported')
  })

  it('names a refused block of an imported page by its id in the file', async () => {
    const ticket = await server.adminTicket()
    const file = {
      format: 'gantry-app',
      formatVersion: 1,
      exportedAt: '',
      app: { id: 1, name: 'Block ids', description: '', appVersion: '1.0.0', icon: '' },
      pages: [
        {
          id: 'Page_one',
          parentId: null,
          type: 1,
          url: null,
          sortOrder: 0,
          name: 'Broken block',
          layout: pageLayout(['fileBlock7']),
          layouts: [{ id: 'fileBlock7', name: '', context: '{', sortOrder: 0 }],
        },
      ],
    }
    const started = await upload(server, `${BASE}/import`, ticket, 'blocks.gapp', JSON.stringify(file))
    expect(started.status).toBe(202)
    const job = await waitForJob(server, `${BASE}/import/status?appId=${started.body.appId}`, ticket)
    const [item] = job.items
    expect(item.ok).toBe(false)
    expect(idsAndValues(item.details)[1]).toMatchObject({
      id: 'server.compose.layoutInvalid',
      values: { layoutId: 'fileBlock7' },
    })
  })

  it('reports an upgrade with bad documents per item, codec reasons kept as values', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Details upgrade')
    const oldLayout = JSON.stringify({
      version: 'v1.0',
      layoutNodes: [
        { i: 'old1', x: 0, y: 0, w: 24, h: 12 },
        { i: 'bad1', x: 0, y: 12, w: 24, h: 12 },
      ],
    })
    const page = await post(server, ticket, '/pages', {
      appId,
      name: 'Legacy',
      layout: oldLayout,
      layouts: [
        { id: 'old1', name: 'Old', context: layoutContext('old') },
        { id: 'bad1', name: 'Bad', context: layoutContext('bad') },
      ],
    })
    const newer = JSON.stringify({ ...JSON.parse(symbolDocument('Future')), version: 'v9.0' })
    await post(server, ticket, '/symbol', { appId, name: 'Future', content: newer })
    const broken = await post(server, ticket, '/symbol', {
      appId,
      name: 'Broken',
      content: symbolDocument('b'),
    })
    // Documents that no save accepts, as a database from elsewhere may hold them.
    await server.db.kysely
      .updateTable('composeLayouts')
      .set({ context: '{not json' })
      .where('layoutId', '=', page.layouts[1].id)
      .execute()
    await server.db.kysely
      .updateTable('composeSymbols')
      .set({ content: JSON.stringify({ version: 'v1.0', children: 5 }) })
      .where('symbolId', '=', broken.id)
      .execute()

    expect((await server.call('POST', `${BASE}/upgrade?appId=${appId}`, { ticket })).status).toBe(202)
    const job = await waitForJob(server, `${BASE}/upgrade/status?appId=${appId}`, ticket)
    expect(job.status).toBe('partial')
    expect(job.message).toBe('Upgrade succeeded: 1 document(s) upgraded, 3 kept as they were')
    expect(idsAndValues(job.details)).toEqual([
      { id: 'server.app.upgradeSucceeded', values: { count: 1 } },
      { id: 'server.app.upgradeKept', values: { kept: 3 } },
    ])
    const items = byName(job.items)
    expect(idsAndValues(items.get('Legacy').details)).toEqual([
      { id: 'server.app.itemUpgraded', values: { name: 'Legacy', from: 'v1.0' } },
    ])
    const badBlock = items.get('Legacy / Bad')
    expect(badBlock.ok).toBe(false)
    expect(badBlock.details).toEqual([
      expect.objectContaining({
        id: 'server.app.itemInvalidJson',
        values: { name: 'Legacy / Bad', detail: expect.stringMatching(/^layout context: not valid JSON/) },
      }),
    ])
    expect(badBlock.message).toMatch(/^Legacy \/ Bad: layout context: not valid JSON/)
    expect(items.get('Future').details[0]).toMatchObject({
      id: 'server.app.itemNewer',
      values: { name: 'Future' },
    })
    expect(items.get('Future').message).toMatch(/; kept as it is$/)
    expect(items.get('Broken').details[0]).toMatchObject({
      id: 'server.app.itemInvalidDocument',
      values: { name: 'Broken', detail: expect.stringMatching(/^symbol: /) },
    })
  })

  it("gives every exported item its line, and a failed job the error's reason", async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Details export')
    const folder = await post(server, ticket, '/folders', { appId, name: 'Area' })
    await post(server, ticket, '/pages', { appId, parentId: folder.id, name: 'Overview' })
    expect((await server.call('POST', `${BASE}/export?appId=${appId}`, { ticket })).status).toBe(202)
    const job = await waitForJob(server, `${BASE}/export/status?appId=${appId}`, ticket)
    expect(idsAndValues(job.details)).toEqual([{ id: 'rules.message.exportSucceeded' }])
    expect(job.items.map((item: Json) => idsAndValues(item.details))).toEqual([
      [{ id: 'server.app.itemExported', values: { name: 'Area' } }],
      [{ id: 'server.app.itemExported', values: { name: 'Overview' } }],
    ])

    const missing = withValues(APP_MESSAGES.appMissing, { appId: 999 })
    await startJob(server.app, appId, 'export', null, async () => {
      throw notFound(missing)
    })
    const thrown = await waitForJob(server, `${BASE}/export/status?appId=${appId}`, ticket)
    expect(thrown).toMatchObject({
      status: 'failed',
      message: 'Export failed: The application 999 does not exist',
    })
    expect(idsAndValues(thrown.details)).toEqual([
      { id: 'rules.message.exportFailed' },
      { id: 'server.app.appMissing', values: { appId: 999 } },
    ])
  })

  it('reads rows from before details were stored by their message', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Details old rows')
    const at = '2020-01-01T00:00:00.000Z'
    const oldRow = (kind: string, message: string) =>
      server.db.kysely
        .insertInto('appJobs')
        .values({ appId, kind, status: 'failed', progress: 100, message, startedAt: at, finishedAt: at })
        .returning(['jobId', 'details'])
        .executeTakeFirstOrThrow()
    // The migration's default: what every row written before it holds.
    expect((await oldRow('export', 'Export failed')).details).toBe('[]')
    await oldRow('import', 'Import failed: interrupted by a server restart')
    await oldRow('upgrade', 'Upgrade failed: something only the log explains')

    const status = async (kind: string) =>
      (await server.call('GET', `${BASE}/${kind}/status?appId=${appId}`, { ticket })).body
    expect(idsAndValues((await status('export')).details)).toEqual([{ id: 'rules.message.exportFailed' }])
    expect(idsAndValues((await status('import')).details)).toEqual([{ id: 'rules.message.jobInterrupted' }])
    const upgrade = await status('upgrade')
    expect(upgrade.details).toEqual([])
    expect(upgrade.message).toBe('Upgrade failed: something only the log explains')
  })
})
