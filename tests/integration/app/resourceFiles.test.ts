import { expect, it } from 'vitest'
import { decompressText } from '../../../engine/codec/compression.ts'
import { compressed, createApp, layoutContext, upload } from '../compose/fixtures.ts'
import { forEachEngine } from '../harness.ts'

const BASE = '/api/app/resource'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

/** A block context whose one picture widget shows `src`. */
const pictureContext = (src: string) => {
  const context = JSON.parse(layoutContext('picture'))
  context.widgets[0].props = { text: src }
  return JSON.stringify(context)
}

forEachEngine('application resource files (screen calls)', (server) => {
  it('renames and moves a file, refuses bad names, clashes and missing files, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Moving files')
    await server.call('POST', `${BASE}/folder`, { ticket, body: { appId, name: 'pumps' } })
    expect((await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'a.png', PNG)).status).toBe(201)
    expect((await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'b.png', PNG)).status).toBe(201)

    const moved = await server.call('PUT', `${BASE}/file`, {
      ticket,
      body: { appId, path: 'a.png', parentPath: 'pumps', name: 'main.png' },
    })
    expect(moved.status).toBe(201)
    expect(moved.body).toMatchObject({ name: 'main.png', path: 'pumps/main.png', type: 'file', size: 12 })

    const badName = await server.call('PUT', `${BASE}/file`, {
      ticket,
      body: { appId, path: 'b.png', parentPath: '', name: 'b?.png' },
    })
    expect(badName.status).toBe(422)
    expect(badName.body.message).toBe('File names may not contain \\ / : * ? " < > |')
    const clash = await server.call('PUT', `${BASE}/file`, {
      ticket,
      body: { appId, path: 'b.png', parentPath: 'pumps', name: 'main.png' },
    })
    expect(clash.status).toBe(409)
    const missing = await server.call('PUT', `${BASE}/file`, {
      ticket,
      body: { appId, path: 'nothing.png', parentPath: '', name: 'x.png' },
    })
    expect(missing.status).toBe(404)
    const folder = await server.call('PUT', `${BASE}/file`, {
      ticket,
      body: { appId, path: 'pumps', parentPath: '', name: 'valves' },
    })
    expect(folder.status).toBe(404)

    const root = await server.call('GET', `${BASE}/fileAndfolder?appId=${appId}`, { ticket })
    expect(root.body.list.map((item: { path: string }) => item.path)).toEqual(['pumps', 'b.png'])
    const pumps = await server.call('GET', `${BASE}/fileAndfolder?appId=${appId}&path=pumps`, { ticket })
    expect(pumps.body.list.map((item: { path: string }) => item.path)).toEqual(['pumps/main.png'])
    const reader = await server.createUser('file_reader')
    const forbidden = await server.call('PUT', `${BASE}/file`, {
      ticket: reader.ticket,
      body: { appId, path: 'b.png', parentPath: '', name: 'c.png' },
    })
    expect(forbidden.status).toBe(403)
  })

  it('applies the picture rule: JPG, GIF or PNG under 5 MB, content matching the name', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Picture rule')
    const big = new Uint8Array(5 * 1024 * 1024)
    big.set(PNG)
    const tooBig = await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'big.png', big)
    expect(tooBig.status).toBe(422)
    expect(tooBig.body.message).toBe('Images must be smaller than 5 MB')
    const fake = await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'fake.jpg', PNG)
    expect(fake.status).toBe(422)
    expect(fake.body.message).toBe('File type does not match')
    const bmp = await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'plan.bmp', 'BM')
    expect(bmp.status).toBe(422)
    expect(bmp.body.message).toBe('Only JPG, GIF or PNG images can be uploaded')
    const list = await server.call('GET', `${BASE}/fileAndfolder?appId=${appId}`, { ticket })
    expect(list.body.list).toEqual([])
    // Not pictures: a drawing, a manual and a video of any size below the resource limit.
    for (const name of ['pump.svg', 'manual.pdf', 'start.mp4']) {
      expect((await upload(server, `${BASE}/file?appId=${appId}`, ticket, name, 'x')).status).toBe(201)
    }
  })

  it('serves pictures and videos to pages, and tells the pages and symbols that use a file', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Used files')
    await server.call('POST', `${BASE}/folder`, { ticket, body: { appId, name: 'plant photos' } })
    await upload(server, `${BASE}/file?appId=${appId}&path=plant%20photos`, ticket, 'tank.png', PNG)
    await upload(server, `${BASE}/file?appId=${appId}&path=plant%20photos`, ticket, 'tank.png.png', PNG)
    await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'notes.txt', 'secret')

    const unused = await server.call('GET', `${BASE}/usedBy?appId=${appId}&path=plant photos/tank.png`, {
      ticket,
    })
    expect(unused.status).toBe(200)
    const url = `${BASE}/media/${appId}/plant%20photos/tank.png`
    expect(unused.body).toEqual({ url, list: [] })

    const page = await server.call('POST', '/api/compose/manage/pages', {
      ticket,
      body: { appId, name: 'Tank farm' },
    })
    const block = page.body.layouts[0]
    const saved = await server.call('PUT', `/api/compose/manage/layouts/${block.id}`, {
      ticket,
      body: { context: compressed(pictureContext(url)), version: 1 },
    })
    expect(saved.status).toBe(201)
    const other = await server.call('POST', '/api/compose/manage/pages', {
      ticket,
      body: { appId, name: 'Other page' },
    })
    await server.call('PUT', `/api/compose/manage/layouts/${other.body.layouts[0].id}`, {
      ticket,
      body: { context: pictureContext(`${url}.png`), version: 1 },
    })

    const used = await server.call('GET', `${BASE}/usedBy?appId=${appId}&path=plant photos/tank.png`, {
      ticket,
    })
    expect(used.body.list).toEqual([{ kind: 'page', id: page.body.id, name: 'Tank farm' }])
    const inFolder = await server.call('GET', `${BASE}/usedBy?appId=${appId}&path=plant photos`, { ticket })
    expect(inFolder.body.list.map((item: { name: string }) => item.name)).toEqual(['Other page', 'Tank farm'])
    const gone = await server.call('GET', `${BASE}/usedBy?appId=${appId}&path=nothing.png`, { ticket })
    expect(gone.status).toBe(404)

    // Public (an <img> sends no session), pictures and videos only.
    const picture = await fetch(`${server.url}${url}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG)
    expect((await fetch(`${server.url}${BASE}/media/${appId}/notes.txt`)).status).toBe(404)
    expect((await fetch(`${server.url}${BASE}/media/${appId}/missing.png`)).status).toBe(404)
    expect((await fetch(`${server.url}${BASE}/media/${appId}/..%2F..%2Fgantry.png`)).status).toBe(400)
  })

  it('a used file moves only with its pages updated, in one go; otherwise the "used by" list refuses it', async () => {
    const ticket = await server.adminTicket()
    const appId = await createApp(server, ticket, 'Following files')
    await server.call('POST', `${BASE}/folder`, { ticket, body: { appId, name: 'archive' } })
    await upload(server, `${BASE}/file?appId=${appId}`, ticket, 'tank.png', PNG)
    const oldUrl = `${BASE}/media/${appId}/tank.png`
    const newUrl = `${BASE}/media/${appId}/archive/tank%201.png`
    const page = await server.call('POST', '/api/compose/manage/pages', {
      ticket,
      body: { appId, name: 'Tanks' },
    })
    const block = page.body.layouts[0]
    // One block stored compressed, the other page's block as plain JSON: both follow the file.
    await server.call('PUT', `/api/compose/manage/layouts/${block.id}`, {
      ticket,
      body: { context: compressed(pictureContext(oldUrl)), version: 1 },
    })
    const other = await server.call('POST', '/api/compose/manage/pages', {
      ticket,
      body: { appId, name: 'Yard' },
    })
    await server.call('PUT', `/api/compose/manage/layouts/${other.body.layouts[0].id}`, {
      ticket,
      body: { context: pictureContext(oldUrl), version: 1 },
    })
    const context = async (layoutId: string) => {
      const answer = await server.call('GET', `/api/compose/manage/layouts/${layoutId}`, { ticket })
      return { text: decompressText(answer.body.context as string), version: answer.body.version as number }
    }

    const refused = await server.call('PUT', `${BASE}/file`, {
      ticket,
      body: { appId, path: 'tank.png', parentPath: 'archive', name: 'tank 1.png' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'tank.png is used by Tanks, Yard: move it with its references updated, or remove it from them first',
    )
    const still = await server.call('GET', `${BASE}/fileAndfolder?appId=${appId}`, { ticket })
    expect(still.body.list.map((item: { path: string }) => item.path)).toEqual(['archive', 'tank.png'])
    expect((await context(block.id)).text).toContain(`${oldUrl}"`)

    const moved = await server.call('PUT', `${BASE}/file`, {
      ticket,
      body: { appId, path: 'tank.png', parentPath: 'archive', name: 'tank 1.png', updateReferences: true },
    })
    expect(moved.status).toBe(201)
    for (const layoutId of [block.id, other.body.layouts[0].id]) {
      const after = await context(layoutId)
      expect(after.text).toContain(`${newUrl}"`)
      expect(after.text).not.toContain(`${oldUrl}"`)
      expect(after.version).toBe(3)
    }
    const usedNow = await server.call('GET', `${BASE}/usedBy?appId=${appId}&path=archive/tank 1.png`, {
      ticket,
    })
    expect(usedNow.body.list.map((item: { name: string }) => item.name)).toEqual(['Tanks', 'Yard'])
    expect((await fetch(`${server.url}${newUrl}`)).status).toBe(200)
    expect((await fetch(`${server.url}${oldUrl}`)).status).toBe(404)
  })
})
