import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const names = (list: { name: string }[]) => list.map((item) => item.name)

forEachEngine('metadata properties, services and subscriptions', (server) => {
  it('pages properties with per_page 20 by default and filters by type and propName', async () => {
    const ticket = await server.adminTicket()
    const properties = Array.from({ length: 25 }, (_, i) => ({
      name: `p${String(i).padStart(2, '0')}`,
      type: i % 5 === 0 ? 'bool' : 'float',
      showName: i === 7 ? 'Outlet temperature' : '',
    }))
    await server.call('POST', '/api/metadata/object_templates', { ticket, body: { name: 'Big', properties } })
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Big_01', templateName: 'Big' },
    })
    for (const base of ['/api/metadata/object_templates/Big', '/api/metadata/objects/Big_01']) {
      const first = await server.call('GET', `${base}/properties`, { ticket })
      expect(first.body.pagination).toEqual({ page: 1, size: 20, total: 25 })
      expect(first.body.list).toHaveLength(20)
      const second = await server.call('GET', `${base}/properties?page=2`, { ticket })
      expect(names(second.body.list)).toEqual(['p20', 'p21', 'p22', 'p23', 'p24'])
      const bools = await server.call('GET', `${base}/properties?type=bool&per_page=100`, { ticket })
      expect(names(bools.body.list)).toEqual(['p00', 'p05', 'p10', 'p15', 'p20'])
      const byName = await server.call('GET', `${base}/properties?propName=TEMPERATURE`, { ticket })
      expect(names(byName.body.list)).toEqual(['p07'])
    }
    expect(
      (await server.call('GET', '/api/metadata/object_templates/Big/properties?per_page=0', { ticket }))
        .status,
    ).toBe(400)
  })

  it('moves own properties by PUT and keeps inherited ones in the template order', async () => {
    const ticket = await server.adminTicket()
    const template = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name: 'Order', properties: ['a', 'b', 'c'].map((name) => ({ name, type: 'int' })) },
    })
    const moved = await server.call('PUT', '/api/metadata/object_templates/Order/properties/c/move', {
      ticket,
      body: { index: 0 },
    })
    expect(moved.status).toBe(201)
    expect(names(moved.body.list)).toEqual(['c', 'a', 'b'])
    expect(moved.body.version).toBe(template.body.version + 1)
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: {
        name: 'Order_01',
        templateName: 'Order',
        properties: [
          { name: 'x', type: 'int' },
          { name: 'y', type: 'int' },
        ],
      },
    })
    const own = await server.call('PUT', '/api/metadata/objects/Order_01/properties/y/move', {
      ticket,
      body: { index: 0 },
    })
    expect(names(own.body.list)).toEqual(['c', 'a', 'b', 'y', 'x'])
    const inherited = await server.call('PUT', '/api/metadata/objects/Order_01/properties/a/move', {
      ticket,
      body: { index: 0 },
    })
    expect(inherited.status).toBe(400)
    // An edit that only sends the version changes nothing but the version.
    const current = await server.call('GET', '/api/metadata/object_templates/Order', { ticket })
    const noop = await server.call('PUT', '/api/metadata/object_templates/Order/properties/a', {
      ticket,
      body: { version: current.body.version },
    })
    expect(noop.status).toBe(201)
    expect(noop.body.version).toBe(current.body.version + 1)
  })

  it('adds, edits and deletes services and events, listed by ?type', async () => {
    const ticket = await server.adminTicket()
    const template = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Door',
        properties: [
          { name: 'open', type: 'bool' },
          { name: 'angle', type: 'int' },
        ],
      },
    })
    const service = await server.call('POST', '/api/metadata/object_templates/Door/services', {
      ticket,
      body: {
        name: 'swing',
        inputs: [{ name: 'to', type: 'int', required: true }],
        action: {
          kind: 'setProperties',
          values: [
            { propName: 'angle', param: 'to' },
            { propName: 'open', value: true },
          ],
        },
      },
    })
    expect(service.status).toBe(201)
    expect(service.headers.get('location')).toBe(
      '/api/metadata/object_templates/Door/services/swing?type=service',
    )
    const event = await server.call('POST', '/api/metadata/object_templates/Door/services', {
      ticket,
      body: { name: 'forced', type: 'event' },
    })
    expect(event.status).toBe(201)
    const wrongParam = await server.call('POST', '/api/metadata/object_templates/Door/services', {
      ticket,
      body: {
        name: 'bad',
        inputs: [{ name: 'to', type: 'string' }],
        action: { kind: 'setProperties', values: [{ propName: 'angle', param: 'to' }] },
      },
    })
    expect(wrongParam.status).toBe(422)
    const reserved = await server.call('POST', '/api/metadata/object_templates/Door/services', {
      ticket,
      body: { name: 'setPropertyValue', action: { kind: 'snapshot' } },
    })
    expect(reserved.status).toBe(422)
    const script = await server.call('POST', '/api/metadata/object_templates/Door/services', {
      ticket,
      body: { name: 'evil', action: { kind: 'script', code: 'process.exit()' } },
    })
    expect(script.status).toBe(400)

    const services = await server.call('GET', '/api/metadata/object_templates/Door/services?type=service', {
      ticket,
    })
    expect(names(services.body.list)).toEqual(['swing'])
    const events = await server.call('GET', '/api/metadata/object_templates/Door/events', { ticket })
    expect(names(events.body.list)).toEqual(['forced'])

    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Door_01', templateName: 'Door' },
    })
    const object = await server.call('GET', '/api/metadata/objects/Door_01/services', { ticket })
    expect(object.body.list.map((s: { name: string; inherited: boolean }) => [s.name, s.inherited])).toEqual([
      ['swing', true],
      ['forced', true],
    ])
    const override = await server.call('PUT', '/api/metadata/objects/Door_01/services/swing', {
      ticket,
      body: { description: 'Only halfway here', version: object.body.version },
    })
    expect(override.status).toBe(201)
    expect(override.body).toMatchObject({
      description: 'Only halfway here',
      inherited: true,
      overridden: true,
    })
    const scriptInfo = await server.call(
      'GET',
      '/api/metadata/script?sourceType=object&sourceName=Door_01&type=service&typeName=swing',
      { ticket },
    )
    expect(scriptInfo.body).toMatchObject({
      typeName: 'swing',
      language: 'builtin',
      action: { kind: 'setProperties' },
    })

    const runtime = await server.call('POST', '/api/runtime/objects/Door_01/services/swing', {
      ticket,
      body: { to: 45 },
    })
    expect(runtime.status).toBe(201)
    expect(server.app.live.store.get('Door_01', 'angle')?.value).toBe(45)

    expect(
      (await server.call('DELETE', '/api/metadata/objects/Door_01/services/forced?type=event', { ticket }))
        .status,
    ).toBe(400)
    expect(
      (
        await server.call('DELETE', '/api/metadata/object_templates/Door/services/forced?type=event', {
          ticket,
        })
      ).status,
    ).toBe(204)
    const stale = await server.call('PUT', '/api/metadata/object_templates/Door/services/swing', {
      ticket,
      body: { description: 'x', version: template.body.version },
    })
    expect(stale.status).toBe(409)
  })

  it('keeps subscriptions per owner type', async () => {
    const ticket = await server.adminTicket()
    await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: 'Meter',
        properties: [{ name: 'kwh', type: 'double' }],
        services: [{ name: 'reset', type: 'event' }],
      },
    })
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Meter_01', templateName: 'Meter' },
    })
    const base = '/api/metadata/objects/Meter_01/subscriptions'
    const first = await server.call('POST', base, {
      ticket,
      body: { ownerType: 'page', ownerName: 'Overview', queryType: 'property', target: 'kwh' },
    })
    expect(first.status).toBe(201)
    expect(first.headers.get('location')).toBe(`${base}/${first.body.subscriptionId}`)
    await server.call('POST', base, {
      ticket,
      body: { ownerType: 'app', ownerName: 'Energy', queryType: 'event', target: 'reset' },
    })
    const unknown = await server.call('POST', base, {
      ticket,
      body: { ownerType: 'app', ownerName: 'Energy', queryType: 'event', target: 'explode' },
    })
    expect(unknown.status).toBe(400)
    expect((await server.call('GET', base, { ticket })).body.list).toHaveLength(2)
    const pages = await server.call('GET', `${base}?ownerType=page`, { ticket })
    expect(pages.body.list).toMatchObject([
      { objName: 'Meter_01', ownerName: 'Overview', queryType: 'property', target: 'kwh' },
    ])
    expect((await server.call('GET', `${base}?queryType=event`, { ticket })).body.list).toHaveLength(1)
    expect((await server.call('DELETE', `${base}/${first.body.subscriptionId}`, { ticket })).status).toBe(204)
    expect((await server.call('DELETE', `${base}/${first.body.subscriptionId}`, { ticket })).status).toBe(404)
  })
})
