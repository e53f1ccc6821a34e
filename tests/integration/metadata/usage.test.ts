import { expect, it } from 'vitest'
import { decompressText } from '../../../engine/codec/compression.ts'
import { compressed, createApp } from '../compose/fixtures.ts'
import { forEachEngine } from '../harness.ts'

const BASE = '/api/compose/manage'

/** A block context whose one widget binds `objName.propName` (and writes it on click). */
function boundContext(objName: string, propName: string) {
  return JSON.stringify({
    version: 'v1.0',
    layoutType: 'free',
    widgets: [
      {
        id: 'w-gauge',
        type: 'chart.gauge',
        version: 1,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        rotation: 0,
        groupId: null,
        props: {},
        bindings: { value: { objName, propName, transform: { kind: 'format', decimals: 1, unit: '' } } },
        events: {
          noticeOnclick: [{ kind: 'setPropertyValue', objName, propName, value: 0 }],
        },
        futureField: { kept: true },
      },
    ],
  })
}

forEachEngine('metadata where-used and rename', (server) => {
  async function setUp(ticket: string, t: string) {
    await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: {
        name: t,
        properties: [
          { name: 'level', type: 'float', unit: '' },
          { name: 'running', type: 'bool' },
        ],
        services: [
          {
            name: 'stop',
            type: 'service',
            action: { kind: 'setProperties', values: [{ propName: 'level', value: 0 }] },
          },
        ],
        alertLimits: {
          level: [
            { name: 'high', alertType: 'gt', limitValue: 90, priority: 1, color: '#ff0000', enabled: true },
          ],
        },
      },
    })
    for (const name of [`${t}_01`, `${t}_02`]) {
      await server.call('POST', '/api/metadata/objects', { ticket, body: { name, templateName: t } })
    }
    const appId = await createApp(server, ticket, `Usage ${t}`)
    const page = await server.call('POST', `${BASE}/pages`, { ticket, body: { appId, name: 'Tanks' } })
    const blockId = page.body.layouts[0].id
    const saved = await server.call('PUT', `${BASE}/layouts/${blockId}`, {
      ticket,
      body: { context: compressed(boundContext(`${t}_01`, 'level')), version: 1 },
    })
    expect(saved.status).toBe(201)
    return { pageId: page.body.id as string, blockId: blockId as string }
  }

  it('lists the pages and alarm limits that use a property, for the template and for the instance', async () => {
    const ticket = await server.adminTicket()
    const { pageId, blockId } = await setUp(ticket, 'Tank')
    const template = await server.call('GET', '/api/metadata/object_templates/Tank/properties/LEVEL/usage', {
      ticket,
    })
    expect(template.status).toBe(200)
    expect(template.body.propName).toBe('level')
    expect(template.body.objects.sort()).toEqual(['Tank_01', 'Tank_02'])
    expect(template.body.documents).toEqual([
      expect.objectContaining({
        kind: 'block',
        id: blockId,
        pageId,
        pageName: 'Tanks',
        appName: 'Usage Tank',
        refs: [{ key: 'Tank_01.level', count: 2 }],
      }),
    ])
    expect(template.body.alarmLimits).toEqual([expect.objectContaining({ ownerName: 'Tank', name: 'high' })])
    expect(template.body.total).toBe(2)

    const other = await server.call('GET', '/api/metadata/objects/Tank_02/properties/level/usage', { ticket })
    expect(other.body.documents).toEqual([])
    expect(other.body.alarmLimits).toHaveLength(1)
    const unused = await server.call('GET', '/api/metadata/object_templates/Tank/properties/running/usage', {
      ticket,
    })
    expect(unused.body.total).toBe(0)
    const whole = await server.call('GET', '/api/metadata/objects/Tank_01/usage', { ticket })
    expect(whole.body.documents).toHaveLength(1)
    const missing = await server.call('GET', '/api/metadata/objects/Tank_01/properties/nope/usage', {
      ticket,
    })
    expect(missing.status).toBe(404)
  })

  it('renames a template property with its limits, services and saved bindings in one go', async () => {
    const ticket = await server.adminTicket()
    const { blockId } = await setUp(ticket, 'Vat')
    const before = await server.call('GET', '/api/metadata/object_templates/Vat', { ticket })
    const renamed = await server.call('PUT', '/api/metadata/object_templates/Vat/properties/level/rename', {
      ticket,
      body: { newName: 'fill_level', version: before.body.version },
    })
    expect(renamed.status).toBe(201)
    expect(renamed.body.property).toMatchObject({ name: 'fill_level', type: 'float' })
    expect(renamed.body.version).toBe(before.body.version + 1)
    expect(renamed.body.rewritten).toEqual({ page: 0, block: 1, pageTemplate: 0, symbol: 0 })

    const model = await server.call('GET', '/api/metadata/objects/Vat_01', { ticket })
    expect(model.body.properties.map((p: { name: string }) => p.name)).toEqual(['fill_level', 'running'])
    expect(Object.keys(model.body.alertLimits)).toEqual(['fill_level'])
    const services = await server.call('GET', '/api/metadata/object_templates/Vat/services', { ticket })
    expect(services.body.list[0].action.values[0].propName).toBe('fill_level')

    const block = await server.call('GET', `${BASE}/layouts/${blockId}`, { ticket })
    const context = JSON.parse(decompressText(block.body.context))
    const widget = context.widgets[0]
    expect(widget.bindings.value).toEqual({
      objName: 'Vat_01',
      propName: 'fill_level',
      transform: { kind: 'format', decimals: 1, unit: '' },
    })
    expect(widget.events.noticeOnclick[0].propName).toBe('fill_level')
    expect(widget.futureField).toEqual({ kept: true })
    expect(block.body.version).toBe(3)

    // The value is live under its new name.
    const live = await server.call('POST', '/api/runtime/objects/Vat_01/services/getPropertyValue', {
      ticket,
      body: { propName: 'fill_level' },
    })
    expect(live.status).toBe(200)
  })

  it('keeps the renamed property’s live value, active alarm and recorded history under the new name', async () => {
    const ticket = await server.adminTicket()
    await setUp(ticket, 'Cask')
    const t0 = Date.now() - 60_000
    for (const [value, at] of [
      [40, t0],
      [95, t0 + 1000],
    ] as const) {
      const written = server.app.live.store.write('Cask_01', 'level', value, {
        timestamp: at,
        quality: 'good',
        origin: { kind: 'connector', connector: 'test' },
      })
      expect(written.ok).toBe(true)
    }
    await server.app.alarms.settled()
    const raised = await server.call('GET', '/api/runtime/objects/alert/current?objName=Cask_01', { ticket })
    expect(raised.body.list).toHaveLength(1)
    const alarmId = raised.body.list[0].id

    const before = await server.call('GET', '/api/metadata/object_templates/Cask', { ticket })
    const renamed = await server.call('PUT', '/api/metadata/object_templates/Cask/properties/level/rename', {
      ticket,
      body: { newName: 'depth', version: before.body.version },
    })
    expect(renamed.status).toBe(201)
    await server.app.alarms.settled()

    // The same alarm, still active, now on the new name; nothing left on the old one.
    const current = await server.call('GET', '/api/runtime/objects/alert/current?objName=Cask_01', { ticket })
    expect(current.body.list.map((a: { id: number; propName: string; isRemove: boolean }) => a)).toEqual([
      expect.objectContaining({ id: alarmId, propName: 'depth', isRemove: false }),
    ])
    expect(server.app.alarms.activeAlarms().filter((a) => a.objName === 'Cask_01')).toEqual([
      expect.objectContaining({ propName: 'depth' }),
    ])
    // The live value carried over instead of resetting to the default.
    expect(server.app.live.store.get('Cask_01', 'depth')?.value).toBe(95)
    expect(server.app.live.store.get('Cask_01', 'level')).toBeUndefined()

    // The recorded points answer under the new key; the old key has none.
    const history = (key: string) =>
      server.call('PUT', '/api/objectselector/history/data', {
        ticket,
        body: {
          input: {
            properties: [{ key }],
            startTime: new Date(t0 - 1000).toISOString(),
            endTime: Date.now() + 60_000,
          },
        },
      })
    const moved = await history('Cask_01.depth')
    expect(moved.status).toBe(200)
    // The two recorded points, then the live value the trend ends with.
    expect(moved.body.list[0].points.map((p: { value: number }) => p.value)).toEqual([40, 95, 95])
    const rows = await server.app.db
      .selectFrom('historyKeys')
      .select('key')
      .where('key', 'like', 'Cask_01.%')
      .execute()
    expect(rows.map((row) => row.key).sort()).toEqual(['Cask_01.depth'])

    // New readings raise and clear on the new name.
    server.app.live.store.write('Cask_01', 'depth', 10, {
      quality: 'good',
      origin: { kind: 'connector', connector: 'test' },
    })
    await server.app.alarms.settled()
    const cleared = await server.call('GET', '/api/runtime/objects/alert/current?objName=Cask_01', { ticket })
    expect(cleared.body.list).toEqual([])
  })

  it('refuses stale versions, bad names, taken names and inherited properties, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const { blockId } = await setUp(ticket, 'Silo')
    const version = (await server.call('GET', '/api/metadata/object_templates/Silo', { ticket })).body.version
    const rename = (owner: string, prop: string, body: unknown) =>
      server.call('PUT', `/api/metadata/${owner}/properties/${prop}/rename`, { ticket, body })
    expect(
      (await rename('object_templates/Silo', 'level', { newName: 'x', version: version - 1 })).status,
    ).toBe(409)
    expect((await rename('object_templates/Silo', 'level', { newName: '9bad', version })).status).toBe(400)
    expect((await rename('object_templates/Silo', 'level', { newName: 'online', version })).status).toBe(400)
    expect((await rename('object_templates/Silo', 'level', { newName: 'RUNNING', version })).status).toBe(409)
    const inherited = await rename('objects/Silo_01', 'level', { newName: 'x', version: 1 })
    expect(inherited.status).toBe(400)
    expect(inherited.body.message).toMatch(/rename it there/)
    const block = await server.call('GET', `${BASE}/layouts/${blockId}`, { ticket })
    expect(block.body.version).toBe(2)
    const after = await server.call('GET', '/api/metadata/object_templates/Silo', { ticket })
    expect(after.body.version).toBe(version)
    expect(after.body.properties.map((p: { name: string }) => p.name)).toEqual(['level', 'running'])
  })
})
