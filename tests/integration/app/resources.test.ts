import { expect, it } from 'vitest'
import { createApp, type Json, upload } from '../compose/fixtures.ts'
import { forEachEngine } from '../harness.ts'

const BASE = '/api/app/resource'

forEachEngine('application resources', (server) => {
  it('creates folders, uploads, lists, downloads, moves and deletes files', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Resources app')
    const images = await server.call('POST', `${BASE}/folder`, { ticket, body: { appId, name: 'images' } })
    expect(images.status).toBe(201)
    expect(images.headers.get('location')).toBe(`${BASE}/fileAndfolder?appId=${appId}&path=images`)
    const icons = await server.call('POST', `${BASE}/folder`, {
      ticket,
      body: { appId, parentPath: 'images', name: 'icons' },
    })
    expect(icons.body.path).toBe('images/icons')
    expect(
      (await server.call('POST', `${BASE}/folder`, { ticket, body: { appId, name: 'images' } })).status,
    ).toBe(409)

    const uploaded = await upload(
      server,
      `${BASE}/file?appId=${appId}&path=images`,
      ticket,
      'pump.svg',
      '<svg/>',
    )
    expect(uploaded.status).toBe(201)
    expect(uploaded.headers.get('location')).toBe(
      `${BASE}/file?appId=${appId}&path=${encodeURIComponent('images/pump.svg')}`,
    )
    expect(uploaded.body).toMatchObject({
      name: 'pump.svg',
      type: 'file',
      size: 6,
      mimeType: 'image/svg+xml',
    })
    const again = await upload(
      server,
      `${BASE}/file?appId=${appId}&path=images`,
      ticket,
      'pump.svg',
      '<svg/>',
    )
    expect(again.status).toBe(409)

    const list = await server.call('GET', `${BASE}/fileAndfolder?appId=${appId}&path=images`, { ticket })
    expect(list.status).toBe(200)
    expect(list.body.list.map((item: Json) => [item.name, item.type])).toEqual([
      ['icons', 'folder'],
      ['pump.svg', 'file'],
    ])
    const tree = await server.call('GET', `${BASE}/folder?appId=${appId}`, { ticket })
    expect(tree.body).toEqual({
      name: '',
      path: '',
      children: [
        { name: 'images', path: 'images', children: [{ name: 'icons', path: 'images/icons', children: [] }] },
      ],
    })

    const file = await fetch(`${server.url}${BASE}/file?appId=${appId}&path=images/pump.svg`, {
      headers: { authorization: `Bearer ${ticket}` },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/svg+xml')
    expect(file.headers.get('content-security-policy')).toBe('sandbox')
    expect(await file.text()).toBe('<svg/>')

    const moved = await server.call('PUT', `${BASE}/folder`, {
      ticket,
      body: { appId, path: 'images/icons', parentPath: '' },
    })
    expect(moved.status).toBe(201)
    expect(moved.body.path).toBe('icons')
    const renamed = await server.call('PUT', `${BASE}/folder`, {
      ticket,
      body: { appId, path: 'icons', parentPath: '', name: 'symbols' },
    })
    expect(renamed.status).toBe(400)
    expect(renamed.body.message).toBe('A new directory name cannot be changed afterwards')

    const removed = await server.call(
      'DELETE',
      `${BASE}/fileAndfolder?appId=${appId}&path=images/pump.svg&path=icons`,
      {
        ticket,
      },
    )
    expect(removed.status).toBe(204)
    const empty = await server.call('GET', `${BASE}/fileAndfolder?appId=${appId}&path=images`, { ticket })
    expect(empty.body.list).toEqual([])
  })

  it('refuses bad names and paths that would leave the application', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Guarded files')
    const badName = await server.call('POST', `${BASE}/folder`, { ticket, body: { appId, name: 'a:b' } })
    expect(badName.status).toBe(422)
    expect(badName.body.message).toBe('File names may not contain \\ / : * ? " < > |')
    const dots = await server.call('POST', `${BASE}/folder`, {
      ticket,
      body: { appId, parentPath: '..', name: 'x' },
    })
    expect(dots.status).toBe(422)
    const traversal = await server.call('GET', `${BASE}/file?appId=${appId}&path=../../gantry.db`, { ticket })
    expect(traversal.status).toBe(400)
    const badUpload = await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'a|b.png', 'x')
    expect(badUpload.status).toBe(422)
    const root = await server.call('DELETE', `${BASE}/fileAndfolder?appId=${appId}&path=`, { ticket })
    expect(root.status).toBe(400)
    const missing = await server.call('DELETE', `${BASE}/fileAndfolder?appId=${appId}&path=nothing`, {
      ticket,
    })
    expect(missing.status).toBe(404)
    const reader = await server.createUser('resource_reader')
    const forbidden = await server.call('POST', `${BASE}/folder`, {
      ticket: reader.ticket,
      body: { appId, name: 'x' },
    })
    expect(forbidden.status).toBe(403)
    expect((await server.call('GET', `${BASE}/folder?appId=${appId}`)).status).toBe(401)
  })
})
