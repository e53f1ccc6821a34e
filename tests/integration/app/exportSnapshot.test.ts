import { expect, it } from 'vitest'
import { buildAppFile } from '../../../server/routes/app/transfer/exportApp.ts'
import { createApp, type Json, layoutContext, pageLayout } from '../compose/fixtures.ts'
import { forEachEngine } from '../harness.ts'

const COMPOSE = '/api/compose/manage'

/** The generation a page's document says it is, and the generations its blocks say. */
function generations(page: { layout: string; layouts: { context: string }[] }) {
  return {
    page: JSON.parse(page.layout).extraField.gen as number,
    blocks: page.layouts.map((block) => JSON.parse(block.context).widgets[0].props.text as string),
  }
}

forEachEngine('application export reads one snapshot', (server) => {
  async function createPage(ticket: string, appId: number, name: string, block: string): Promise<Json> {
    const page = await server.call('POST', `${COMPOSE}/pages`, {
      ticket,
      body: {
        appId,
        name,
        layout: pageLayout([block], { extraField: { gen: 1 } }),
        layouts: [{ id: block, name: 'Body', context: layoutContext('gen-1') }],
      },
    })
    expect(page.status).toBe(201)
    return page.body
  }

  /** One page save: the page document and its block together, in one transaction. */
  async function savePage(ticket: string, pageId: string, block: string, gen: number) {
    const page = await server.call('GET', `${COMPOSE}/pages/${pageId}`, { ticket })
    const saved = await server.call('PUT', `${COMPOSE}/pages/${pageId}`, {
      ticket,
      body: {
        layout: pageLayout([block], { extraField: { gen } }),
        layouts: [{ id: block, context: layoutContext(`gen-${gen}`), version: page.body.layouts[0].version }],
        version: page.body.version,
      },
    })
    expect(saved.status).toBe(201)
  }

  it('exports the pages as they were when it began, though saves commit while it reads', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Snapshot')
    const first = await createPage(ticket, appId, 'First', 'snapA')
    const second = await createPage(ticket, appId, 'Second', 'snapB')

    // The first progress report comes after the first page was read and before the second one is.
    let saves = 0
    const file = await buildAppFile(server.app, appId, async () => {
      if (saves > 0) return
      saves += 1
      await savePage(ticket, second.id, 'snapB', 2)
      await savePage(ticket, first.id, 'snapA', 2)
    })
    expect(saves).toBe(1)
    const exported = Object.fromEntries(file.pages.map((page: Json) => [page.name, generations(page)]))
    expect(exported).toEqual({
      First: { page: 1, blocks: ['gen-1'] },
      Second: { page: 1, blocks: ['gen-1'] },
    })

    const after = await buildAppFile(server.app, appId)
    expect(after.pages.map((page: Json) => generations(page))).toEqual([
      { page: 2, blocks: ['gen-2'] },
      { page: 2, blocks: ['gen-2'] },
    ])
  })

  it('keeps the progress reports and the rest of the server working while it reads', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Busy')
    await createPage(ticket, appId, 'Only', 'busyA')
    let reports = 0
    const file = await buildAppFile(server.app, appId, async () => {
      reports += 1
      // A write and a read of the same database from inside the export's read.
      const folder = await server.call('POST', `${COMPOSE}/folders`, {
        ticket,
        body: { appId, name: `Later ${reports}` },
      })
      expect(folder.status).toBe(201)
      expect((await server.call('GET', `/api/app/manager/detail?appId=${appId}`, { ticket })).status).toBe(
        200,
      )
    })
    expect(reports).toBe(2)
    expect(file.folders.map((folder: Json) => folder.name)).toEqual([])
    expect(file.pages.map((page: Json) => page.name)).toEqual(['Only'])
  })
})
