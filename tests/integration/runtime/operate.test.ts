import { beforeAll, expect, it } from 'vitest'
import { createApp, grantRunningApp } from '../compose/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { seedPumps } from './fixtures.ts'

const services = (objName: string, name: string) => `/api/runtime/objects/${objName}/services/${name}`

// Issue 17 point 1: changing the plant needs the "operate" right; reading stays with the data groups.
forEachEngine('the operate right', (server) => {
  let admin: string
  let watcher: { userId: number; ticket: string }
  let operator: { userId: number; ticket: string }
  let appId: number

  beforeAll(async () => {
    admin = await seedPumps(server, 'Op_P1', 'Op_P2')
    watcher = await server.createUser('watcher17')
    operator = await server.createUser('operator17', { resources: ['runtime-operate'] })
    // Both may watch the plant: they hold a running application (issue 17: one runtime page is enough).
    appId = await createApp(server, admin, 'Operate app')
    await grantRunningApp(server, appId, watcher.userId, operator.userId)
    // Two accounts (argon2id) and an application: slow on a loaded machine.
  }, 30_000)

  it('refuses writes, writing services and acknowledgements without it, and changes nothing', async () => {
    const set = await server.call('POST', services('Op_P1', 'setPropertyValue'), {
      ticket: watcher.ticket,
      body: { propName: 'running', propValue: true },
    })
    expect(set.status).toBe(403)
    expect(set.body.message).toMatch(/not operate/)
    const start = await server.call('POST', services('Op_P1', 'start'), { ticket: watcher.ticket })
    expect(start.status).toBe(403)
    const toggle = await server.call('POST', services('Op_P1', 'toggleRun'), { ticket: watcher.ticket })
    expect(toggle.status).toBe(403)
    const ack = await server.call('POST', '/api/runtime/objects/alert/ack', {
      ticket: watcher.ticket,
      body: { ids: [1, 2, 3] },
    })
    expect(ack.status).toBe(403)
    expect(server.app.live.store.get('Op_P1', 'running')?.value).not.toBe(true)
    // Reading (values, services that only read) stays open as the data groups allow.
    const readAll = await server.call('POST', services('Op_P1', 'readAll'), { ticket: watcher.ticket })
    expect(readAll.status).toBe(200)
    const value = await server.call('POST', services('Op_P1', 'getPropertyValue'), {
      ticket: watcher.ticket,
      body: { propName: 'running' },
    })
    expect(value.status).toBe(200)
    const info = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: watcher.ticket })
    expect(info.body.mayOperate).toBe(false)
  })

  it('lets a holder of the right operate, still within the data groups', async () => {
    const info = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: operator.ticket })
    expect(info.body.mayOperate).toBe(true)
    const set = await server.call('POST', services('Op_P1', 'setPropertyValue'), {
      ticket: operator.ticket,
      body: { propName: 'running', propValue: true },
    })
    expect(set.status).toBe(201)
    expect(server.app.live.store.get('Op_P1', 'running')?.value).toBe(true)
    const start = await server.call('POST', services('Op_P2', 'start'), { ticket: operator.ticket })
    expect(start.status).toBe(201)
    // A data group that denies writing Op_P2 still wins over the operate right.
    const group = await server.call('POST', '/api/auth/dataGroups', {
      ticket: admin,
      body: {
        name: 'No writes on P2',
        userIds: [operator.userId],
        items: [{ dataType: 'object', dataName: 'Op_P2', mask: '2' }],
      },
    })
    expect(group.status).toBe(201)
    const denied = await server.call('POST', services('Op_P2', 'setPropertyValue'), {
      ticket: operator.ticket,
      body: { propName: 'running', propValue: false },
    })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toMatch(/writing Op_P2.running/)
    const adminInfo = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: admin })
    expect(adminInfo.body.mayOperate).toBe(true)
  })

  it('refuses instance data updates that make values live without it; other instance edits stay open', async () => {
    const designer = await server.createUser('designer17', { resources: ['object-instance'] })
    const update = (ticket: string, data: Record<string, unknown>) =>
      server.call('POST', '/api/compose/manage/objectdata', {
        ticket,
        body: { type: 'update', keys: { name: 'Op_P2' }, data },
      })
    const before = await server.call('GET', '/api/metadata/objects/Op_P2', { ticket: admin })
    const live = server.app.live.store.get('Op_P2', 'pressure')?.value
    const refused = await update(designer.ticket, {
      properties: { pressure: 42.5 },
      version: before.body.version,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/not operate/)
    const after = await server.call('GET', '/api/metadata/objects/Op_P2', { ticket: admin })
    expect(after.body.version).toBe(before.body.version)
    expect(server.app.live.store.get('Op_P2', 'pressure')?.value).toBe(live)
    // Editing what the instance is called writes no value: designing is not operating.
    const renamed = await update(designer.ticket, { showName: 'Pump two', version: before.body.version })
    expect(renamed.status).toBe(201)
    const both = await server.createUser('designerop17', {
      resources: ['object-instance', 'runtime-operate'],
    })
    await grantRunningApp(server, appId, both.userId)
    const written = await update(both.ticket, {
      properties: { pressure: 42.5 },
      version: renamed.body.version,
    })
    expect(written.status).toBe(201)
    expect(server.app.live.store.get('Op_P2', 'pressure')?.value).toBe(42.5)
  })

  it('is a grantable resource of the system tree, hidden from menus', async () => {
    const row = await server.db.kysely
      .selectFrom('resources')
      .select(['resourceType', 'resource'])
      .where('resourceCode', '=', 'runtime-operate')
      .executeTakeFirstOrThrow()
    expect(row.resourceType).toBe('system')
    expect(JSON.parse(row.resource).config.menuDisplay).toBe(false)
  })
})
