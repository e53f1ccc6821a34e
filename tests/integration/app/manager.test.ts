import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const BASE = '/api/app/manager'

forEachEngine('application manager', (server) => {
  it('creates, lists, edits, details and deletes applications with the spec codes', async () => {
    const ticket = await server.adminTicket()
    const created = await server.call('POST', BASE, {
      ticket,
      body: { name: 'Water plant', description: 'Pumps and tanks', appVersion: '1.2.0' },
    })
    expect(created.status).toBe(201)
    const appId = created.body.appId
    expect(created.headers.get('location')).toBe(`${BASE}/detail?appId=${appId}`)
    expect(created.body).toMatchObject({
      name: 'Water plant',
      appVersion: '1.2.0',
      status: 'stopped',
      upgradeStatus: 'none',
      homePageId: null,
      version: 1,
    })
    const list = await server.call('GET', `${BASE}?keyword=water`, { ticket })
    expect(list.status).toBe(200)
    expect(list.body.list.map((app: { appId: number }) => app.appId)).toEqual([appId])

    const edit = await server.call('PUT', `${BASE}?appId=${appId}`, {
      ticket,
      body: { name: 'Water works', version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({ name: 'Water works', version: 2 })
    const stale = await server.call('PUT', `${BASE}?appId=${appId}`, {
      ticket,
      body: { name: 'Other', version: 1 },
    })
    expect(stale.status).toBe(409)

    await server.call('POST', '/api/compose/manage/pages', { ticket, body: { appId, name: 'Home' } })
    const detail = await server.call('GET', `${BASE}/detail?appId=${appId}`, { ticket })
    expect(detail.status).toBe(200)
    expect(detail.body.counts).toEqual({ folders: 0, pages: 1, templates: 0, symbols: 0 })

    expect((await server.call('DELETE', `${BASE}?appId=${appId}`, { ticket })).status).toBe(204)
    expect((await server.call('GET', `${BASE}/detail?appId=${appId}`, { ticket })).status).toBe(404)
    const pages = await server.db.kysely
      .selectFrom('composePages')
      .select('pageId')
      .where('appId', '=', appId)
      .execute()
    expect(pages).toHaveLength(0)
  })

  it('validates names and versions, and refuses duplicates', async () => {
    const ticket = await server.adminTicket()
    const blank = await server.call('POST', BASE, { ticket, body: { name: ' ' } })
    expect(blank.status).toBe(422)
    const version = await server.call('POST', BASE, {
      ticket,
      body: { name: 'Versioned', appVersion: '1.0' },
    })
    expect(version.status).toBe(422)
    expect(version.body.message).toBe('Enter a version number like 1.0.1')
    await server.call('POST', BASE, { ticket, body: { name: 'Unique' } })
    expect((await server.call('POST', BASE, { ticket, body: { name: 'unique' } })).status).toBe(409)
    const homeElsewhere = await server.call('PUT', `${BASE}?appId=99999`, { ticket, body: { version: 1 } })
    expect(homeElsewhere.status).toBe(404)
  })

  it('starts and stops applications and reports the environment', async () => {
    const ticket = await server.adminTicket()
    const appId = (await server.call('POST', BASE, { ticket, body: { name: 'Runner' } })).body.appId
    const started = await server.call('PUT', `${BASE}/containerActivity`, {
      ticket,
      body: { appId, action: 'start' },
    })
    expect(started.status).toBe(201)
    expect(started.body.status).toBe('running')
    const filtered = await server.call('GET', `${BASE}?status=running`, { ticket })
    expect(filtered.body.list.map((app: { appId: number }) => app.appId)).toContain(appId)
    const stopped = await server.call('PUT', `${BASE}/containerActivity`, {
      ticket,
      body: { appId, action: 'stop' },
    })
    expect(stopped.body.status).toBe('stopped')
    const env = await server.call('GET', `${BASE}/getAppEnv`, { ticket })
    expect(env.status).toBe(200)
    expect(env.body.documentVersions).toEqual({ page: 'v1.1', layout: 'v1.0', symbol: 'v1.1' })
  })

  it('needs the application manager resource to list and to write', async () => {
    expect((await server.call('GET', BASE)).status).toBe(401)
    const reader = await server.createUser('app_reader')
    expect((await server.call('GET', BASE, { ticket: reader.ticket })).status).toBe(403)
    const refused = await server.call('POST', BASE, { ticket: reader.ticket, body: { name: 'Nope' } })
    expect(refused.status).toBe(403)
    const manager = await server.createUser('app_manager', { resources: ['application-mgr'] })
    expect((await server.call('POST', BASE, { ticket: manager.ticket, body: { name: 'Mine' } })).status).toBe(
      201,
    )
    expect((await server.call('GET', BASE, { ticket: manager.ticket })).status).toBe(200)
  })
})
