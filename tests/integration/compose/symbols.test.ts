import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { compressed, createApp, type Json, symbolDocument } from './fixtures.ts'

const BASE = '/api/compose/manage'

forEachEngine('compose symbols and categories', (server) => {
  it('creates symbols in categories and folders of type symbol, and shows them as a tree', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Symbols app')
    const category = await server.call('POST', `${BASE}/category`, { ticket, body: { appId, name: 'Pumps' } })
    expect(category.status).toBe(201)
    expect(category.headers.get('location')).toBe(`${BASE}/folders/${category.body.id}`)
    expect(category.body).toMatchObject({ type: 'symbol', kind: 'category' })
    const folder = await server.call('POST', `${BASE}/folders`, {
      ticket,
      body: { appId, parentId: category.body.id, name: 'Centrifugal', type: 'symbol' },
    })
    expect(folder.status).toBe(201)

    const content = compressed(symbolDocument('Pump A'))
    const symbol = await server.call('POST', `${BASE}/symbol`, {
      ticket,
      body: { appId, parentId: folder.body.id, name: 'Pump A', templateName: 'pump', content },
    })
    expect(symbol.status).toBe(201)
    expect(symbol.headers.get('location')).toBe(`${BASE}/symbol/${symbol.body.id}`)
    const fetched = await server.call('GET', `${BASE}/symbol/${symbol.body.id}`, { ticket })
    expect(fetched.status).toBe(200)
    expect(fetched.body).toMatchObject({ appId, name: 'Pump A', templateName: 'pump', content, version: 1 })

    const folders = await server.call('GET', `${BASE}/folders?parentId=${category.body.id}&type=symbol`, {
      ticket,
    })
    expect(folders.body.list.map((item: Json) => item.name)).toEqual(['Centrifugal'])

    const tree = await server.call('GET', `${BASE}/symbol/tree/${appId}`, { ticket })
    expect(tree.status).toBe(200)
    expect(tree.body).toEqual([
      expect.objectContaining({
        nodeType: 'category',
        name: 'Pumps',
        children: [
          expect.objectContaining({
            nodeType: 'folder',
            name: 'Centrifugal',
            children: [expect.objectContaining({ nodeType: 'symbol', id: symbol.body.id, name: 'Pump A' })],
          }),
        ],
      }),
    ])
  })

  it('refuses bad symbol documents with 422, answers 409 on stale saves, copies and deletes', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Symbol rules')
    const bad = await server.call('POST', `${BASE}/symbol`, {
      ticket,
      body: {
        appId,
        name: 'Bad',
        content: JSON.stringify({ version: 'v1.0', children: [{ id: 'x', kind: 'blob' }] }),
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/symbol: children\[0\]\.kind/)
    const rows = await server.db.kysely
      .selectFrom('composeSymbols')
      .select('symbolId')
      .where('appId', '=', appId)
      .execute()
    expect(rows).toHaveLength(0)

    const symbol = (
      await server.call('POST', `${BASE}/symbol`, {
        ticket,
        body: { appId, name: 'Valve', content: symbolDocument('Valve') },
      })
    ).body
    const edit = await server.call('PUT', `${BASE}/symbol/${symbol.id}`, {
      ticket,
      body: { content: symbolDocument('Valve 2'), version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body.version).toBe(2)
    const stale = await server.call('PUT', `${BASE}/symbol/${symbol.id}`, {
      ticket,
      body: { content: symbolDocument('Valve 3'), version: 1 },
    })
    expect(stale.status).toBe(409)
    const badEdit = await server.call('PUT', `${BASE}/symbol/${symbol.id}`, {
      ticket,
      body: { content: '{', version: 2 },
    })
    expect(badEdit.status).toBe(422)
    expect((await server.call('GET', `${BASE}/symbol/${symbol.id}`, { ticket })).body.content).toBe(
      symbolDocument('Valve 2'),
    )

    const copy = await server.call('POST', `${BASE}/symbol/${symbol.id}/copy`, { ticket })
    expect(copy.status).toBe(201)
    expect(copy.headers.get('location')).toBe(`${BASE}/symbol/${copy.body.id}`)
    expect(copy.body).toMatchObject({ name: 'Valve (copy)', content: symbolDocument('Valve 2'), version: 1 })
    expect(copy.body.id).not.toBe(symbol.id)

    expect((await server.call('DELETE', `${BASE}/symbol/${symbol.id}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${BASE}/symbol/${symbol.id}`, { ticket })).status).toBe(404)
  })

  it('edits and deletes categories, and only categories through /category', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Categories app')
    const category = (
      await server.call('POST', `${BASE}/category`, { ticket, body: { appId, name: 'Tanks' } })
    ).body
    const edit = await server.call('PUT', `${BASE}/category/${category.id}`, {
      ticket,
      body: { name: 'Vessels', version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body.name).toBe('Vessels')
    const pageFolder = (
      await server.call('POST', `${BASE}/folders`, { ticket, body: { appId, name: 'Pages' } })
    ).body
    expect((await server.call('DELETE', `${BASE}/category/${pageFolder.id}`, { ticket })).status).toBe(404)
    const inside = (
      await server.call('POST', `${BASE}/symbol`, {
        ticket,
        body: { appId, parentId: category.id, name: 'Tank', content: symbolDocument('Tank') },
      })
    ).body
    expect((await server.call('DELETE', `${BASE}/category/${category.id}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${BASE}/symbol/${inside.id}`, { ticket })).status).toBe(404)
  })
})

forEachEngine('symbol names and parameters', (server) => {
  it('answers "the canvas already exists" for a second symbol of the same name in a folder, not in another', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Canvas names')
    const folder = (
      await server.call('POST', `${BASE}/folders`, {
        ticket,
        body: { appId, name: 'Valves', type: 'symbol' },
      })
    ).body
    const first = await server.call('POST', `${BASE}/symbol`, {
      ticket,
      body: { appId, name: 'Gate valve', content: symbolDocument('Gate valve') },
    })
    expect(first.status).toBe(201)
    const again = await server.call('POST', `${BASE}/symbol`, {
      ticket,
      body: { appId, name: 'gate VALVE', content: symbolDocument('x') },
    })
    expect(again.status).toBe(409)
    expect(again.body.details?.[0]?.message ?? again.body.message).toMatch(/canvas already exists/i)
    const elsewhere = await server.call('POST', `${BASE}/symbol`, {
      ticket,
      body: { appId, parentId: folder.id, name: 'Gate valve', content: symbolDocument('x') },
    })
    expect(elsewhere.status).toBe(201)
    // Moving the second one next to the first, or renaming onto it, is refused and changes nothing.
    const move = await server.call('PUT', `${BASE}/symbol/${elsewhere.body.id}`, {
      ticket,
      body: { parentId: null, version: 1 },
    })
    expect(move.status).toBe(409)
    const got = await server.call('GET', `${BASE}/symbol/${elsewhere.body.id}`, { ticket })
    expect(got.body).toMatchObject({ parentId: folder.id, version: 1 })
    const copy = await server.call('POST', `${BASE}/symbol/${first.body.id}/copy`, {
      ticket,
      body: { name: 'Gate valve' },
    })
    expect(copy.status).toBe(409)
  })

  it('stores a v1.1 symbol with parameters and slots; refuses repeated part names on one level', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Parameters')
    const doc = (names: [string, string]) =>
      JSON.stringify({
        version: 'v1.1',
        name: 'Motor',
        templateName: 'Motor',
        width: 60,
        height: 60,
        parameters: [{ name: 'running', type: 'bool', default: false }],
        children: names.map((partName, i) => ({
          id: `p${i}`,
          kind: 'shape',
          partName,
          type: 'shape.circle',
          x: 0,
          y: 0,
          w: 60,
          h: 60,
          slots: { fill: { param: 'running' } },
        })),
      })
    const good = await server.call('POST', `${BASE}/symbol`, {
      ticket,
      body: { appId, name: 'Motor', templateName: 'Motor', content: doc(['rotor', 'stator']) },
    })
    expect(good.status).toBe(201)
    const bad = await server.call('PUT', `${BASE}/symbol/${good.body.id}`, {
      ticket,
      body: { content: doc(['rotor', 'rotor']), version: 1 },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/rotor/)
    const undeclared = await server.call('PUT', `${BASE}/symbol/${good.body.id}`, {
      ticket,
      body: { content: doc(['rotor', 'stator']).replace('"param":"running"', '"param":"speed"'), version: 1 },
    })
    expect(undeclared.status).toBe(422)
    expect((await server.call('GET', `${BASE}/symbol/${good.body.id}`, { ticket })).body.version).toBe(1)
  })
})
