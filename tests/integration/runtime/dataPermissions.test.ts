import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp, grantRunningApp } from '../compose/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { appOfPage, createBoundPage, seedPumps, WsClient } from './fixtures.ts'

const services = (objName: string, name: string) => `/api/runtime/objects/${objName}/services/${name}`
const DENIED = /^No data permission: /

/**
 * Data authorisation groups over live objects. The operator's group says:
 * - Dp_Locked: nothing ('-1'), except its property `label` (empty mask: permitted);
 * - Dp_View: read yes, write no (bit 1 set), and its `counter` may not be read (bit 0 set);
 * - Dp_Hidden: nothing at all; Dp_Open: not named, so open.
 */
forEachEngine('data permissions on live objects', (server) => {
  let admin: string
  let op: { userId: number; ticket: string }
  let groupId: number
  const items = [
    { dataType: 'object', dataName: 'Dp_Locked', mask: '-1' },
    { dataType: 'property', dataName: 'Dp_Locked.label', mask: '' },
    { dataType: 'object', dataName: 'dp_view', mask: '2' },
    { dataType: 'property', dataName: 'Dp_View.counter', mask: '1' },
    { dataType: 'object', dataName: 'Dp_Hidden', mask: '-1' },
  ]
  const sockets: WsClient[] = []

  beforeAll(async () => {
    admin = await seedPumps(server, 'Dp_Locked', 'Dp_View', 'Dp_Hidden', 'Dp_Open')
    op = await server.createUser('dpoperator', { resources: ['runtime-operate'] })
    // Live values over the WebSocket need a runtime grant besides the data groups.
    await grantRunningApp(server, await createApp(server, admin, 'Dp operator app'), op.userId)
    const group = await server.call('POST', '/api/auth/dataGroups', {
      ticket: admin,
      body: { name: 'Operators', userIds: [op.userId], items },
    })
    expect(group.status).toBe(201)
    groupId = group.body.groupId
  })
  afterAll(() => Promise.all(sockets.map((socket) => socket.close())))

  const read = (ticket: string, objName: string, body: unknown) =>
    server.call('POST', services(objName, 'getPropertyValue'), { ticket, body })

  it('answers 403 for a denied property read, and the admin reads everything', async () => {
    const denied = await read(op.ticket, 'Dp_Locked', { propName: 'pressure' })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('No data permission: reading Dp_Locked.pressure')
    expect((await read(op.ticket, 'Dp_Locked', { propName: 'label' })).body.value).toBe('pump')
    expect((await read(op.ticket, 'dp_view', { propName: 'pressure' })).body.value).toBe(1.5)
    expect((await read(op.ticket, 'Dp_View', { propName: 'counter' })).status).toBe(403)
    expect((await read(op.ticket, 'Dp_Open', { propName: 'counter' })).status).toBe(200)
    const names = await read(op.ticket, 'Dp_Locked', { propNames: ['label', 'running'] })
    expect(names.status).toBe(403)
    expect(names.body.message).toMatch(/Dp_Locked\.running/)
    expect((await read(admin, 'Dp_Hidden', { propName: 'pressure' })).status).toBe(200)
    const vqt = await server.call('POST', services('Dp_Hidden', 'getPropertyVQTValue'), {
      ticket: op.ticket,
      body: { propName: 'pressure' },
    })
    expect(vqt.status).toBe(403)
  })

  it('leaves denied properties out of whole-object reads, and refuses an object with nothing readable', async () => {
    expect((await read(op.ticket, 'Dp_Locked', {})).body.values).toEqual({ label: 'pump' })
    expect(Object.keys((await read(op.ticket, 'Dp_View', {})).body.values)).toEqual([
      'pressure',
      'running',
      'label',
    ])
    expect((await read(op.ticket, 'Dp_Hidden', {})).status).toBe(403)
    const snapshot = await server.call('GET', '/api/runtime/objects/Dp_Locked/snapshot', {
      ticket: op.ticket,
    })
    expect(snapshot.body.list.map((entry: { name: string }) => entry.name)).toEqual(['label'])
    const compose = await server.call('GET', '/api/compose/manage/object/Dp_View/snapshot', {
      ticket: op.ticket,
    })
    expect(compose.body.list.map((entry: { name: string }) => entry.name)).toEqual([
      'pressure',
      'running',
      'label',
    ])
    const hidden = await server.call('GET', '/api/compose/manage/object/Dp_Hidden/snapshot', {
      ticket: op.ticket,
    })
    expect(hidden.status).toBe(403)
    expect(hidden.body.message).toMatch(DENIED)
    const adminSnapshot = await server.call('GET', '/api/runtime/objects/Dp_Hidden/snapshot', {
      ticket: admin,
    })
    expect(adminSnapshot.body.list).toHaveLength(4)
  })

  it('refuses denied writes with 403 and writes nothing', async () => {
    const set = (ticket: string, objName: string, propName: string, propValue: unknown) =>
      server.call('POST', services(objName, 'setPropertyValue'), { ticket, body: { propName, propValue } })
    const denied = await set(op.ticket, 'Dp_View', 'pressure', 9.5)
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('No data permission: writing Dp_View.pressure')
    expect((await read(admin, 'Dp_View', { propName: 'pressure' })).body.value).toBe(1.5)
    expect((await set(op.ticket, 'Dp_Hidden', 'running', true)).status).toBe(403)
    expect((await set(op.ticket, 'Dp_Locked', 'label', 'mine')).status).toBe(201)
    expect((await set(op.ticket, 'Dp_Open', 'pressure', 2.5)).status).toBe(201)
    expect((await set(admin, 'Dp_View', 'pressure', 3.5)).status).toBe(201)

    // Services read and write as the caller does.
    const start = await server.call('POST', services('Dp_View', 'start'), { ticket: op.ticket, body: {} })
    expect(start.status).toBe(403)
    const toggle = await server.call('POST', services('Dp_View', 'debugServices'), {
      ticket: op.ticket,
      body: { serviceName: 'toggleRun' },
    })
    expect(toggle.status).toBe(403)
    const readAll = await server.call('POST', services('Dp_Locked', 'readAll'), {
      ticket: op.ticket,
      body: {},
    })
    expect(readAll.status).toBe(403)
    expect(
      (await server.call('POST', services('Dp_Open', 'start'), { ticket: op.ticket, body: {} })).status,
    ).toBe(201)
    expect((await read(admin, 'Dp_View', { propName: 'running' })).body.value).toBe(false)
  })

  it('filters instance queries and batch reads, and refuses denied history', async () => {
    for (const path of ['/api/compose/manage/objectdata/query', '/api/objectselector/objectdata/query']) {
      const query = await server.call('POST', path, {
        ticket: op.ticket,
        body: { dataSource: 'Pump', per_page: 100 },
      })
      const rows = Object.fromEntries(
        query.body.list.map((row: { name: string; properties: object }) => [
          row.name,
          Object.keys(row.properties),
        ]),
      )
      expect(rows.Dp_Locked).toEqual(['label'])
      expect(rows.Dp_Hidden).toEqual([])
      expect(rows.Dp_View).toEqual(['pressure', 'running', 'label'])
      expect(rows.Dp_Open).toHaveLength(4)
    }
    // A filter cannot probe a value the caller may not read.
    const probe = await server.call('POST', '/api/compose/manage/objectdata/query', {
      ticket: op.ticket,
      body: { dataSource: 'Pump', filters: [{ field: 'counter', op: 'eq', value: 0 }] },
    })
    expect(probe.body.list.map((row: { name: string }) => row.name)).toEqual(['Dp_Open'])
    const batch = await server.call('POST', '/api/objectselector/objectdata/batchQuery', {
      ticket: op.ticket,
      body: [{ dataSource: 'Pump', keys: ['pressure'] }],
    })
    expect(
      batch.body.list[0].list.find((row: { name: string }) => row.name === 'Dp_Hidden').properties,
    ).toEqual({})

    const keys = await server.call('POST', '/api/compose/manage/objectdata/propertyBatchQuery', {
      ticket: op.ticket,
      body: { keys: ['Dp_Hidden.pressure', 'Dp_Open.pressure', 'Nobody.x', 'Dp_View.counter'] },
    })
    expect(keys.body.list.map((entry: { key: string }) => entry.key)).toEqual(['Dp_Open.pressure'])
    expect(keys.body.missing).toEqual(['Nobody.x'])
    expect(keys.body.denied).toEqual(['Dp_Hidden.pressure', 'Dp_View.counter'])

    const history = (ticket: string, key: string) =>
      server.call('PUT', '/api/objectselector/history/data', {
        ticket,
        body: {
          input: {
            properties: [{ key }],
            startTime: new Date(Date.now() - 3_600_000).toISOString(),
            endTime: new Date().toISOString(),
          },
        },
      })
    const refused = await history(op.ticket, 'Dp_Locked.pressure')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('No data permission: reading Dp_Locked.pressure')
    expect((await history(op.ticket, 'Dp_Locked.label')).status).toBe(200)
    expect((await history(admin, 'Dp_Locked.pressure')).status).toBe(200)
  })

  it('refuses denied WebSocket keys one by one with a message, and sends no denied alarm', async () => {
    const socket = await WsClient.open(server, op.ticket)
    sockets.push(socket)
    socket.send({
      type: 'subscribe',
      keys: ['Dp_Locked.pressure', 'Dp_Locked.label', 'Dp_Open.pressure', 'X.y'],
    })
    const reply = await socket.next('subscribed')
    expect(reply).toEqual({
      type: 'subscribed',
      keys: ['Dp_Locked.label', 'Dp_Open.pressure'],
      unknown: ['X.y'],
      denied: [{ key: 'Dp_Locked.pressure', message: 'No data permission: reading Dp_Locked.pressure' }],
    })

    // An alarm on a property the operator may not read: the lists and the socket leave it out.
    const limits = await server.call(
      'PUT',
      '/api/metadata/object_templates/Pump/properties/pressure/alerts',
      {
        ticket: admin,
        body: {
          limits: [{ name: 'High', alertType: 'gt', limitValue: 100, priority: 1 }],
          version: (await server.call('GET', '/api/metadata/object_templates/Pump', { ticket: admin })).body
            .version,
        },
      },
    )
    expect(limits.status).toBe(201)
    socket.send({ type: 'subscribeAlarms' })
    await socket.next('alarmsSubscribed')
    for (const objName of ['Dp_Hidden', 'Dp_Open']) {
      const set = await server.call('POST', services(objName, 'setPropertyValue'), {
        ticket: admin,
        body: { propName: 'pressure', propValue: 150 },
      })
      expect(set.status).toBe(201)
    }
    await socket.next('alarm', (m) =>
      (m.events as { objName: string }[]).some((e) => e.objName === 'Dp_Open'),
    )
    const alarmed = socket.ofType('alarm').flatMap((m) => m.data.events as { objName: string }[])
    expect(alarmed.map((event) => event.objName)).toEqual(['Dp_Open'])

    const current = (ticket: string) => server.call('GET', '/api/runtime/objects/alert/current', { ticket })
    const mine = await current(op.ticket)
    expect(mine.body.list.map((alarm: { objName: string }) => alarm.objName)).toEqual(['Dp_Open'])
    expect(mine.body.pagination.total).toBe(1)
    const all = await current(admin)
    expect(all.body.list.map((alarm: { objName: string }) => alarm.objName).sort()).toEqual([
      'Dp_Hidden',
      'Dp_Open',
    ])
    const history = await server.call('GET', '/api/runtime/objects/alert/history', { ticket: op.ticket })
    expect(history.body.list.map((alarm: { objName: string }) => alarm.objName)).toEqual(['Dp_Open'])
    const hiddenId = all.body.list.find((alarm: { objName: string }) => alarm.objName === 'Dp_Hidden').id
    const ack = await server.call('POST', '/api/runtime/objects/alert/ack', {
      ticket: op.ticket,
      body: { ids: [hiddenId] },
    })
    expect(ack.status).toBe(403)
    expect((await current(admin)).body.list.every((alarm: { isConfirm: boolean }) => !alarm.isConfirm)).toBe(
      true,
    )
  })

  it('applies them to the keys of a page the socket opens with, as to its own subscription', async () => {
    const pageId = await createBoundPage(server, admin, 'Dp', [
      { text: { objName: 'Dp_Locked', propName: 'pressure' } },
      { text: { objName: 'Dp_Locked', propName: 'label' } },
    ])
    await grantRunningApp(server, await appOfPage(server, pageId), op.userId)
    const socket = await WsClient.open(server, op.ticket, pageId)
    sockets.push(socket)
    const subscribed = await socket.next('subscribed')
    expect(subscribed).toMatchObject({
      page: pageId,
      keys: ['Dp_Locked.label'],
      denied: [{ key: 'Dp_Locked.pressure', message: 'No data permission: reading Dp_Locked.pressure' }],
    })
    expect(Object.keys(subscribed.values as object)).toEqual(['Dp_Locked.label'])
  })

  it('applies a group edit at once, and answers checkUserDataAuthority by the same rule', async () => {
    const check = (dataType: string, dataName: string, position: number) =>
      server.call(
        'GET',
        `/api/auth/users/checkUserDataAuthority?dataType=${dataType}&dataName=${dataName}&position=${position}`,
        { ticket: op.ticket },
      )
    expect((await check('property', 'Dp_Locked.pressure', 0)).body.authorized).toBe(false)
    expect((await check('property', 'Dp_Locked.label', 1)).body.authorized).toBe(true)
    expect((await check('property', 'Dp_View.pressure', 1)).body.authorized).toBe(false)

    const group = await server.call('GET', `/api/auth/dataGroups/${groupId}`, { ticket: admin })
    const edit = await server.call('PUT', `/api/auth/dataGroups/${groupId}`, {
      ticket: admin,
      body: { items: items.filter((item) => item.dataName !== 'Dp_Locked'), version: group.body.version },
    })
    expect(edit.status).toBe(201)
    expect((await read(op.ticket, 'Dp_Locked', { propName: 'pressure' })).status).toBe(200)
    expect((await check('property', 'Dp_Locked.pressure', 0)).body.authorized).toBe(true)
  })

  it('refuses instance data updates that would write denied live values, changing nothing', async () => {
    const designer = await server.createUser('dpdesigner', {
      resources: ['object-instance', 'runtime-operate'],
    })
    const group = await server.call('GET', `/api/auth/dataGroups/${groupId}`, { ticket: admin })
    await server.call('PUT', `/api/auth/dataGroups/${groupId}`, {
      ticket: admin,
      body: { userIds: [op.userId, designer.userId], version: group.body.version },
    })
    const before = await server.call('GET', '/api/metadata/objects/Dp_View', { ticket: admin })
    const update = await server.call('POST', '/api/compose/manage/objectdata', {
      ticket: designer.ticket,
      body: {
        type: 'update',
        keys: { name: 'Dp_View' },
        data: { properties: { pressure: 7.5 }, version: before.body.version },
      },
    })
    expect(update.status).toBe(403)
    expect(update.body.message).toBe('No data permission: writing Dp_View.pressure')
    const after = await server.call('GET', '/api/metadata/objects/Dp_View', { ticket: admin })
    expect(after.body.version).toBe(before.body.version)
    expect((await read(admin, 'Dp_View', { propName: 'pressure' })).body.value).toBe(3.5)
  })
})
