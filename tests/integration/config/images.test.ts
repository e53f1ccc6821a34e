import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'
import { imageBytes, upload } from './helpers.ts'

const UPLOAD = '/api/image/upload/uploadImage'

function storedFiles(server: TestServer): string[] {
  const root = join(server.app.config.dataDir, 'images')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort()
}

forEachEngine('images', (server) => {
  it('uploads a PNG (201 + Location) and serves it back with its content type', async () => {
    const ticket = await server.adminTicket()
    const bytes = imageBytes('png', 2048)
    const result = await upload(server, UPLOAD, { ticket, name: 'pump.png', bytes, type: 'image/png' })
    expect(result.status).toBe(201)
    expect(result.headers.get('location')).toBe('/api/image/default/pump.png')
    expect(result.body).toMatchObject({ name: 'pump.png', folder: 'default', size: 2048, type: 'png' })
    const served = await fetch(`${server.url}/api/image/default/pump.png`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    for (const type of ['jpg', 'gif'] as const) {
      const other = await upload(server, UPLOAD, { ticket, name: `valve.${type}`, bytes: imageBytes(type) })
      expect(other.status).toBe(201)
      const get = await fetch(`${server.url}${other.body.url}`)
      expect(get.headers.get('content-type')).toBe(type === 'jpg' ? 'image/jpeg' : 'image/gif')
    }
  })

  it('never overwrites: a second upload of a name is stored under a new one', async () => {
    const ticket = await server.adminTicket()
    const first = await upload(server, UPLOAD, { ticket, name: 'twin.png', bytes: imageBytes('png') })
    const second = await upload(server, UPLOAD, { ticket, name: 'twin.png', bytes: imageBytes('png', 300) })
    expect(first.body.name).toBe('twin.png')
    expect(second.status).toBe(201)
    expect(second.body.name).toBe('twin-1.png')
  })

  it('refuses a .png that is really text, other types, too large files and bad names: 422, nothing stored', async () => {
    const ticket = await server.adminTicket()
    const before = storedFiles(server)
    const text = await upload(server, UPLOAD, {
      ticket,
      name: 'fake.png',
      bytes: 'just some text, not an image',
    })
    expect(text.status).toBe(422)
    expect(text.body).toMatchObject({
      message: 'File type does not match',
      details: [{ id: 'rules.file.typeMismatch' }],
    })
    const jpgAsPng = await upload(server, UPLOAD, { ticket, name: 'photo.png', bytes: imageBytes('jpg') })
    expect(jpgAsPng.status).toBe(422)
    const declared = await upload(server, UPLOAD, {
      ticket,
      name: 'mixed.png',
      bytes: imageBytes('png'),
      type: 'image/gif',
    })
    expect(declared.status).toBe(422)
    const txt = await upload(server, UPLOAD, { ticket, name: 'notes.txt', bytes: 'hello' })
    expect(txt.status).toBe(422)
    expect(txt.body.message).toBe('Only JPG, GIF or PNG images can be uploaded')
    const svg = await upload(server, UPLOAD, {
      ticket,
      name: 'icon.svg',
      bytes: '<svg/>',
      type: 'image/svg+xml',
    })
    expect(svg.status).toBe(422)

    // "Under 5M": exactly 5 MB is already too large; the server stops reading at the limit.
    const big = await upload(server, UPLOAD, {
      ticket,
      name: 'big.png',
      bytes: imageBytes('png', 5 * 1024 * 1024),
    })
    expect(big.status).toBe(422)
    expect(big.body.message).toBe('Images must be smaller than 5 MB')
    const justUnder = await upload(server, UPLOAD, {
      ticket,
      name: 'under.png',
      bytes: imageBytes('png', 5 * 1024 * 1024 - 1),
    })
    expect(justUnder.status).toBe(201)

    for (const name of [
      '../x.png',
      'a*b.png',
      'a:b.png',
      '..\\x.png',
      'sub/x.png',
      '.hidden.png',
      ' x.png',
    ]) {
      const result = await upload(server, UPLOAD, { ticket, name, bytes: imageBytes('png') })
      expect(result.status, name).toBe(422)
    }
    const traversal = await upload(server, `${UPLOAD}?folder=..`, {
      ticket,
      name: 'x.png',
      bytes: imageBytes('png'),
    })
    expect(traversal.status).toBe(422)
    expect(storedFiles(server)).toEqual([...before, 'under.png'].sort())
  })

  it('lets only designers and system settings upload into the folders; everyone their own avatar', async () => {
    const nobody = await server.createUser('imgnobody')
    const other = await server.createUser('imgother')
    const before = storedFiles(server)
    for (const path of [UPLOAD, `${UPLOAD}?folder=default`]) {
      const refused = await upload(server, path, {
        ticket: nobody.ticket,
        name: 'evil.png',
        bytes: imageBytes('png'),
      })
      expect(refused.status, path).toBe(403)
      expect(refused.body.message).toMatch(/avatars/)
    }
    const viaField = await upload(server, UPLOAD, {
      ticket: nobody.ticket,
      name: 'evil.png',
      bytes: imageBytes('png'),
      fields: { folder: 'default' },
    })
    expect(viaField.status).toBe(403)
    expect(storedFiles(server)).toEqual(before)

    // The server names avatars: a user cannot replace another's picture, and keeps only the latest three.
    const names: string[] = []
    for (let i = 0; i < 4; i += 1) {
      const mine = await upload(server, `${UPLOAD}?folder=avatars`, {
        ticket: nobody.ticket,
        name: 'user-9-1.png',
        bytes: imageBytes('png', 100 + i),
      })
      expect(mine.status).toBe(201)
      expect(mine.body.name).toMatch(new RegExp(`^user-${nobody.userId}-\\d+\\.png$`))
      names.push(mine.body.name)
    }
    const theirs = await upload(server, `${UPLOAD}?folder=avatars`, {
      ticket: other.ticket,
      name: 'me.gif',
      bytes: imageBytes('gif'),
    })
    expect(theirs.body.url).toMatch(new RegExp(`^/api/image/avatars/user-${other.userId}-\\d+\\.gif$`))
    const avatars = readdirSync(join(server.app.config.dataDir, 'images', 'avatars')).sort()
    expect(avatars).toEqual([...names.slice(1), theirs.body.name].sort())
    expect((await fetch(`${server.url}/api/image/avatars/${names[3]}`)).status).toBe(200)

    // An operator's form picture (the runtime's image upload control): stored under a server-given name, kept.
    const forms: string[] = []
    for (let i = 0; i < 4; i += 1) {
      const picture = await upload(server, `${UPLOAD}?folder=form-uploads`, {
        ticket: nobody.ticket,
        name: 'gauge-reading.png',
        bytes: imageBytes('png', 200 + i),
      })
      expect(picture.status).toBe(201)
      expect(picture.body.url).toMatch(
        new RegExp(`^/api/image/form-uploads/user-${nobody.userId}-\\d+\\.png$`),
      )
      forms.push(picture.body.name)
    }
    expect(readdirSync(join(server.app.config.dataDir, 'images', 'form-uploads')).sort()).toEqual(
      [...forms].sort(),
    )
    expect((await fetch(`${server.url}/api/image/form-uploads/${forms[0]}`)).status).toBe(200)
    const notImage = await upload(server, `${UPLOAD}?folder=form-uploads`, {
      ticket: nobody.ticket,
      name: 'notes.txt',
      bytes: Buffer.from('hello'),
    })
    expect(notImage.status).toBe(422)
    expect(readdirSync(join(server.app.config.dataDir, 'images', 'form-uploads'))).toHaveLength(4)

    for (const resource of ['system-info-manage', 'application-mgr']) {
      const allowed = await server.createUser(`img${resource.split('-')[0]}`, { resources: [resource] })
      const stored = await upload(server, UPLOAD, {
        ticket: allowed.ticket,
        name: `${resource}.png`,
        bytes: imageBytes('png'),
      })
      expect(stored.status, resource).toBe(201)
      expect(stored.body.url).toBe(`/api/image/default/${resource}.png`)
    }
  })

  it('asks for a multipart upload in the field file, and a session', async () => {
    const ticket = await server.adminTicket()
    const json = await server.call('POST', UPLOAD, { ticket, body: { file: 'x' } })
    expect(json.status).toBe(400)
    expect(json.body.message).toMatch(/multipart/)
    const field = await upload(server, UPLOAD, {
      ticket,
      name: 'x.png',
      bytes: imageBytes('png'),
      field: 'image',
    })
    expect(field.status).toBe(400)
    const anonymous = await upload(server, UPLOAD, { name: 'x.png', bytes: imageBytes('png') })
    expect(anonymous.status).toBe(401)
    const missing = await fetch(`${server.url}/api/image/default/none.png`)
    expect(missing.status).toBe(404)
  })

  it('manages folders: create once (201, 409 again), list, upload into, list files; names are final', async () => {
    const ticket = await server.adminTicket()
    const made = await server.call('POST', '/api/app/manager/images/folders', {
      ticket,
      body: { name: 'icons' },
    })
    expect(made.status).toBe(201)
    expect(made.headers.get('location')).toBe('/api/app/manager/images/files?folder=icons')
    const again = await server.call('POST', '/api/app/manager/images/folders', {
      ticket,
      body: { name: 'icons' },
    })
    expect(again.status).toBe(409)
    for (const name of ['a/b', '..', 'x*y', '', '.git']) {
      const bad = await server.call('POST', '/api/app/manager/images/folders', { ticket, body: { name } })
      expect(bad.status, name).toBe(422)
    }
    const rename = await server.call('PUT', '/api/app/manager/images/folders/icons', { ticket })
    expect(rename.status).toBe(400)
    expect(rename.body.message).toBe('A new directory name cannot be changed afterwards')

    const stored = await upload(server, `${UPLOAD}?folder=icons`, {
      ticket,
      name: 'fan.gif',
      bytes: imageBytes('gif'),
    })
    expect(stored.status).toBe(201)
    expect(stored.body.url).toBe('/api/image/icons/fan.gif')
    const viaField = await upload(server, UPLOAD, {
      ticket,
      name: 'motor.jpg',
      bytes: imageBytes('jpg'),
      fields: { folder: 'icons' },
    })
    expect(viaField.body.url).toBe('/api/image/icons/motor.jpg')
    const noFolder = await upload(server, `${UPLOAD}?folder=ghosts`, {
      ticket,
      name: 'x.png',
      bytes: imageBytes('png'),
    })
    expect(noFolder.status).toBe(404)

    const folders = await server.call('GET', '/api/app/manager/images/folders', { ticket })
    expect(folders.status).toBe(200)
    expect(folders.body.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'icons', fileCount: 2 })]),
    )
    const files = await server.call('GET', '/api/app/manager/images/files?folder=icons', { ticket })
    expect(files.body.pagination).toEqual({ page: 1, size: 20, total: 2 })
    expect(files.body.list[0]).toEqual({
      name: 'fan.gif',
      folder: 'icons',
      path: '/api/image/icons/fan.gif',
      size: 256,
      type: 'gif',
      modifyDate: expect.any(String),
    })
    const filtered = await server.call('GET', '/api/app/manager/images/files?folder=icons&name=MOT', {
      ticket,
    })
    expect(filtered.body.list.map((f: { name: string }) => f.name)).toEqual(['motor.jpg'])
    const unknown = await server.call('GET', '/api/app/manager/images/files?folder=ghosts', { ticket })
    expect(unknown.status).toBe(404)
  })

  it('deletes images (204, then 404) and keeps folder writes to the application manager', async () => {
    const ticket = await server.adminTicket()
    await upload(server, UPLOAD, { ticket, name: 'gone.png', bytes: imageBytes('png') })
    const removed = await server.call('DELETE', '/api/app/manager/images/files?name=gone.png', { ticket })
    expect(removed.status).toBe(204)
    const again = await server.call('DELETE', '/api/app/manager/images/files?name=gone.png', { ticket })
    expect(again.status).toBe(404)
    const plain = await server.createUser('imageuser')
    const folder = await server.call('POST', '/api/app/manager/images/folders', {
      ticket: plain.ticket,
      body: { name: 'mine' },
    })
    expect(folder.status).toBe(403)
    const list = await server.call('GET', '/api/app/manager/images/folders', { ticket: plain.ticket })
    expect(list.status).toBe(200)
    const own = await upload(server, `${UPLOAD}?folder=avatars`, {
      ticket: plain.ticket,
      name: 'avatar.png',
      bytes: imageBytes('png'),
    })
    expect(own.status).toBe(201)
  })
})
