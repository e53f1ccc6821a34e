import { afterAll, beforeAll, expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { appOfPage, createBoundPage, seedPumps, WsClient } from '../runtime/fixtures.ts'
import { createApp } from './fixtures.ts'

const PAGES = '/api/compose/manage/pages'
const MANAGER = '/api/app/manager'

// Issue 17 point 6: page and application grants are enforced on reads, not only in the menu.
forEachEngine('page and application grants on reads', (server) => {
  let admin: string
  let granted: string
  let other: string
  let otherApp: number
  let user: { userId: number; ticket: string }
  const sockets: WsClient[] = []

  beforeAll(async () => {
    admin = await seedPumps(server, 'Grant_P1')
    granted = await createBoundPage(server, admin, 'Granted', [
      { text: { objName: 'Grant_P1', propName: 'label' } },
    ])
    const grantedApp = await appOfPage(server, granted)
    const second = await server.call('POST', PAGES, {
      ticket: admin,
      body: { appId: grantedApp, name: 'Not granted' },
    })
    other = second.body.id
    otherApp = await createApp(server, admin, 'Other application')
    for (const appId of [grantedApp, otherApp]) {
      const started = await server.call('PUT', `${MANAGER}/containerActivity`, {
        ticket: admin,
        body: { appId, action: 'start' },
      })
      expect(started.status).toBe(201)
    }
    user = await server.createUser('pageonly')
    // Only the one page is granted (its resource code is the page id), as the users screen grants it.
    const resource = await server.db.kysely
      .selectFrom('resources')
      .select('resourceId')
      .where('resourceCode', '=', granted)
      .executeTakeFirstOrThrow()
    const grant = await server.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket: admin,
      body: { userId: user.userId, resourceType: 'app', resourceIds: [resource.resourceId] },
    })
    expect(grant.status).toBe(201)
  })
  afterAll(() => Promise.all(sockets.map((socket) => socket.close())))

  it('lets a user read the granted page and its application, and nothing else', async () => {
    const ticket = user.ticket
    expect((await server.call('GET', `${PAGES}/${granted}`, { ticket })).status).toBe(200)
    expect((await server.call('GET', `${PAGES}/${other}`, { ticket })).status).toBe(403)
    const appId = await appOfPage(server, granted)
    expect((await server.call('GET', `${MANAGER}/detail?appId=${appId}`, { ticket })).status).toBe(200)
    expect((await server.call('GET', `${MANAGER}/detail?appId=${otherApp}`, { ticket })).status).toBe(403)
    const files = `/api/app/resource/fileAndfolder?appId=${otherApp}`
    expect((await server.call('GET', files, { ticket })).status).toBe(403)
    expect(
      (await server.call('GET', `/api/app/resource/fileAndfolder?appId=${appId}`, { ticket })).status,
    ).toBe(200)
    // Lists and the designer's other reads are the designer's.
    expect((await server.call('GET', MANAGER, { ticket })).status).toBe(403)
    expect((await server.call('GET', `${PAGES}?appId=${appId}`, { ticket })).status).toBe(403)
    expect((await server.call('GET', `/api/compose/manage/folders?appId=${appId}`, { ticket })).status).toBe(
      403,
    )
  })

  it('applies the page grant to the WebSocket page subscription', async () => {
    const refused = await WsClient.open(server, user.ticket, other)
    sockets.push(refused)
    expect((await refused.next('error')).message).toMatch(/No permission/)
    expect(refused.ofType('subscribed')).toEqual([])
    const allowed = await WsClient.open(server, user.ticket, granted)
    sockets.push(allowed)
    expect(await allowed.next('subscribed')).toMatchObject({ page: granted, keys: ['Grant_P1.label'] })
  })

  it('sends no live values (WebSocket or HTTP) to a user without any runtime grant or design right', async () => {
    const nobody = await server.createUser('wsnobody')
    const blind = await WsClient.open(server, nobody.ticket)
    sockets.push(blind)
    blind.send({ type: 'subscribe', keys: ['Grant_P1.label', 'Grant_P1.pressure'] })
    expect(await blind.next('subscribed')).toMatchObject({
      keys: [],
      denied: [{ key: 'Grant_P1.label' }, { key: 'Grant_P1.pressure' }],
    })
    // The page-only user reads the plant within the data groups; so does a designer previewing bindings.
    const watcher = await WsClient.open(server, user.ticket)
    sockets.push(watcher)
    watcher.send({ type: 'subscribe', keys: ['Grant_P1.pressure'] })
    expect(await watcher.next('subscribed')).toMatchObject({ keys: ['Grant_P1.pressure'], denied: [] })
    const designer = await server.createUser('wsdesigner', { resources: ['application-mgr'] })
    const preview = await WsClient.open(server, designer.ticket)
    sockets.push(preview)
    preview.send({ type: 'subscribe', keys: ['Grant_P1.pressure'] })
    expect(await preview.next('subscribed')).toMatchObject({ keys: ['Grant_P1.pressure'], denied: [] })
    expect(blind.ofType('values')).toEqual([])
    // Nor over HTTP: every explicit read is refused, lists leave everything out.
    const read = await server.call('POST', '/api/runtime/objects/Grant_P1/services/getPropertyValue', {
      ticket: nobody.ticket,
      body: { propName: 'label' },
    })
    expect(read.status).toBe(403)
    expect(read.body.message).toBe('No data permission: reading Grant_P1.label')
    const watched = await server.call('POST', '/api/runtime/objects/Grant_P1/services/getPropertyValue', {
      ticket: user.ticket,
      body: { propName: 'label' },
    })
    expect(watched.status).toBe(200)
  })

  it('closes a stopped application to everyone but designers, who still read and edit everything', async () => {
    const appId = await appOfPage(server, granted)
    const stopped = await server.call('PUT', `${MANAGER}/containerActivity`, {
      ticket: admin,
      body: { appId, action: 'stop' },
    })
    expect(stopped.status).toBe(201)
    expect((await server.call('GET', `${PAGES}/${granted}`, { ticket: user.ticket })).status).toBe(403)
    expect(
      (await server.call('GET', `${MANAGER}/detail?appId=${appId}`, { ticket: user.ticket })).status,
    ).toBe(403)
    const designer = await server.createUser('designer17', { resources: ['application-mgr'] })
    const ticket = designer.ticket
    expect((await server.call('GET', `${PAGES}/${granted}`, { ticket })).status).toBe(200)
    expect((await server.call('GET', `${PAGES}/${other}`, { ticket })).status).toBe(200)
    expect((await server.call('GET', `${MANAGER}/detail?appId=${appId}`, { ticket })).status).toBe(200)
    expect((await server.call('GET', `${PAGES}?appId=${appId}`, { ticket })).status).toBe(200)
    expect((await server.call('GET', MANAGER, { ticket })).status).toBe(200)
    const record = await server.call('GET', `${PAGES}/${other}`, { ticket })
    const renamed = await server.call('PUT', `${PAGES}/${other}`, {
      ticket,
      body: { name: 'Renamed by the designer', version: record.body.version },
    })
    expect(renamed.status).toBe(201)
  })
})
