import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

async function seedTank(server: TestServer) {
  const ticket = await server.adminTicket()
  const existing = await server.call('GET', '/api/metadata/object_templates/Tank', { ticket })
  if (existing.status === 200) return ticket
  await server.call('POST', '/api/metadata/features', {
    ticket,
    body: { name: 'Maintained', properties: [{ name: 'hours', type: 'int', defaultValue: 0 }] },
  })
  const created = await server.call('POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Tank',
      features: ['Maintained'],
      properties: [
        { name: 'level', type: 'float', defaultValue: 50, showName: 'Level' },
        { name: 'mode', type: 'string', defaultValue: 'auto' },
      ],
      services: [
        { name: 'fill', action: { kind: 'setProperties', values: [{ propName: 'level', value: 100 }] } },
      ],
      alertLimits: {
        level: [
          { name: 'High', alertType: 'gt', limitValue: 90, priority: 1, color: '#ff0000' },
          { name: 'Low', alertType: 'lt', limitValue: 10 },
        ],
      },
    },
  })
  if (created.status !== 201) throw new Error(JSON.stringify(created.body))
  return ticket
}

const names = (list: { name: string }[]) => list.map((item) => item.name)

forEachEngine('metadata object instances', (server) => {
  it('creates an instance that inherits properties, features, services and alarm limits', async () => {
    const ticket = await seedTank(server)
    const created = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: {
        name: 'Tank_01',
        showName: 'Tank one',
        templateName: 'Tank',
        properties: [{ name: 'note', type: 'string', defaultValue: 'new' }],
        values: { level: 20 },
      },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe('/api/metadata/objects/Tank_01')
    const object = created.body
    expect(object).toMatchObject({
      name: 'Tank_01',
      templateName: 'Tank',
      visible: true,
      systemProperty: true,
      version: 1,
    })
    expect(names(object.properties)).toEqual(['level', 'mode', 'hours', 'note'])
    expect(object.properties[0]).toMatchObject({
      defaultValue: 20,
      inherited: true,
      overridden: true,
      showName: 'Level',
    })
    expect(object.properties[2]).toMatchObject({
      source: 'feature',
      featureName: 'Maintained',
      inherited: true,
    })
    expect(object.properties[3]).toMatchObject({ source: 'object', inherited: false })
    expect(object.services).toMatchObject([{ name: 'fill', inherited: true }])
    expect(names(object.alertLimits.level)).toEqual(['High', 'Low'])
    // The live store knows every property, starting from the effective defaults.
    expect(server.app.live.store.get('Tank_01', 'level')?.value).toBe(20)
    expect(server.app.live.store.get('Tank_01', 'hours')?.value).toBe(0)
    expect(server.app.live.store.property('Tank_01', 'level')?.alarmLimits.map((l) => l.name)).toEqual([
      'High',
      'Low',
    ])
  })

  it('follows template changes: new, changed and deleted properties reach the instances', async () => {
    const ticket = await seedTank(server)
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Tank_02', templateName: 'Tank' },
    })
    let template = await server.call('GET', '/api/metadata/object_templates/Tank', { ticket })
    const added = await server.call('POST', '/api/metadata/object_templates/Tank/properties', {
      ticket,
      body: { name: 'temperature', type: 'float', defaultValue: 21.5 },
    })
    expect(added.status).toBe(201)
    expect(added.headers.get('location')).toBe('/api/metadata/object_templates/Tank/properties/temperature')
    expect(server.app.live.store.get('Tank_02', 'temperature')?.value).toBe(21.5)
    const instance = await server.call('GET', '/api/metadata/objects/Tank_02', { ticket })
    expect(names(instance.body.properties)).toContain('temperature')

    template = await server.call('GET', '/api/metadata/object_templates/Tank', { ticket })
    const changed = await server.call('PUT', '/api/metadata/object_templates/Tank/properties/mode', {
      ticket,
      body: { type: 'int', version: template.body.version },
    })
    expect(changed.status).toBe(201)
    expect(changed.body).toMatchObject({ type: 'int', defaultValue: 0 })
    expect(server.app.live.store.get('Tank_02', 'mode')?.value).toBe(0)
    const stale = await server.call('PUT', '/api/metadata/object_templates/Tank/properties/mode', {
      ticket,
      body: { type: 'string', version: template.body.version },
    })
    expect(stale.status).toBe(409)

    const removed = await server.call(
      'DELETE',
      '/api/metadata/object_templates/Tank/properties/temperature',
      { ticket },
    )
    expect(removed.status).toBe(204)
    expect(server.app.live.store.get('Tank_02', 'temperature')).toBeUndefined()
    const featureProp = await server.call('DELETE', '/api/metadata/object_templates/Tank/properties/hours', {
      ticket,
    })
    expect(featureProp.status).toBe(400)
  })

  it('overrides inherited properties and alarm limits per instance, and resets them', async () => {
    const ticket = await seedTank(server)
    const created = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Tank_03', templateName: 'Tank' },
    })
    const override = await server.call('PUT', '/api/metadata/objects/Tank_03/properties/level', {
      ticket,
      body: { defaultValue: 75, showName: 'Fill level', version: created.body.version },
    })
    expect(override.status).toBe(201)
    expect(override.body).toMatchObject({
      defaultValue: 75,
      showName: 'Fill level',
      overridden: true,
      version: 2,
    })
    const typeChange = await server.call('PUT', '/api/metadata/objects/Tank_03/properties/level', {
      ticket,
      body: { type: 'int', version: 2 },
    })
    expect(typeChange.status).toBe(400)

    const inherited = await server.call('GET', '/api/metadata/objects/Tank_03/properties/level/alerts', {
      ticket,
    })
    expect(
      inherited.body.limits.map((l: { name: string; inherited: boolean }) => [l.name, l.inherited]),
    ).toEqual([
      ['High', true],
      ['Low', true],
    ])
    const alerts = await server.call('PUT', '/api/metadata/objects/Tank_03/properties/level/alerts', {
      ticket,
      body: {
        version: 2,
        limits: [
          { name: 'High', alertType: 'gt', limitValue: 80, color: '#aa0000' },
          { name: 'HighHigh', alertType: 'ge', limitValue: 95, priority: 3 },
        ],
      },
    })
    expect(alerts.status).toBe(201)
    expect(
      alerts.body.limits.map(
        (l: { name: string; limitValue: number; inherited: boolean; overridden: boolean }) => [
          l.name,
          l.limitValue,
          l.inherited,
          l.overridden,
        ],
      ),
    ).toEqual([
      ['High', 80, true, true],
      ['Low', 10, true, false],
      ['HighHigh', 95, false, false],
    ])
    const fromTemplate = await server.call(
      'GET',
      '/api/metadata/objects/Tank_03/properties/level/alerts?ownerType=template',
      {
        ticket,
      },
    )
    expect(fromTemplate.body.limits.map((l: { limitValue: number }) => l.limitValue)).toEqual([90, 10])
    expect(server.app.live.store.property('Tank_03', 'level')?.alarmLimits.map((l) => l.limitValue)).toEqual([
      80, 10, 95,
    ])
    // The template's limits stay as they were for other instances.
    const template = await server.call('GET', '/api/metadata/object_templates/Tank/properties/level/alerts', {
      ticket,
    })
    expect(template.body.limits.map((l: { limitValue: number }) => l.limitValue)).toEqual([90, 10])
    const staleAlerts = await server.call('PUT', '/api/metadata/objects/Tank_03/properties/level/alerts', {
      ticket,
      body: { version: 2, limits: [] },
    })
    expect(staleAlerts.status).toBe(409)

    const reset = await server.call('DELETE', '/api/metadata/objects/Tank_03/properties/level', { ticket })
    expect(reset.status).toBe(204)
    const after = await server.call('GET', '/api/metadata/objects/Tank_03/properties/level', { ticket })
    expect(after.body).toMatchObject({ defaultValue: 50, showName: 'Level', overridden: false })
    const notOverridden = await server.call('DELETE', '/api/metadata/objects/Tank_03/properties/mode', {
      ticket,
    })
    expect(notOverridden.status).toBe(400)
  })

  it('edits, clones and deletes instances; stale versions answer 409', async () => {
    const ticket = await seedTank(server)
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Tank_04', templateName: 'Tank' },
    })
    const edit = await server.call('PUT', '/api/metadata/objects/Tank_04', {
      ticket,
      body: { description: 'north', visible: false, version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({
      description: 'north',
      visible: false,
      systemProperty: true,
      version: 2,
    })
    expect(
      (
        await server.call('PUT', '/api/metadata/objects/Tank_04', {
          ticket,
          body: { description: 'x', version: 1 },
        })
      ).status,
    ).toBe(409)
    const badValue = await server.call('PUT', '/api/metadata/objects/Tank_04', {
      ticket,
      body: { values: { level: 'full' }, version: 2 },
    })
    expect(badValue.status).toBe(400)

    const clone = await server.call('POST', '/api/metadata/objects/Tank_04/cloneTo', {
      ticket,
      body: { name: 'Tank_05', showName: 'Tank five' },
    })
    expect(clone.status).toBe(201)
    expect(clone.headers.get('location')).toBe('/api/metadata/objects/Tank_05')
    expect(clone.body).toMatchObject({
      name: 'Tank_05',
      showName: 'Tank five',
      description: 'north',
      templateName: 'Tank',
    })
    expect(server.app.live.store.get('Tank_05', 'level')?.value).toBe(50)

    const list = await server.call('GET', '/api/metadata/objects?templateName=tank&visible=false', { ticket })
    expect(names(list.body.list)).toEqual(['Tank_04', 'Tank_05'])
    // A full page is counted apart (without the template join): the same filters, the same total.
    const paged = await server.call(
      'GET',
      '/api/metadata/objects?templateName=TANK&visible=false&per_page=1',
      {
        ticket,
      },
    )
    expect(names(paged.body.list)).toEqual(['Tank_04'])
    expect(paged.body.pagination).toMatchObject({ page: 1, size: 1, total: 2 })
    const otherTemplate = await server.call('GET', '/api/metadata/objects?templateName=Nope&per_page=1', {
      ticket,
    })
    expect(otherTemplate.body).toMatchObject({ list: [], pagination: { total: 0 } })
    const search = await server.call('GET', '/api/metadata/search/objects?keyWord=NORTH', { ticket })
    expect(search.body.pagination).toMatchObject({ page: 1, size: 200, total: 2 })

    expect(
      (
        await server.call('POST', '/api/metadata/objects/delete', {
          ticket,
          body: { names: ['Tank_05', 'Nope'] },
        })
      ).status,
    ).toBe(404)
    const batch = await server.call('POST', '/api/metadata/objects/delete', {
      ticket,
      body: { names: ['Tank_05', 'tank_04'] },
    })
    expect(batch.status).toBe(204)
    expect(server.app.live.store.object('Tank_05')).toBeUndefined()
    expect((await server.call('DELETE', '/api/metadata/objects/Tank_04', { ticket })).status).toBe(404)
  })

  it('refuses bad instances with 422 and nothing stored', async () => {
    const ticket = await seedTank(server)
    const cases: [unknown, RegExp][] = [
      [{ name: 'Tank 9', templateName: 'Tank' }, /letters, digits/],
      [{ name: 'Tank_9', templateName: 'Nope' }, /Unknown object template/],
      [{ name: 'Tank_9', templateName: 'Tank', values: { level: 'full' } }, /expects a number/],
      [{ name: 'Tank_9', templateName: 'Tank', values: { ghost: 1 } }, /no property ghost/],
      [{ name: 'Tank_9', templateName: 'Tank', labels: ['nolabel'] }, /Unknown model label/],
    ]
    for (const [body, message] of cases) {
      const result = await server.call('POST', '/api/metadata/objects', { ticket, body })
      expect(result.status, JSON.stringify(body)).toBe(422)
      expect(result.body.message).toMatch(message)
    }
    // An own property may not take the name of an inherited one: a name conflict, 409.
    const clash = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Tank_9', templateName: 'Tank', properties: [{ name: 'LEVEL', type: 'int' }] },
    })
    expect(clash.status).toBe(409)
    expect((await server.call('GET', '/api/metadata/objects/Tank_9', { ticket })).status).toBe(404)
    expect(server.app.live.store.object('Tank_9')).toBeUndefined()
    const viewer = await server.createUser('instviewer')
    const denied = await server.call('POST', '/api/metadata/objects', {
      ticket: viewer.ticket,
      body: { name: 'X' },
    })
    expect(denied.status).toBe(403)
  })

  it('edits an instance feature set through its template and features', async () => {
    const ticket = await seedTank(server)
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Tank_06', templateName: 'Tank' },
    })
    const feature = await server.call('GET', '/api/metadata/features/Maintained', { ticket })
    expect(feature.body.templates).toEqual(['Tank'])
    const edit = await server.call('PUT', '/api/metadata/features/Maintained', {
      ticket,
      body: {
        version: feature.body.version,
        properties: [
          { name: 'hours', type: 'int' },
          { name: 'lastService', type: 'datetime' },
        ],
      },
    })
    expect(edit.status).toBe(201)
    expect(server.app.live.store.get('Tank_06', 'lastService')?.value).toBeNull()
    const clash = await server.call('PUT', '/api/metadata/features/Maintained', {
      ticket,
      body: { version: edit.body.version, properties: [{ name: 'level', type: 'int' }] },
    })
    expect(clash.status).toBe(400)
    expect((await server.call('DELETE', '/api/metadata/features/Maintained', { ticket })).status).toBe(409)
    const clone = await server.call('POST', '/api/metadata/features/Maintained/cloneTo', {
      ticket,
      body: { name: 'Inspected' },
    })
    expect(clone.status).toBe(201)
    expect(names(clone.body.properties)).toEqual(['hours', 'lastService'])
    expect(
      (await server.call('GET', '/api/metadata/features?keyWord=insp', { ticket })).body.pagination.total,
    ).toBe(1)
    expect(
      (await server.call('POST', '/api/metadata/features/delete', { ticket, body: { names: ['Inspected'] } }))
        .status,
    ).toBe(204)
  })
})
