import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { imageBytes, upload } from '../config/helpers.ts'
import { forEachEngine, type TestServer } from '../harness.ts'

const UPLOAD = '/api/forms/files'

function storedFiles(server: TestServer): string[] {
  const root = join(server.app.config.dataDir, 'form-files')
  return existsSync(root) ? readdirSync(root).sort() : []
}

forEachEngine('form files (the upload control)', (server) => {
  it('stores an operator’s file under a server-given name and gives it back as an attachment', async () => {
    const operator = await server.createUser('fileOperator')
    const text = 'pump,flow\nP101,124.6\n'
    const sent = await upload(server, UPLOAD, {
      ticket: operator.ticket,
      name: 'readings 1.csv',
      bytes: text,
      type: 'text/csv',
      fields: { accept: '.csv, .xlsx' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.headers.get('location')).toBe(`/api/forms/files/${sent.body.id}`)
    expect(sent.body).toMatchObject({
      name: 'readings 1.csv',
      size: text.length,
      type: 'csv',
      url: `/api/forms/files/${sent.body.id}`,
      username: 'fileOperator',
    })
    // On disk under a random name, never the one sent.
    expect(storedFiles(server).some((name) => /^[0-9a-f-]{36}\.csv$/.test(name))).toBe(true)

    const admin = await server.adminTicket()
    const got = await fetch(`${server.url}${sent.body.url}`, {
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(got.status).toBe(200)
    expect(await got.text()).toBe(text)
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''readings%201.csv`)
    expect(got.headers.get('x-content-type-options')).toBe('nosniff')
    expect(got.headers.get('content-security-policy')).toBe('sandbox')

    const picture = await upload(server, UPLOAD, {
      ticket: operator.ticket,
      name: 'leak.png',
      bytes: imageBytes('png', 600),
    })
    expect(picture.status).toBe(201)
    expect(picture.body.type).toBe('png')
  })

  it('refuses what the spec refuses: 422 with its message, nothing stored', async () => {
    const ticket = await server.adminTicket()
    const before = storedFiles(server)
    const cases = [
      // Not among the control's accepted types.
      {
        name: 'notes.pdf',
        bytes: '%PDF-1.4',
        fields: { accept: 'csv' },
        message: 'File type does not match',
      },
      // Never kept, whatever the control says.
      {
        name: 'page.html',
        bytes: '<script>1</script>',
        fields: { accept: 'html' },
        message: 'File type does not match',
      },
      { name: 'run.exe', bytes: 'MZ', message: 'File type does not match' },
      // A picture whose bytes are not the picture its name says.
      { name: 'fake.png', bytes: 'just text', message: 'File type does not match' },
      // 5 MB is already too large ("under 5M").
      { name: 'big.pdf', bytes: new Uint8Array(5 * 1024 * 1024), message: 'Files must be smaller than 5 MB' },
      { name: 'a:b.txt', bytes: 'x', message: undefined },
    ]
    for (const { message, ...file } of cases) {
      const result = await upload(server, UPLOAD, { ticket, ...file })
      expect(result.status, `${file.name}: ${JSON.stringify(result.body)}`).toBe(422)
      if (message) expect(result.body.message).toBe(message)
    }
    expect(storedFiles(server)).toEqual(before)
    const count = await server.app.db
      .selectFrom('formFiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(before.length)
  })

  it('answers bad requests clearly: no file, the wrong field, no session, an unknown id', async () => {
    const ticket = await server.adminTicket()
    const json = await server.call('POST', UPLOAD, { ticket, body: { file: 'x' } })
    expect(json.status).toBe(400)
    const wrong = await upload(server, UPLOAD, { ticket, name: 'a.txt', bytes: 'x', field: 'attachment' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toContain('"file"')
    const anonymous = await upload(server, UPLOAD, { name: 'a.txt', bytes: 'x' })
    expect(anonymous.status).toBe(401)
    const missing = await server.call('GET', '/api/forms/files/999999', { ticket })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('The form file 999999 does not exist')
    const bad = await server.call('GET', '/api/forms/files/abc', { ticket })
    expect(bad.status).toBe(400)
  })
})
