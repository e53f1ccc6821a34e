import { expect, it } from 'vitest'
import { decodePage } from '../../../engine/codec/pageDocCodec.ts'
import { forEachEngine } from '../harness.ts'
import { compressed, createApp, grantRunningApp, type Json, layoutContext, pageLayout } from './fixtures.ts'

const BASE = '/api/compose/manage'

forEachEngine('compose pages and layouts', (server) => {
  async function layoutRows(pageId: string) {
    return server.db.kysely.selectFrom('composeLayouts').selectAll().where('pageId', '=', pageId).execute()
  }

  it('names a new page’s first block in the creator’s language (issue 19, defect 10)', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Named blocks')
    const create = (language: string | undefined, name: string) =>
      server.call('POST', `${BASE}/pages`, {
        ticket,
        body: { appId, name },
        ...(language ? { headers: { 'accept-language': language } } : {}),
      })
    const chinese = await create('zh-cn', 'Chinese')
    expect(chinese.body.layouts[0].name).toBe('区块 1')
    const english = await create('en-us', 'English')
    expect(english.body.layouts[0].name).toBe('Block 1')
    const unstated = await create(undefined, 'Unstated')
    expect(unstated.body.layouts[0].name).toBe('Block 1')
  })

  it('creates a normal page with its first layout block, fetches, edits and deletes it', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Pages app')
    const created = await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Overview' } })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect(created.headers.get('location')).toBe(`${BASE}/pages/${id}`)
    expect(id).toMatch(/^Page_/)
    expect(created.body).toMatchObject({ appId, name: 'Overview', type: 1, version: 1 })
    expect(created.body.url).toBeUndefined()
    expect(created.body.layouts).toHaveLength(1)
    const [block] = created.body.layouts
    expect(block).toMatchObject({ pageId: id, version: 1 })
    expect(JSON.parse(block.context).version).toBe('v1.0')
    const layout = JSON.parse(created.body.layout)
    expect(layout.version).toBe('v1.1')
    expect(layout.layoutNodes.map((node: { i: string }) => node.i)).toEqual([block.id])

    // What the designer loads decodes with the engine's codec.
    const fetched = await server.call('GET', `${BASE}/pages/${id}`, { ticket })
    expect(fetched.status).toBe(200)
    expect(decodePage(fetched.body).ok).toBe(true)

    const edit = await server.call('PUT', `${BASE}/pages/${id}`, {
      ticket,
      body: { name: 'Main', version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({ name: 'Main', version: 2 })
    const list = await server.call('GET', `${BASE}/pages?appId=${appId}&keyword=MAI`, { ticket })
    expect(list.status).toBe(200)
    expect(list.body.list.map((page: Json) => page.id)).toEqual([id])
    expect(list.body.list[0].layout).toBeUndefined()

    expect((await server.call('DELETE', `${BASE}/pages/${id}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${BASE}/pages/${id}`, { ticket })).status).toBe(404)
    expect(await layoutRows(id)).toHaveLength(0)
  })

  it('stores documents exactly as sent, compressed or not, and reads them back identical', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Stored as sent')
    // Pretty-printed plain JSON for the page, pako + base64 for one block, plain for the other.
    const layout = JSON.stringify(JSON.parse(pageLayout(['a1', 'b2'])), null, 2)
    const contextA = compressed(layoutContext('A'))
    const contextB = layoutContext('B')
    const created = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: {
        appId,
        name: 'Sent',
        layout,
        layouts: [
          { id: 'a1', name: 'Top', context: contextA },
          { id: 'b2', name: 'Bottom', context: contextB },
        ],
      },
    })
    expect(created.status).toBe(201)
    const page = await server.call('GET', `${BASE}/pages/${created.body.id}`, { ticket })
    expect(page.body.layout).toBe(layout)
    expect(page.body.layouts.map((block: Json) => [block.id, block.name, block.context])).toEqual([
      ['a1', 'Top', contextA],
      ['b2', 'Bottom', contextB],
    ])
    const single = await server.call('GET', `${BASE}/layouts/a1`, { ticket })
    expect(single.status).toBe(200)
    expect(single.body.context).toBe(contextA)

    // A compressed page layout too, saved with a compressed block in one PUT.
    const packed = compressed(pageLayout(['a1', 'b2'], { note: 'packed' }))
    const contextB2 = compressed(layoutContext('B2'))
    const saved = await server.call('PUT', `${BASE}/pages/${created.body.id}`, {
      ticket,
      body: { layout: packed, layouts: [{ id: 'b2', context: contextB2, version: 1 }], version: 1 },
    })
    expect(saved.status).toBe(201)
    expect(saved.body.layout).toBe(packed)
    expect(saved.body.layouts[1]).toMatchObject({ id: 'b2', context: contextB2, version: 2 })
    expect(saved.body.layouts[0]).toMatchObject({ id: 'a1', context: contextA, version: 1 })
  })

  it('answers 422 with the codec reason for bad documents and stores nothing', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Bad documents')
    const count = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('composePages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('appId', '=', appId)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const attempts: [Json, RegExp][] = [
      [{ layout: '{not json', layouts: [] }, /page layout: not valid JSON/],
      [{ layout: JSON.stringify({ version: 'v1.1', layoutNodes: 'x' }) }, /page layout: layoutNodes/],
      [{ layout: pageLayout([]), layouts: [] }, /needs at least one layout block/],
      [
        { layout: pageLayout(['x1']), layouts: [{ id: 'x1', context: '[1,2' }] },
        /layout x1: layout context: not valid JSON/,
      ],
      [
        {
          layout: pageLayout(['x1']),
          layouts: [{ id: 'x1', context: JSON.stringify({ version: 'v1.0', widgets: 5 }) }],
        },
        /layout x1: layout context: widgets/,
      ],
      [
        { layout: pageLayout(['x1', 'ghost']), layouts: [{ id: 'x1', context: layoutContext('x') }] },
        /ghost/,
      ],
      [{ type: 3, url: '{"resourceType":"moon"}' }, /url must be JSON/],
      [{ type: 3 }, /a link page needs url/],
      [{ layouts: [{ id: 'x1', context: layoutContext('x') }] }, /sent with the page layout/],
    ]
    for (const [body, message] of attempts) {
      const result = await server.call('POST', `${BASE}/pages`, {
        ticket,
        body: { appId, name: 'Bad', ...body },
      })
      expect(result.status, JSON.stringify(body)).toBe(422)
      expect(result.body.code).toBe(422)
      expect(result.body.message).toMatch(message)
    }
    const createError = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: { appId, name: 'Bad', layout: pageLayout([]) },
    })
    expect(createError.body.details?.[0]?.id).toBe('rules.message.createPageError')
    expect(await count()).toBe(0)
    expect(await layoutRows('x1')).toHaveLength(0)
  })

  it('accepts a mobile page whose blocks are all in its navigation tabs', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Mobile only')
    const layout = JSON.parse(pageLayout([]))
    layout.pageInfo.platformType = 'mobile'
    layout.mobileLayout[0].mobileLayoutNodes = JSON.parse(pageLayout(['m1'])).layoutNodes
    const created = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: {
        appId,
        name: 'Phone',
        layout: JSON.stringify(layout),
        layouts: [{ id: 'm1', context: layoutContext('m') }],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.layouts.map((block: Json) => block.id)).toEqual(['m1'])
    const fetched = await server.call('GET', `${BASE}/pages/${created.body.id}`, { ticket })
    expect(decodePage(fetched.body).ok).toBe(true)
    // The same blocks on a PC page would show nothing there: refused.
    layout.pageInfo.platformType = 'PC'
    const pc = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: {
        appId,
        name: 'PC',
        layout: JSON.stringify(layout),
        layouts: [{ id: 'm2', context: layoutContext('m') }],
      },
    })
    expect(pc.status).toBe(422)
    expect(pc.body.message).toMatch(/needs at least one layout block/)
  })

  it('keeps a document of a newer version as sent', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Newer documents')
    const future = JSON.stringify({ version: 'v9.0', somethingNew: { layoutNodes: 42 } })
    const futureContext = JSON.stringify({ version: 'v7.3', holograms: [] })
    const created = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: { appId, name: 'Future', layout: future, layouts: [{ id: 'f1', context: futureContext }] },
    })
    expect(created.status).toBe(201)
    expect(created.body.layout).toBe(future)
    expect(created.body.layouts[0].context).toBe(futureContext)
  })

  it('creates link pages with a validated url', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Links')
    const url = JSON.stringify({ resourceType: 'business', resourceCode: 'Page_report1' })
    const link = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: { appId, name: 'Report', type: 3, url },
    })
    expect(link.status).toBe(201)
    expect(link.body).toMatchObject({ type: 3, url, layouts: [] })
    const inner = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: { appId, name: 'Inner', type: 2 },
    })
    expect(inner.status).toBe(201)
    const normalWithUrl = await server.call('PUT', `${BASE}/pages/${inner.body.id}`, {
      ticket,
      body: { url: 'nonsense', version: 1 },
    })
    expect(normalWithUrl.status).toBe(422)
  })

  it('answers 409 on stale page and layout saves, never overwriting', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Stale saves')
    const page = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'P' } })).body
    const blockId = page.layouts[0].id
    const first = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: { name: 'P1', version: 1 },
    })
    expect(first.status).toBe(201)
    const stale = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: { name: 'P2', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)

    const saved = await server.call('PUT', `${BASE}/layouts/${blockId}`, {
      ticket,
      body: { context: layoutContext('one'), version: 1 },
    })
    expect(saved.status).toBe(201)
    expect(saved.body.version).toBe(2)
    const staleLayout = await server.call('PUT', `${BASE}/layouts/${blockId}`, {
      ticket,
      body: { context: layoutContext('two'), version: 1 },
    })
    expect(staleLayout.status).toBe(409)
    // A stale block inside a page save fails the whole save.
    const staleInPage = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: {
        name: 'P3',
        layouts: [{ id: blockId, context: layoutContext('three'), version: 1 }],
        version: 2,
      },
    })
    expect(staleInPage.status).toBe(409)
    const after = await server.call('GET', `${BASE}/pages/${page.id}`, { ticket })
    expect(after.body).toMatchObject({ name: 'P1', version: 2 })
    expect(after.body.layouts[0]).toMatchObject({ context: layoutContext('one'), version: 2 })
    const bad = await server.call('PUT', `${BASE}/layouts/${blockId}`, {
      ticket,
      body: { context: '{', version: 2 },
    })
    expect(bad.status).toBe(422)
  })

  it('saves a page with several blocks atomically: one bad context stores none of them', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Atomic saves')
    const page = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Atomic' } }))
      .body
    const first = page.layouts[0]
    const attempt = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: {
        layout: pageLayout([first.id, 'n2', 'n3']),
        layouts: [
          { id: first.id, context: layoutContext('changed'), version: 1 },
          { id: 'n2', name: 'Two', context: layoutContext('two') },
          { id: 'n3', name: 'Three', context: '{"version":"v1.0","layoutType":"sideways"}' },
        ],
        version: 1,
      },
    })
    expect(attempt.status).toBe(422)
    expect(attempt.body.message).toMatch(/layout n3/)
    const unchanged = await server.call('GET', `${BASE}/pages/${page.id}`, { ticket })
    expect(unchanged.body.version).toBe(1)
    expect(unchanged.body.layout).toBe(page.layout)
    expect(unchanged.body.layouts).toEqual(page.layouts)

    const ok = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: {
        layout: pageLayout([first.id, 'n2', 'n3']),
        layouts: [
          { id: first.id, context: layoutContext('changed'), version: 1 },
          { id: 'n2', name: 'Two', context: layoutContext('two') },
          { id: 'n3', name: 'Three', context: layoutContext('three') },
        ],
        version: 1,
      },
    })
    expect(ok.status).toBe(201)
    expect(ok.body.layouts.map((block: Json) => [block.id, block.version])).toEqual([
      [first.id, 2],
      ['n2', 1],
      ['n3', 1],
    ])
    // Removing a block in the same save as the layout that stops showing it.
    const removed = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: { layout: pageLayout([first.id, 'n3']), removedLayoutIds: ['n2'], version: 2 },
    })
    expect(removed.status).toBe(201)
    expect(removed.body.layouts.map((block: Json) => block.id)).toEqual([first.id, 'n3'])
    // Removing a block the layout still shows is refused.
    const dangling = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: { removedLayoutIds: ['n3'], version: 3 },
    })
    expect(dangling.status).toBe(422)
    expect(dangling.body.details?.[0]?.id).toBe('rules.message.dataRequestFailed')
    // A block id another page uses is refused.
    const other = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Other' } }))
      .body
    const taken = await server.call('PUT', `${BASE}/pages/${other.id}`, {
      ticket,
      body: { layouts: [{ id: 'n3', context: layoutContext('steal') }], version: 1 },
    })
    expect(taken.status).toBe(409)
  })

  it('adds, fetches and deletes single layouts with the spec codes and block rules', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Single layouts')
    const page = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Blocks' } }))
      .body
    const first = page.layouts[0].id
    const lastBlock = await server.call('DELETE', `${BASE}/layouts/${first}`, { ticket })
    expect(lastBlock.status).toBe(409)
    expect(lastBlock.body.message).toBe('The last layout block cannot be deleted')

    const added = await server.call('POST', `${BASE}/layouts`, {
      ticket,
      body: { pageId: page.id, name: 'Side', context: layoutContext('side') },
    })
    expect(added.status).toBe(201)
    expect(added.headers.get('location')).toBe(`${BASE}/layouts/${added.body.id}`)
    const bad = await server.call('POST', `${BASE}/layouts`, {
      ticket,
      body: { pageId: page.id, context: 'nope' },
    })
    expect(bad.status).toBe(422)
    expect(await layoutRows(page.id)).toHaveLength(2)

    const shown = await server.call('DELETE', `${BASE}/layouts/${first}`, { ticket })
    expect(shown.status).toBe(409)
    expect((await server.call('DELETE', `${BASE}/layouts/${added.body.id}`, { ticket })).status).toBe(204)
    const missing = await server.call('GET', `${BASE}/layouts/${added.body.id}`, { ticket })
    expect(missing.status).toBe(404)
  })

  it('answers a page read again as it is now: after a block is saved, added or deleted and the page renamed', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Read again')
    const page = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Again' } })).body
    const read = async () => {
      const answer = await server.call('GET', `${BASE}/pages/${page.id}`, { ticket })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
      return answer.body
    }
    // Read twice unchanged (the second answer may be the one encoded for the first), then changed each way.
    expect(await read()).toEqual(page)
    expect(await read()).toEqual(page)
    const first = page.layouts[0]
    const saved = await server.call('PUT', `${BASE}/layouts/${first.id}`, {
      ticket,
      body: { name: 'Main', context: layoutContext('resaved'), version: first.version },
    })
    expect(saved.status).toBe(201)
    expect((await read()).layouts[0].context).toBe(layoutContext('resaved'))
    const added = await server.call('POST', `${BASE}/layouts`, {
      ticket,
      body: { pageId: page.id, name: 'Side', context: layoutContext('side') },
    })
    expect((await read()).layouts.map((block: Json) => block.id)).toEqual([first.id, added.body.id])
    await server.call('DELETE', `${BASE}/layouts/${added.body.id}`, { ticket })
    expect((await read()).layouts.map((block: Json) => block.id)).toEqual([first.id])
    const renamed = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket,
      body: { name: 'Renamed', version: page.version },
    })
    expect(renamed.status).toBe(201)
    expect(await read()).toEqual(renamed.body)
  })

  it('copies a page under new ids with the same content', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Copies')
    const source = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: {
        appId,
        name: 'Source',
        layout: pageLayout(['s1', 's2'], { pageConfig: { pageId: 'placeholder', linkage: '1' } }),
        layouts: [
          { id: 's1', name: 'One', context: compressed(layoutContext('one')) },
          { id: 's2', name: 'Two', context: layoutContext('two') },
        ],
      },
    })
    const copy = await server.call('POST', `${BASE}/page/${source.body.id}/copy`, { ticket })
    expect(copy.status).toBe(201)
    expect(copy.headers.get('location')).toBe(`${BASE}/pages/${copy.body.id}`)
    expect(copy.body.id).not.toBe(source.body.id)
    expect(copy.body.name).toBe('Source (copy)')
    const ids = copy.body.layouts.map((block: Json) => block.id)
    expect(ids).toHaveLength(2)
    expect(ids).not.toContain('s1')
    expect(copy.body.layouts.map((block: Json) => [block.name, block.context])).toEqual(
      source.body.layouts.map((block: Json) => [block.name, block.context]),
    )
    const layout = JSON.parse(copy.body.layout)
    expect(layout.layoutNodes.map((node: Json) => node.i)).toEqual(ids)
    const original = JSON.parse(source.body.layout)
    expect({ ...layout, layoutNodes: [] }).toEqual({ ...original, layoutNodes: [] })
    expect(layout.layoutNodes.map(({ i, ...rest }: Json) => rest)).toEqual(
      original.layoutNodes.map(({ i, ...rest }: Json) => rest),
    )
  })

  it('never deletes the home page', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Home page')
    const page = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Home' } })).body
    const app = await server.call('GET', `/api/app/manager/detail?appId=${appId}`, { ticket })
    const set = await server.call('PUT', `/api/app/manager?appId=${appId}`, {
      ticket,
      body: { homePageId: page.id, version: app.body.version },
    })
    expect(set.status).toBe(201)
    const refused = await server.call('DELETE', `${BASE}/pages/${page.id}`, { ticket })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('The home page cannot be deleted')
  })

  it('requires a grant of the page to read it and the application manager resource to write', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Permissions')
    const page = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Guarded' } }))
      .body
    expect((await server.call('GET', `${BASE}/pages/${page.id}`)).status).toBe(401)
    const viewer = await server.createUser('page_viewer')
    expect((await server.call('GET', `${BASE}/pages/${page.id}`, { ticket: viewer.ticket })).status).toBe(403)
    await grantRunningApp(server, appId, viewer.userId)
    expect((await server.call('GET', `${BASE}/pages/${page.id}`, { ticket: viewer.ticket })).status).toBe(200)
    const write = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket: viewer.ticket,
      body: { name: 'Mine', version: 1 },
    })
    expect(write.status).toBe(403)
    const designer = await server.createUser('page_designer', { resources: ['application-mgr'] })
    const allowed = await server.call('PUT', `${BASE}/pages/${page.id}`, {
      ticket: designer.ticket,
      body: { name: 'Designed', version: 1 },
    })
    expect(allowed.status).toBe(201)
  })
})
