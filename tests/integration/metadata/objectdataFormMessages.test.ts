import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

/**
 * The spec's messages of a form's submit to object data (S1 §5, issue 21) come from the server itself,
 * with 422, whoever calls: "primary key or filter not configured", "primary key changed, refresh before
 * editing" and "data list over 200". Nothing is changed by a refused write.
 */
const manage = '/api/compose/manage'

async function seedPumps(server: TestServer) {
  const ticket = await server.adminTicket()
  if ((await server.call('GET', '/api/metadata/object_templates/FormPump', { ticket })).status !== 200) {
    await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name: 'FormPump', properties: [{ name: 'speed', type: 'float' }] },
    })
    for (const name of ['FP_1', 'FP_2']) {
      const added = await server.call('POST', `${manage}/objectdata`, {
        ticket,
        body: { type: 'add', dataSource: 'FormPump', data: { name, properties: { speed: 10 } } },
      })
      expect(added.status).toBe(201)
    }
  }
  return ticket
}

forEachEngine('object data refusals a form shows (issue 21)', (server) => {
  it('an update without a key, or whose key no longer names an instance, is refused with 422', async () => {
    const ticket = await seedPumps(server)
    const write = (body: unknown) => server.call('POST', `${manage}/objectdata`, { ticket, body })
    const noKey = await write({
      type: 'update',
      dataSource: 'FormPump',
      data: { version: 1, properties: { speed: 1 } },
    })
    expect(noKey.status).toBe(422)
    expect(JSON.stringify(noKey.body)).toContain('The primary key or filter is not configured')

    const gone = await write({
      type: 'update',
      dataSource: 'FormPump',
      keys: { name: 'FP_renamed' },
      data: { version: 1, properties: { speed: 99 } },
    })
    expect(gone.status).toBe(422)
    expect(JSON.stringify(gone.body)).toContain('The primary key has changed; refresh before editing')
    // The instances are as they were.
    expect(server.app.live.store.get('FP_1', 'speed')?.value).toBe(10)
    expect((await server.call('GET', '/api/metadata/objects/FP_renamed', { ticket })).status).toBe(404)
  })

  it('a delete naming no instance, or more than 200, is refused with 422 and deletes nothing', async () => {
    const ticket = await seedPumps(server)
    const write = (body: unknown) => server.call('POST', `${manage}/objectdata`, { ticket, body })
    const none = await write({ type: 'delete', dataSource: 'FormPump', keys: { names: [] } })
    expect(none.status).toBe(422)
    expect(JSON.stringify(none.body)).toContain('The primary key or filter is not configured')

    const many = ['FP_1', 'FP_2', ...Array.from({ length: 199 }, (_, i) => `FP_x${i}`)]
    const over = await write({ type: 'delete', dataSource: 'FormPump', keys: { names: many } })
    expect(over.status).toBe(422)
    expect(JSON.stringify(over.body)).toContain('The data list has more than 200 rows')
    expect((await server.call('GET', '/api/metadata/objects/FP_1', { ticket })).status).toBe(200)
    expect((await server.call('GET', '/api/metadata/objects/FP_2', { ticket })).status).toBe(200)

    // Exactly 200 is within the limit: the check counts, it does not refuse every long list.
    const exactly = await write({
      type: 'delete',
      dataSource: 'FormPump',
      keys: { names: many.slice(0, 200) },
    })
    expect(exactly.status).not.toBe(422)
  })
})
