import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { compressed, createApp, type Json, layoutContext, pageLayout } from './fixtures.ts'

const BASE = '/api/compose/manage'

forEachEngine('compose folders, order and templates', (server) => {
  it('creates a folder tree by parentId, edits, refuses cycles and deletes with contents', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Folders app')
    const top = await server.call('POST', `${BASE}/folders`, { ticket, body: { appId, name: 'Plant' } })
    expect(top.status).toBe(201)
    expect(top.headers.get('location')).toBe(`${BASE}/folders/${top.body.id}`)
    expect(top.body).toMatchObject({
      appId,
      parentId: null,
      name: 'Plant',
      type: 'page',
      kind: 'folder',
      version: 1,
    })
    const child = await server.call('POST', `${BASE}/folders`, {
      ticket,
      body: { appId, parentId: top.body.id, name: 'Line 1' },
    })
    expect(child.status).toBe(201)
    const dup = await server.call('POST', `${BASE}/folders`, {
      ticket,
      body: { appId, parentId: top.body.id, name: 'line 1' },
    })
    expect(dup.status).toBe(409)
    const blank = await server.call('POST', `${BASE}/folders`, { ticket, body: { appId, name: '   ' } })
    expect(blank.status).toBe(422)

    const roots = await server.call('GET', `${BASE}/folders?appId=${appId}&parentId=0&type=page`, { ticket })
    expect(roots.status).toBe(200)
    expect(roots.body.list.map((folder: Json) => folder.name)).toEqual(['Plant'])
    const children = await server.call('GET', `${BASE}/folders?appId=${appId}&parentId=${top.body.id}`, {
      ticket,
    })
    expect(children.body.list.map((folder: Json) => folder.name)).toEqual(['Line 1'])

    const cycle = await server.call('PUT', `${BASE}/folders/${top.body.id}`, {
      ticket,
      body: { parentId: child.body.id, version: 1 },
    })
    expect(cycle.status).toBe(400)
    const renamed = await server.call('PUT', `${BASE}/folders/${child.body.id}`, {
      ticket,
      body: { name: 'Line A', version: 1 },
    })
    expect(renamed.status).toBe(201)
    expect(renamed.body).toMatchObject({ name: 'Line A', version: 2 })
    const stale = await server.call('PUT', `${BASE}/folders/${child.body.id}`, {
      ticket,
      body: { name: 'Line B', version: 1 },
    })
    expect(stale.status).toBe(409)

    const page = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: { appId, parentId: child.body.id, name: 'In folder' },
    })
    expect(page.body.parentId).toBe(child.body.id)
    const wrongType = await server.call('POST', `${BASE}/templateFolders`, {
      ticket,
      body: { appId, name: 'T' },
    })
    const misplaced = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: { appId, parentId: wrongType.body.id, name: 'Misplaced' },
    })
    expect(misplaced.status).toBe(422)

    expect((await server.call('DELETE', `${BASE}/folders/${top.body.id}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${BASE}/folders/${child.body.id}`, { ticket })).status).toBe(404)
    expect((await server.call('GET', `${BASE}/pages/${page.body.id}`, { ticket })).status).toBe(404)
  })

  it('orders folders and pages within a parent', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Order app')
    const folder = (await server.call('POST', `${BASE}/folders`, { ticket, body: { appId, name: 'F' } })).body
    const a = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'A' } })).body
    const b = (await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'B' } })).body
    const ordered = await server.call('PUT', `${BASE}/order`, {
      ticket,
      body: {
        appId,
        parentId: null,
        items: [
          { kind: 'page', id: b.id },
          { kind: 'folder', id: folder.id },
          { kind: 'page', id: a.id },
        ],
      },
    })
    expect(ordered.status).toBe(201)
    const pages = await server.call('GET', `${BASE}/pages?appId=${appId}&parentId=0`, { ticket })
    expect(pages.body.list.map((page: Json) => [page.name, page.sortOrder])).toEqual([
      ['B', 0],
      ['A', 2],
    ])
    const folders = await server.call('GET', `${BASE}/folders?appId=${appId}`, { ticket })
    expect(folders.body.list[0].sortOrder).toBe(1)
    // Ordering is not an edit: the pages keep their versions.
    expect((await server.call('GET', `${BASE}/pages/${a.id}`, { ticket })).body.version).toBe(1)
    const elsewhere = await server.call('PUT', `${BASE}/order`, {
      ticket,
      body: { appId, parentId: folder.id, items: [{ kind: 'page', id: a.id }] },
    })
    expect(elsewhere.status).toBe(400)
  })

  it('manages templates in template folders and creates pages from them', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Templates app')
    const folder = await server.call('POST', `${BASE}/templateFolders`, {
      ticket,
      body: { appId, name: 'Layouts' },
    })
    expect(folder.status).toBe(201)
    expect(folder.body).toMatchObject({ type: 'template', kind: 'folder' })
    const source = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: {
        appId,
        name: 'Dashboard',
        layout: pageLayout(['t1', 't2']),
        layouts: [
          { id: 't1', name: 'Head', context: compressed(layoutContext('head')) },
          { id: 't2', name: 'Body', context: layoutContext('body') },
        ],
      },
    })
    const fromPage = await server.call('POST', `${BASE}/templates`, {
      ticket,
      body: { appId, parentId: folder.body.id, name: 'Two rows', pageId: source.body.id },
    })
    expect(fromPage.status).toBe(201)
    expect(fromPage.headers.get('location')).toBe(`${BASE}/templates/${fromPage.body.id}`)
    expect(fromPage.body.layouts.map((block: Json) => block.context)).toEqual(
      source.body.layouts.map((block: Json) => block.context),
    )
    const listed = await server.call('GET', `${BASE}/templates?parentId=${folder.body.id}`, { ticket })
    expect(listed.body.list.map((template: Json) => template.name)).toEqual(['Two rows'])

    const bad = await server.call('POST', `${BASE}/templates`, {
      ticket,
      body: { appId, name: 'Broken', layout: pageLayout(['q']), layouts: [{ id: 'q', context: '{' }] },
    })
    expect(bad.status).toBe(422)

    const page = await server.call('POST', `${BASE}/pages`, {
      ticket,
      body: { appId, name: 'From template', templateId: fromPage.body.id },
    })
    expect(page.status).toBe(201)
    expect(page.body.layouts.map((block: Json) => [block.name, block.context])).toEqual(
      source.body.layouts.map((block: Json) => [block.name, block.context]),
    )
    const nodes = JSON.parse(page.body.layout).layoutNodes.map((node: Json) => node.i)
    expect(nodes).toEqual(page.body.layouts.map((block: Json) => block.id))
    expect(nodes).not.toContain('t1')
    expect(JSON.parse(page.body.layout).pageConfig.pageId).toBe(page.body.id)

    const edit = await server.call('PUT', `${BASE}/templates/${fromPage.body.id}`, {
      ticket,
      body: { name: 'Two rows v2', version: 1 },
    })
    expect(edit.status).toBe(201)
    const stale = await server.call('PUT', `${BASE}/templates/${fromPage.body.id}`, {
      ticket,
      body: { name: 'x', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect((await server.call('DELETE', `${BASE}/templates/${fromPage.body.id}`, { ticket })).status).toBe(
      204,
    )
  })

  it('lists, creates, edits and deletes apps through /apps', async () => {
    const ticket = await server.adminTicket()
    const created = await server.call('POST', `${BASE}/apps`, { ticket, body: { name: 'Compose app' } })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(`/api/app/manager/detail?appId=${created.body.appId}`)
    const list = await server.call('GET', `${BASE}/apps?keyword=compose`, { ticket })
    expect(list.body.list.map((app: Json) => app.name)).toContain('Compose app')
    const edit = await server.call('PUT', `${BASE}/apps/${created.body.appId}`, {
      ticket,
      body: { description: 'Edited', version: 1 },
    })
    expect(edit.status).toBe(201)
    expect((await server.call('DELETE', `${BASE}/apps/${created.body.appId}`, { ticket })).status).toBe(204)
  })
})
