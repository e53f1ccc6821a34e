import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { imageBytes, upload } from './helpers.ts'

const PACKAGE = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8'))

forEachEngine('config home page, version, service', (server) => {
  it('keeps the default home page: empty until set, then versioned', async () => {
    const ticket = await server.adminTicket()
    const initial = await server.call('GET', '/api/config/homePage/default', { ticket })
    expect(initial.status).toBe(200)
    expect(initial.body).toEqual({ path: '', version: 0, updatedAt: null })
    const set = await server.call('POST', '/api/config/homePage/default', {
      ticket,
      body: { path: '/runtime/page/42' },
    })
    expect(set.status).toBe(201)
    expect(set.headers.get('location')).toBe('/api/config/homePage/default')
    expect(set.body).toMatchObject({ path: '/runtime/page/42', version: 1 })
    const edit = await server.call('POST', '/api/config/homePage/default', {
      ticket,
      body: { path: '/design/about', version: 1 },
    })
    expect(edit.status).toBe(201)
    const stale = await server.call('POST', '/api/config/homePage/default', {
      ticket,
      body: { path: '/x', version: 1 },
    })
    expect(stale.status).toBe(409)
    const plain = await server.createUser('homereader')
    const read = await server.call('GET', '/api/config/homePage/default', { ticket: plain.ticket })
    expect(read.body).toMatchObject({ path: '/design/about', version: 2 })
    const forbidden = await server.call('POST', '/api/config/homePage/default', {
      ticket: plain.ticket,
      body: { path: '/y', version: 2 },
    })
    expect(forbidden.status).toBe(403)
  })

  it('refuses home pages that are not app paths and changes nothing', async () => {
    const ticket = await server.adminTicket()
    const before = (await server.call('GET', '/api/config/homePage/default', { ticket })).body
    for (const path of ['runtime/page', '//evil.example.com', '/\\evil', '/with space', '', 'https://x.y/']) {
      const result = await server.call('POST', '/api/config/homePage/default', {
        ticket,
        body: { path, version: before.version },
      })
      expect(result.status, path).toBe(before.version === 0 ? 422 : 400)
      expect(result.body.message).toMatch(/must be a path starting with \//)
    }
    expect((await server.call('GET', '/api/config/homePage/default', { ticket })).body).toEqual(before)
  })

  it('reports the product version, start time and database engine', async () => {
    const ticket = await server.adminTicket()
    const result = await server.call('GET', '/api/config/version', { ticket })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      name: PACKAGE.name,
      version: PACKAGE.version,
      database: server.engine,
      schemaVersion: expect.stringMatching(/^\d{4}_/),
    })
    expect(Date.parse(result.body.startedAt)).toBeLessThanOrEqual(Date.now())
    expect((await server.call('GET', '/api/config/version')).status).toBe(401)
  })

  it('reports the service state: database reachable, uptime, maintenance', async () => {
    const ticket = await server.adminTicket()
    const result = await server.call('GET', '/api/config/service', { ticket })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      status: 'ok',
      database: { engine: server.engine, reachable: true },
      maintenance: { active: false },
    })
    expect(result.body.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('answers the URL of an uploaded image, 404 for an absent one', async () => {
    const ticket = await server.adminTicket()
    const absent = await server.call('GET', '/api/config/getImageUrl?name=nothing.png', { ticket })
    expect(absent.status).toBe(404)
    expect(absent.body.message).toMatch(/does not exist/)
    const stored = await upload(server, '/api/image/upload/uploadImage', {
      ticket,
      name: 'banner.png',
      bytes: imageBytes('png'),
      type: 'image/png',
    })
    expect(stored.status).toBe(201)
    const found = await server.call('GET', `/api/config/getImageUrl?name=${stored.body.name}`, { ticket })
    expect(found.status).toBe(200)
    expect(found.body.url).toBe(`/api/image/default/${stored.body.name}`)
    const bad = await server.call('GET', '/api/config/getImageUrl?name=..&folder=default', { ticket })
    expect(bad.status).toBe(404)
  })
})
