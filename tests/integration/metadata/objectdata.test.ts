import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

async function seedSensors(server: TestServer) {
  const ticket = await server.adminTicket()
  if ((await server.call('GET', '/api/metadata/object_templates/Sensor', { ticket })).status === 200)
    return ticket
  await server.call('POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Sensor',
      properties: [
        { name: 'value', type: 'float' },
        { name: 'site', type: 'string', defaultValue: 'north' },
        { name: 'raw', type: 'json' },
      ],
    },
  })
  return ticket
}

const names = (list: { name: string }[]) => list.map((item) => item.name)
const manage = '/api/compose/manage'

forEachEngine('compose objectdata (instance data)', (server) => {
  it('adds, updates and deletes instances with the spec payload', async () => {
    const ticket = await seedSensors(server)
    const added = await server.call('POST', `${manage}/objectdata`, {
      ticket,
      body: {
        type: 'add',
        dataSource: 'Sensor',
        data: { name: 'S_01', description: 'inlet', properties: { value: 4.5, site: 'south' } },
      },
    })
    expect(added.status).toBe(201)
    expect(added.headers.get('location')).toBe('/api/metadata/objects/S_01')
    // visible and systemProperty default to true (spec S0 §3).
    expect(added.body).toMatchObject({
      name: 'S_01',
      templateName: 'Sensor',
      visible: true,
      systemProperty: true,
    })
    expect(server.app.live.store.get('S_01', 'value')?.value).toBe(4.5)
    const hidden = await server.call('POST', `${manage}/objectdata`, {
      ticket,
      body: {
        type: 'add',
        dataSource: 'Sensor',
        data: { name: 'S_02', visible: false, systemProperty: false },
      },
    })
    expect(hidden.body).toMatchObject({ visible: false, systemProperty: false })
    const bad = await server.call('POST', `${manage}/objectdata`, {
      ticket,
      body: { type: 'add', dataSource: 'Sensor', data: { name: 'S_03', properties: { value: 'high' } } },
    })
    expect(bad.status).toBe(422)
    expect((await server.call('GET', '/api/metadata/objects/S_03', { ticket })).status).toBe(404)

    const updated = await server.call('POST', `${manage}/objectdata`, {
      ticket,
      body: {
        type: 'update',
        dataSource: 'Sensor',
        keys: { name: 'S_01' },
        data: { properties: { value: 7 }, version: 1 },
      },
    })
    expect(updated.status).toBe(201)
    expect(updated.body.version).toBe(2)
    expect(server.app.live.store.get('S_01', 'value')?.value).toBe(7)
    const stale = await server.call('POST', `${manage}/objectdata`, {
      ticket,
      body: { type: 'update', keys: { name: 'S_01' }, data: { description: 'x', version: 1 } },
    })
    expect(stale.status).toBe(409)
    const noVersion = await server.call('POST', `${manage}/objectdata`, {
      ticket,
      body: { type: 'update', keys: { name: 'S_01' }, data: { description: 'x' } },
    })
    expect(noVersion.status).toBe(400)

    const deleted = await server.call('POST', `${manage}/objectdata`, {
      ticket,
      body: { type: 'delete', dataSource: 'Sensor', keys: { names: ['S_01', 'S_02'] } },
    })
    expect(deleted.status).toBe(204)
    expect(server.app.live.store.object('S_01')).toBeUndefined()
    const viewer = await server.createUser('dataviewer')
    const denied = await server.call('POST', `${manage}/objectdata`, {
      ticket: viewer.ticket,
      body: { type: 'add', data: { name: 'Z' } },
    })
    expect(denied.status).toBe(403)
  })

  it('queries instances with filters, ranges, keys and paging (20 by default)', async () => {
    const ticket = await seedSensors(server)
    for (let i = 0; i < 25; i++) {
      await server.call('POST', `${manage}/objectdata`, {
        ticket,
        body: {
          type: 'add',
          dataSource: 'Sensor',
          data: {
            name: `Q_${String(i).padStart(2, '0')}`,
            properties: { value: i, site: i % 2 ? 'east' : 'west' },
          },
        },
      })
    }
    const first = await server.call('POST', `${manage}/objectdata/query`, {
      ticket,
      body: { dataSource: 'Sensor' },
    })
    expect(first.status).toBe(200)
    expect(first.body.pagination).toEqual({ page: 1, size: 20, total: 25 })
    expect(first.body.list[0]).toMatchObject({
      name: 'Q_00',
      templateName: 'Sensor',
      properties: { value: 0, site: 'west' },
    })
    const filtered = await server.call('POST', `${manage}/objectdata/query`, {
      ticket,
      body: {
        dataSource: 'Sensor',
        filters: [{ field: 'site', op: 'eq', value: 'east' }],
        rangeFilter: { field: 'value', from: 5, to: 11 },
        keys: ['value'],
      },
    })
    expect(names(filtered.body.list)).toEqual(['Q_05', 'Q_07', 'Q_09', 'Q_11'])
    expect(filtered.body.list[0].properties).toEqual({ value: 5 })
    const like = await server.call('POST', `${manage}/objectdata/query`, {
      ticket,
      body: { filters: [{ field: 'name', op: 'like', value: 'q_2' }] },
    })
    expect(names(like.body.list)).toEqual(['Q_20', 'Q_21', 'Q_22', 'Q_23', 'Q_24'])
    const unknown = await server.call('POST', `${manage}/objectdata/query`, {
      ticket,
      body: { dataSource: 'Nope' },
    })
    expect(unknown.status).toBe(404)

    const batch = await server.call('POST', `${manage}/objectdata/propertyBatchQuery`, {
      ticket,
      body: { keys: ['Q_01.value', 'Q_01.nothing'], list: [{ objName: 'Q_02', propName: 'site' }] },
    })
    expect(batch.body.list).toMatchObject([
      { key: 'Q_01.value', objName: 'Q_01', propName: 'value', value: 1, quality: 'good' },
      { key: 'Q_02.site', value: 'west' },
    ])
    expect(batch.body.missing).toEqual(['Q_01.nothing'])

    const snapshot = await server.call('GET', `${manage}/object/Q_03/snapshot`, { ticket })
    expect(snapshot.body.pagination).toEqual({ page: 1, size: 200, total: 3 })
    expect(snapshot.body.list.map((p: { name: string }) => p.name)).toEqual(['value', 'site', 'raw'])
    const typed = await server.call('GET', `${manage}/object/Q_03/snapshot?type=string`, { ticket })
    expect(typed.body.list).toMatchObject([{ name: 'site', type: 'string', value: 'east' }])
    expect((await server.call('GET', `${manage}/object/Nope/snapshot`, { ticket })).status).toBe(404)

    // Queries are reads: they do not fill the operation log.
    const log = await server.call('GET', '/api/auth/logs/operation?keyword=objectdata%2Fquery', { ticket })
    expect(log.body.pagination.total).toBe(0)
  })
})
