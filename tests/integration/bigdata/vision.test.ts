import { afterAll, beforeAll, expect, it } from 'vitest'
import { type ModelService, pngWithRect, startModelService } from '../../support/visionFixtures.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

const API = '/api/bigdata/vision'

/** A multipart upload of `files` into a folder of a set. */
async function upload(
  server: TestServer,
  ticket: string,
  setId: number,
  files: [string, Buffer, string?][],
  folder = '',
) {
  const form = new FormData()
  for (const [name, bytes, type] of files)
    form.append('file', new Blob([new Uint8Array(bytes)], { type: type ?? 'image/png' }), name)
  const response = await fetch(
    `${server.url}${API}/sets/${setId}/images?folder=${encodeURIComponent(folder)}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${ticket}` },
      body: form,
    },
  )
  return { status: response.status, body: await response.json() }
}

forEachEngine('machine vision', (server) => {
  let ticket = ''
  let setId = 0
  let imageId = 0
  let model: ModelService

  beforeAll(async () => {
    ticket = await server.adminTicket()
    model = await startModelService()
  })
  afterAll(async () => model.close())

  it('creates an image set with labels and folders, and refuses bad ones with nothing stored', async () => {
    const made = await server.call('POST', `${API}/sets`, {
      ticket,
      body: {
        name: 'Weld seams',
        labels: [
          { name: 'crack', color: '#E53935' },
          { name: 'pore', color: '#1e88e5' },
        ],
        folders: ['line-1'],
        modelUrl: model.url,
        modelTimeoutMs: 1000,
      },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.headers.get('location')).toBe(`${API}/sets/${made.body.setId}`)
    expect(made.body.labels).toEqual([
      { name: 'crack', color: '#e53935' },
      { name: 'pore', color: '#1e88e5' },
    ])
    setId = made.body.setId

    const twice = await server.call('POST', `${API}/sets`, {
      ticket,
      body: {
        name: 'Other',
        labels: [
          { name: 'a', color: '#000000' },
          { name: 'a', color: '#ffffff' },
        ],
      },
    })
    expect(twice.status).toBe(422)
    expect(twice.body.message).toContain('The label a is listed twice')
    const badUrl = await server.call('POST', `${API}/sets`, {
      ticket,
      body: { name: 'Other', modelUrl: 'ftp://x' },
    })
    expect(badUrl.status).toBe(422)
    expect(badUrl.body.message).toContain('http:// or https://')
    const badFolder = await server.call('POST', `${API}/sets`, {
      ticket,
      body: { name: 'Other', folders: ['a/b'] },
    })
    expect(badFolder.status).toBe(422)
    const sameName = await server.call('POST', `${API}/sets`, { ticket, body: { name: 'Weld seams' } })
    expect(sameName.status).toBe(409)
    const list = await server.call('GET', `${API}/sets`, { ticket })
    expect(list.body.list.map((s: { name: string }) => s.name)).toEqual(['Weld seams'])
  })

  it('uploads several pictures at once; a refused file stores none of them', async () => {
    const wrongType = await upload(server, ticket, setId, [
      ['a.png', pngWithRect(40, 30, { x: 5, y: 5, w: 10, h: 8 })],
      ['notes.txt', Buffer.from('hello'), 'text/plain'],
    ])
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.message).toContain('notes.txt: Only JPG, GIF or PNG images can be uploaded')
    const big = Buffer.concat([pngWithRect(4, 4, null), Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await upload(server, ticket, setId, [['big.png', big]])
    expect(tooBig.status).toBe(422)
    expect(tooBig.body.message).toContain('Images must be smaller than 5 MB')
    const lying = await upload(server, ticket, setId, [['fake.png', Buffer.from('GIF89a....')]])
    expect(lying.status).toBe(422)
    const noFolder = await upload(server, ticket, setId, [['a.png', pngWithRect(4, 4, null)]], 'nowhere')
    expect(noFolder.status).toBe(422)
    expect(noFolder.body.message).toContain('The set has no folder nowhere')
    expect((await server.call('GET', `${API}/sets/${setId}/images`, { ticket })).body).toEqual([])

    const ok = await upload(
      server,
      ticket,
      setId,
      [
        ['seam-1.png', pngWithRect(64, 48, { x: 10, y: 12, w: 20, h: 9 })],
        ['seam-2.png', pngWithRect(32, 32, null)],
      ],
      'line-1',
    )
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(
      ok.body.map((i: { fileName: string; width: number; height: number; folder: string }) => [
        i.fileName,
        i.width,
        i.height,
        i.folder,
      ]),
    ).toEqual([
      ['seam-1.png', 64, 48, 'line-1'],
      ['seam-2.png', 32, 32, 'line-1'],
    ])
    imageId = ok.body[0].imageId
    const again = await upload(server, ticket, setId, [['seam-1.png', pngWithRect(8, 8, null)]], 'line-1')
    expect(again.status).toBe(409)
    const inFolder = await server.call('GET', `${API}/sets/${setId}/images?folder=line-1`, { ticket })
    expect(inFolder.body).toHaveLength(2)
    const atRoot = await server.call('GET', `${API}/sets/${setId}/images?folder=`, { ticket })
    expect(atRoot.body).toHaveLength(0)
    const one = await server.call('GET', `${API}/images/${imageId}`, { ticket })
    expect(one.status).toBe(200)
    expect(one.body.dataUrl.startsWith('data:image/png;base64,iVBOR')).toBe(true)
  })

  it('saves boxes with a version check: 409 for a stale save, 400 for a bad box, nothing changed', async () => {
    const box = { id: 'b1', label: 'crack', x: 10, y: 12, w: 20, h: 9 }
    const saved = await server.call('PUT', `${API}/images/${imageId}`, {
      ticket,
      body: { boxes: [box], version: 1 },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    expect(saved.body.version).toBe(2)
    const stale = await server.call('PUT', `${API}/images/${imageId}`, {
      ticket,
      body: { boxes: [], version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('seam-1.png was changed by someone else')
    const outside = await server.call('PUT', `${API}/images/${imageId}`, {
      ticket,
      body: { boxes: [{ ...box, x: 50, w: 20 }], version: 2 },
    })
    expect(outside.status).toBe(400)
    expect(outside.body.message).toContain('inside the image (64 × 48)')
    const unknown = await server.call('PUT', `${API}/images/${imageId}`, {
      ticket,
      body: { boxes: [{ ...box, label: 'dent' }], version: 2 },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('The set has no label dent')
    const reread = await server.call('GET', `${API}/images/${imageId}`, { ticket })
    expect(reread.body.boxes).toEqual([box])
    expect(reread.body.version).toBe(2)

    // A label drawn on an image, or a folder holding images, cannot be removed from the set.
    const set = (await server.call('GET', `${API}/sets/${setId}`, { ticket })).body
    const dropLabel = await server.call('PUT', `${API}/sets/${setId}`, {
      ticket,
      body: { name: set.name, labels: [{ name: 'pore', color: '#1e88e5' }], version: set.version },
    })
    expect(dropLabel.status).toBe(400)
    expect(dropLabel.body.message).toContain('The label crack is used by boxes of 1 images')
    const dropFolder = await server.call('PUT', `${API}/sets/${setId}`, {
      ticket,
      body: { name: set.name, folders: [], version: set.version },
    })
    expect(dropFolder.status).toBe(400)
    const staleSet = await server.call('PUT', `${API}/sets/${setId}`, {
      ticket,
      body: { name: 'Renamed', version: set.version + 5 },
    })
    expect(staleSet.status).toBe(409)
    expect((await server.call('GET', `${API}/sets/${setId}`, { ticket })).body.name).toBe('Weld seams')
  })

  it('runs inference on the model service and answers its boxes without storing them', async () => {
    const run = await server.call('POST', `${API}/images/${imageId}/infer`, { ticket })
    expect(run.status, JSON.stringify(run.body)).toBe(200)
    expect(run.body.predictions).toEqual([{ label: 'crack', score: 0.91, x: 10, y: 12, w: 20, h: 9 }])
    expect(model.received.at(-1)).toEqual({
      fileName: 'seam-1.png',
      width: 64,
      height: 48,
      labels: ['crack', 'pore'],
    })
    const image = (await server.call('GET', `${API}/images/${imageId}`, { ticket })).body
    expect(image.version).toBe(2)
  })

  it('answers a clear error for a slow, broken, non-JSON or unreachable model service', async () => {
    model.mode = 'slow'
    const slow = await server.call('POST', `${API}/images/${imageId}/infer`, { ticket })
    expect(slow.status).toBe(504)
    expect(slow.body.message).toBe('The model service did not answer within 1000 ms')
    model.mode = 'notJson'
    const notJson = await server.call('POST', `${API}/images/${imageId}/infer`, { ticket })
    expect(notJson.status).toBe(502)
    expect(notJson.body.message).toBe('The model service answer is not valid JSON')
    model.mode = 'error'
    const failed = await server.call('POST', `${API}/images/${imageId}/infer`, { ticket })
    expect(failed.body.message).toBe('The model service answered HTTP 500')
    model.mode = 'badShape'
    const shape = await server.call('POST', `${API}/images/${imageId}/infer`, { ticket })
    expect(shape.status).toBe(502)
    expect(shape.body.message).toContain('does not match the expected format')
    model.mode = 'detect'

    const set = (await server.call('GET', `${API}/sets/${setId}`, { ticket })).body
    // A port nothing listens on: the set's own service, closed for this check.
    const closed = await startModelService()
    await closed.close()
    const moved = await server.call('PUT', `${API}/sets/${setId}`, {
      ticket,
      body: { name: set.name, modelUrl: closed.url, version: set.version },
    })
    expect(moved.status).toBe(201)
    const unreachable = await server.call('POST', `${API}/images/${imageId}/infer`, { ticket })
    expect(unreachable.status).toBe(502)
    expect(unreachable.body.message).toBe(`The model service ${closed.url} could not be reached`)
    const none = await server.call('PUT', `${API}/sets/${setId}`, {
      ticket,
      body: { name: set.name, modelUrl: '', version: moved.body.version },
    })
    const noModel = await server.call('POST', `${API}/images/${imageId}/infer`, { ticket })
    expect(noModel.status).toBe(400)
    expect(noModel.body.message).toContain('no model service')
    await server.call('PUT', `${API}/sets/${setId}`, {
      ticket,
      body: { name: set.name, modelUrl: model.url, version: none.body.version },
    })
    expect((await server.call('GET', `${API}/images/${imageId}`, { ticket })).body.version).toBe(2)
  })

  it('exports the boxes as COCO JSON, and deletes an image and a set', async () => {
    const coco = await server.call('GET', `${API}/sets/${setId}/coco`, { ticket })
    expect(coco.status).toBe(200)
    expect(coco.body.categories).toEqual([
      { id: 1, name: 'crack' },
      { id: 2, name: 'pore' },
    ])
    expect(coco.body.images[0]).toEqual({
      id: imageId,
      file_name: 'line-1/seam-1.png',
      width: 64,
      height: 48,
    })
    expect(coco.body.annotations).toEqual([
      { id: 1, image_id: imageId, category_id: 1, bbox: [10, 12, 20, 9], area: 180, iscrowd: 0 },
    ])
    expect((await server.call('DELETE', `${API}/images/${imageId}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${API}/images/${imageId}`, { ticket })).status).toBe(404)
    expect((await server.call('DELETE', `${API}/sets/${setId}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${API}/sets/${setId}/images`, { ticket })).status).toBe(404)
  })
})
