import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const pump = {
  name: 'Pump',
  showName: 'Centrifugal pump',
  description: 'Plant pumps',
  properties: [
    { name: 'pressure', type: 'float', defaultValue: 1.5, showName: 'Pressure' },
    { name: 'running', type: 'bool' },
    { name: 'config', type: 'json', defaultValue: { mode: 'auto' } },
  ],
  services: [
    { name: 'start', action: { kind: 'setProperties', values: [{ propName: 'running', value: true }] } },
    { name: 'tripped', type: 'event', outputs: [{ name: 'reason', type: 'string' }] },
  ],
  alertLimits: {
    pressure: [{ name: 'High', alertType: 'gt', limitValue: 10, priority: 2, color: '#ff0000' }],
  },
}

forEachEngine('metadata object templates', (server) => {
  it('creates, fetches, edits, clones and deletes a template with the spec status codes', async () => {
    const ticket = await server.adminTicket()
    const created = await server.call('POST', '/api/metadata/object_templates', { ticket, body: pump })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe('/api/metadata/object_templates/Pump')
    expect(created.body).toMatchObject({
      name: 'Pump',
      showName: 'Centrifugal pump',
      version: 1,
      instanceCount: 0,
    })
    expect(created.body.properties.map((p: { name: string }) => p.name)).toEqual([
      'pressure',
      'running',
      'config',
    ])
    expect(created.body.properties[2].defaultValue).toEqual({ mode: 'auto' })
    expect(created.body.services.map((s: { name: string; type: string }) => `${s.type}:${s.name}`)).toEqual([
      'service:start',
      'event:tripped',
    ])
    expect(created.body.alertLimits.pressure).toEqual([
      {
        name: 'High',
        showName: '',
        alertType: 'gt',
        limitValue: 10,
        deadband: 0,
        processName: '',
        enabled: true,
        priority: 2,
        color: '#ff0000',
        inherited: false,
        overridden: false,
      },
    ])

    const fetched = await server.call('GET', '/api/metadata/object_templates/pump', { ticket })
    expect(fetched.status).toBe(200)
    expect(fetched.body.name).toBe('Pump')

    const edit = await server.call('PUT', '/api/metadata/object_templates/Pump', {
      ticket,
      body: { description: 'All plant pumps', version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body).toMatchObject({ description: 'All plant pumps', version: 2 })
    const stale = await server.call('PUT', '/api/metadata/object_templates/Pump', {
      ticket,
      body: { description: 'stale', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 409 })

    const clone = await server.call('POST', '/api/metadata/object_templates/Pump/cloneTo', {
      ticket,
      body: { name: 'Pump_v2', showName: 'Pump v2' },
    })
    expect(clone.status).toBe(201)
    expect(clone.headers.get('location')).toBe('/api/metadata/object_templates/Pump_v2')
    expect(clone.body).toMatchObject({ name: 'Pump_v2', showName: 'Pump v2', description: 'All plant pumps' })
    expect(clone.body.properties).toHaveLength(3)
    expect(clone.body.alertLimits.pressure[0].limitValue).toBe(10)

    expect((await server.call('DELETE', '/api/metadata/object_templates/Pump_v2', { ticket })).status).toBe(
      204,
    )
    expect((await server.call('GET', '/api/metadata/object_templates/Pump_v2', { ticket })).status).toBe(404)
  })

  it('refuses bad names and bad members with 422 and stores nothing', async () => {
    const ticket = await server.adminTicket()
    const cases: [unknown, RegExp][] = [
      [{ name: '1Pump' }, /must start with a letter/],
      [{ name: 'Pump-X' }, /letters, digits and underscores/],
      [{ name: 'Pump.X' }, /letters, digits and underscores/],
      [{ name: '   ' }, /only of spaces/],
      [{ name: 'P'.repeat(51) }, /at most 50/],
      [{ name: 'Bad', properties: [{ name: 'a b', type: 'int' }] }, /letters, digits/],
      [
        { name: 'Bad', properties: [{ name: 'x', type: 'int', defaultValue: 1.5 }] },
        /default value of x expects an integer/,
      ],
      [
        {
          name: 'Bad',
          properties: [
            { name: 'x', type: 'int' },
            { name: 'X', type: 'int' },
          ],
        },
        /already in use/,
      ],
      [{ name: 'Bad', properties: [{ name: 'online', type: 'bool' }] }, /reserved/],
      [{ name: 'Bad', properties: [{ name: 'x', type: 'int', unit: 'furlong' }] }, /Unknown unit/],
      [
        { name: 'Bad', services: [{ name: 'go', action: { kind: 'toggle', propName: 'nothing' } }] },
        /unknown property/,
      ],
      [{ name: 'Bad', services: [{ name: 'go' }] }, /needs an action/],
      [
        {
          name: 'Bad',
          properties: [{ name: 'x', type: 'string' }],
          alertLimits: { x: [{ name: 'H', alertType: 'gt', limitValue: 1 }] },
        },
        /numeric property/,
      ],
      [
        {
          name: 'Bad',
          properties: [{ name: 'x', type: 'int' }],
          alertLimits: { x: [{ name: 'H', alertType: 'gt', limitValue: 'high' }] },
        },
        /must be a number/,
      ],
      [{ name: 'Bad', features: ['NoSuchFeature'] }, /Unknown feature/],
    ]
    for (const [body, message] of cases) {
      const result = await server.call('POST', '/api/metadata/object_templates', { ticket, body })
      expect(result.status, JSON.stringify(body)).toBe(422)
      expect(result.body.message).toMatch(message)
    }
    const schemaFailure = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name: 'Bad', properties: [{ name: 'x', type: 'decimal' }] },
    })
    expect(schemaFailure.status).toBe(400)
    const list = await server.call('GET', '/api/metadata/object_templates?keyWord=bad', { ticket })
    expect(list.body.pagination.total).toBe(0)
    expect(
      (await server.call('GET', '/api/metadata/object_templates?keyWord=1pump', { ticket })).body.list,
    ).toEqual([])
  })

  it('keeps names unique regardless of case (409)', async () => {
    const ticket = await server.adminTicket()
    await server.call('POST', '/api/metadata/object_templates', { ticket, body: { name: 'Valve' } })
    const duplicate = await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name: 'VALVE' },
    })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.message).toBe('The name VALVE is already in use')
    const cloneOnto = await server.call('POST', '/api/metadata/object_templates/Valve/cloneTo', {
      ticket,
      body: { name: 'valve' },
    })
    expect(cloneOnto.status).toBe(409)
  })

  it('lists with the metadata paging defaults and filters by keyword', async () => {
    const ticket = await server.adminTicket()
    for (const name of ['Mixer_A', 'Mixer_B', 'Mixer_C']) {
      await server.call('POST', '/api/metadata/object_templates', {
        ticket,
        body: { name, description: 'mixing' },
      })
    }
    const all = await server.call('GET', '/api/metadata/object_templates?keyWord=MIXING', { ticket })
    expect(all.body.pagination).toEqual({ page: 1, size: 20000, total: 3 })
    const page2 = await server.call('GET', '/api/metadata/object_templates?keyWord=mixer&page=2&per_page=2', {
      ticket,
    })
    expect(page2.body.pagination).toEqual({ page: 2, size: 2, total: 3 })
    expect(page2.body.list.map((t: { name: string }) => t.name)).toEqual(['Mixer_C'])
    expect(page2.body.list[0]).toMatchObject({ propertyCount: 0, instanceCount: 0, version: 1 })
  })

  it('refuses deleting a template with instances; batch delete is all or nothing', async () => {
    const ticket = await server.adminTicket()
    for (const name of ['Tank', 'Motor', 'Fan']) {
      await server.call('POST', '/api/metadata/object_templates', { ticket, body: { name } })
    }
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Tank_01', templateName: 'Tank' },
    })
    const inUse = await server.call('DELETE', '/api/metadata/object_templates/Tank', { ticket })
    expect(inUse.status).toBe(409)
    expect(inUse.body.message).toMatch(/still has 1 instance/)
    const partial = await server.call('POST', '/api/metadata/object_templates/delete', {
      ticket,
      body: { names: ['Motor', 'Ghost'] },
    })
    expect(partial.status).toBe(404)
    expect((await server.call('GET', '/api/metadata/object_templates/Motor', { ticket })).status).toBe(200)
    const batch = await server.call('POST', '/api/metadata/object_templates/delete', {
      ticket,
      body: { names: ['Motor', 'fan'] },
    })
    expect(batch.status).toBe(204)
    expect((await server.call('GET', '/api/metadata/object_templates/Motor', { ticket })).status).toBe(404)
    expect((await server.call('GET', '/api/metadata/object_templates/Fan', { ticket })).status).toBe(404)
  })

  it('needs a session to read and the object-template resource to write', async () => {
    expect((await server.call('GET', '/api/metadata/object_templates')).status).toBe(401)
    expect(
      (await server.call('POST', '/api/metadata/object_templates', { body: { name: 'X' } })).status,
    ).toBe(401)
    const viewer = await server.createUser('modelviewer')
    expect(
      (await server.call('GET', '/api/metadata/object_templates', { ticket: viewer.ticket })).status,
    ).toBe(200)
    const denied = await server.call('POST', '/api/metadata/object_templates', {
      ticket: viewer.ticket,
      body: { name: 'Sneaky' },
    })
    expect(denied.status).toBe(403)
    const designer = await server.createUser('modeldesigner', { resources: ['object-template'] })
    const allowed = await server.call('POST', '/api/metadata/object_templates', {
      ticket: designer.ticket,
      body: { name: 'Designed' },
    })
    expect(allowed.status).toBe(201)
    const log = await server.call('GET', '/api/auth/logs/operation?keyword=Designed', {
      ticket: await server.adminTicket(),
    })
    expect(log.body.list[0]).toMatchObject({
      action: 'metadata.templates.create',
      target: 'Designed',
      username: 'modeldesigner',
    })
  })
})
