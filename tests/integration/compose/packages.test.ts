import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { compressed, createApp, type Json, layoutContext, pageLayout, upload } from './fixtures.ts'

const BASE = '/api/compose/manage'

forEachEngine('compose page packages', (server) => {
  it('packages pages and imports them into another application with per-item results', async () => {
    const ticket = await server.adminTicket()
    const source = await createApp(server, ticket, 'Package source')
    const target = await createApp(server, ticket, 'Package target')
    const second = (
      await server.call('POST', `${BASE}/pages`, { ticket, body: { appId: source, name: 'Detail' } })
    ).body
    const openDetail = { noticeOnclick: [{ kind: 'openPage', pageId: second.id, target: 'self' }] }
    const first = (
      await server.call('POST', `${BASE}/pages`, {
        ticket,
        body: {
          appId: source,
          name: 'Overview',
          layout: pageLayout(['p1']),
          layouts: [{ id: 'p1', name: 'Main', context: compressed(layoutContext('main', openDetail)) }],
        },
      })
    ).body

    const packaged = await server.call('POST', `${BASE}/pages/package`, {
      ticket,
      body: { pageIds: [first.id, second.id, 'Page_missing'] },
    })
    expect(packaged.status).toBe(200)
    expect(packaged.body.fileName).toMatch(/\.gpages$/)
    expect(packaged.body.items.map((item: Json) => item.ok)).toEqual([true, true, false])

    const folder = (
      await server.call('POST', `${BASE}/folders`, { ticket, body: { appId: target, name: 'Imported' } })
    ).body
    const imported = await upload(
      server,
      `${BASE}/pages/import?appId=${target}&parentId=${folder.id}`,
      ticket,
      packaged.body.fileName,
      packaged.body.content,
    )
    expect(imported.status).toBe(201)
    expect(imported.body).toMatchObject({ succeeded: 2, failed: 0 })
    expect(imported.body.items.map((item: Json) => item.message)).toEqual([
      'Overview import succeeded',
      'Detail import succeeded',
    ])
    const pages = await server.call('GET', `${BASE}/pages?appId=${target}&parentId=${folder.id}`, { ticket })
    expect(pages.body.list.map((page: Json) => page.name)).toEqual(['Overview', 'Detail'])
    const copy = await server.call('GET', `${BASE}/pages/${imported.body.items[0].newId}`, { ticket })
    const newDetail = imported.body.items[1].newId
    // The action that opened Detail now opens the imported Detail.
    expect(copy.body.layouts[0].context).toBe(
      compressed(
        JSON.stringify({
          ...JSON.parse(layoutContext('main', openDetail)),
          widgets: [
            {
              ...JSON.parse(layoutContext('main', openDetail)).widgets[0],
              events: { noticeOnclick: [{ kind: 'openPage', pageId: newDetail, target: 'self' }] },
            },
          ],
        }),
      ),
    )
  })

  it('refuses a file whose type does not match, and reports broken entries per item', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Package checks')
    const wrongExtension = await upload(
      server,
      `${BASE}/pages/import?appId=${appId}`,
      ticket,
      'pages.xlsx',
      '{}',
    )
    expect(wrongExtension.status).toBe(422)
    expect(wrongExtension.body.message).toBe('File type does not match')
    const appFile = JSON.stringify({ format: 'gantry-app', formatVersion: 1, app: { name: 'x' } })
    const wrongContent = await upload(
      server,
      `${BASE}/pages/import?appId=${appId}`,
      ticket,
      'x.gpages',
      appFile,
    )
    expect(wrongContent.status).toBe(422)
    expect(wrongContent.body.message).toBe('File type does not match')

    const good = {
      id: 'Page_a',
      parentId: null,
      name: 'Good',
      type: 1,
      layout: pageLayout(['g1']),
      url: null,
      sortOrder: 0,
      layouts: [{ id: 'g1', name: '', context: layoutContext('g'), sortOrder: 0 }],
    }
    const broken = {
      ...good,
      id: 'Page_b',
      name: 'Broken',
      layouts: [{ id: 'g1', name: '', context: '{', sortOrder: 0 }],
    }
    const file = JSON.stringify({
      format: 'gantry-pages',
      formatVersion: 1,
      exportedAt: '',
      pages: [good, broken],
    })
    const partial = await upload(server, `${BASE}/pages/import?appId=${appId}`, ticket, 'mixed.gpages', file)
    expect(partial.status).toBe(201)
    expect(partial.body).toMatchObject({ succeeded: 1, failed: 1 })
    expect(partial.body.items[1].message).toMatch(/^Broken import failed: layout .*not valid JSON/)
  })
})
