import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

async function seed(server: TestServer) {
  const ticket = await server.adminTicket()
  if ((await server.call('GET', '/api/metadata/object_templates/Boiler', { ticket })).status === 200)
    return ticket
  await server.call('POST', '/api/metadata/modelLabels', { ticket, body: { labelName: 'hall-1' } })
  await server.call('POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Boiler',
      properties: [
        { name: 'temperature', type: 'float', showName: 'Water temperature' },
        { name: 'burner', type: 'bool', description: 'Burner on' },
        { name: 'status', type: 'string' },
      ],
      services: [
        { name: 'ignite', action: { kind: 'setProperties', values: [{ propName: 'burner', value: true }] } },
        { name: 'overheated', type: 'event' },
      ],
    },
  })
  for (const [name, labels] of [
    ['Boiler_1', ['hall-1']],
    ['Boiler_2', []],
    ['Boiler_3', ['hall-1']],
  ] as const) {
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: 'Boiler', labels },
    })
  }
  return ticket
}

const sel = '/api/objectselector'

forEachEngine('object selector', (server) => {
  it('lists templates and their binding items', async () => {
    const ticket = await seed(server)
    const templates = await server.call('GET', `${sel}/templates?keyWord=boil`, { ticket })
    expect(templates.body.list.map((t: { name: string }) => t.name)).toEqual(['Boiler'])
    const binding = await server.call('GET', `${sel}/templates/Boiler?isBinding=true`, { ticket })
    expect(binding.body.items.map((i: { propertyName: string }) => i.propertyName)).toEqual([
      'temperature',
      'burner',
      'status',
    ])
    expect(binding.body.items[0]).toEqual({
      templateName: 'Boiler',
      propertyName: 'temperature',
      propertyDesc: 'Water temperature',
      name: 'Boiler.temperature',
      kind: 'property',
      type: 'float',
      unit: '',
    })
    const all = await server.call('GET', `${sel}/templates/Boiler`, { ticket })
    expect(all.body.items.map((i: { kind: string }) => i.kind)).toEqual([
      'property',
      'property',
      'property',
      'service',
      'event',
    ])
  })

  it('lists instances (20 by default) and their selector items', async () => {
    const ticket = await seed(server)
    const instances = await server.call('GET', `${sel}/instances?name=boiler`, { ticket })
    expect(instances.body.pagination).toEqual({ page: 1, size: 20, total: 3 })
    expect(instances.body.list[0]).toEqual({
      name: 'Boiler_1',
      showName: '',
      description: '',
      templateName: 'Boiler',
    })
    const one = await server.call('GET', `${sel}/instance/Boiler_1`, { ticket })
    expect(one.body.items[1]).toEqual({
      instanceName: 'Boiler_1',
      propertyName: 'burner',
      propertyDesc: 'Burner on',
      name: 'Boiler_1.burner',
      kind: 'property',
      type: 'bool',
      unit: '',
    })
    const services = await server.call('GET', `${sel}/instance/Boiler_1/type/service`, { ticket })
    expect(services.body.items.map((i: { name: string }) => i.name)).toEqual(['Boiler_1.ignite'])
    const floats = await server.call('GET', `${sel}/instance/Boiler_1/type/float`, { ticket })
    expect(floats.body.items.map((i: { name: string }) => i.name)).toEqual(['Boiler_1.temperature'])
    expect((await server.call('GET', `${sel}/instance/Nope`, { ticket })).status).toBe(404)

    const labelled = await server.call(
      'GET',
      `${sel}/instances/type/event?labels=hall-1&templateName=Boiler`,
      { ticket },
    )
    expect(labelled.body.list.map((i: { name: string }) => i.name)).toEqual(['Boiler_1', 'Boiler_3'])
    expect(labelled.body.list[0].items.map((i: { name: string }) => i.name)).toEqual(['Boiler_1.overheated'])
    const keyword = await server.call('GET', `${sel}/instances/type/property?keyWord=_2&remote=false`, {
      ticket,
    })
    expect(keyword.body.list.map((i: { name: string }) => i.name)).toEqual(['Boiler_2'])
  })

  it('searches properties of instances and templates by keyword', async () => {
    const ticket = await seed(server)
    const props = await server.call('GET', `${sel}/search/properties?keyword=WATER`, { ticket })
    expect(props.body.list.map((i: { name: string }) => i.name)).toEqual([
      'Boiler_1.temperature',
      'Boiler_2.temperature',
      'Boiler_3.temperature',
    ])
    expect(props.body.pagination.size).toBe(200)
    const templateProps = await server.call('GET', `${sel}/templateProperties?keyword=burner`, { ticket })
    expect(templateProps.body.list).toMatchObject([{ templateName: 'Boiler', name: 'Boiler.burner' }])
  })

  it('queries instance data, single and batched', async () => {
    const ticket = await seed(server)
    server.app.live.store.write('Boiler_2', 'temperature', 88, {
      origin: { kind: 'connector', connector: 'test' },
    })
    const hot = await server.call('POST', `${sel}/objectdata/query`, {
      ticket,
      body: {
        dataSource: 'Boiler',
        type: 'instance',
        filters: [{ field: 'temperature', op: 'gt', value: 50 }],
      },
    })
    expect(hot.body.list.map((i: { name: string }) => i.name)).toEqual(['Boiler_2'])
    const batch = await server.call('POST', `${sel}/objectdata/batchQuery`, {
      ticket,
      body: [
        { dataSource: 'Boiler', per_page: 1 },
        { dataSource: 'Boiler', filters: [{ field: 'name', value: 'Boiler_3' }] },
      ],
    })
    expect(batch.status).toBe(200)
    expect(batch.body.list).toHaveLength(2)
    expect(batch.body.list[0].pagination).toEqual({ page: 1, size: 1, total: 3 })
    expect(batch.body.list[1].list.map((i: { name: string }) => i.name)).toEqual(['Boiler_3'])
  })

  it('answers symbols their instances in one call', async () => {
    const ticket = await seed(server)
    const result = await server.call('POST', `${sel}/instances/batchQuery/forSymbol`, {
      ticket,
      body: { input: ['Boiler_1', 'Boiler_9'] },
    })
    expect(result.status).toBe(200)
    expect(result.body.list.map((i: { name: string }) => i.name)).toEqual(['Boiler_1'])
    expect(result.body.missing).toEqual(['Boiler_9'])
    const text = await server.call('POST', `${sel}/instances/batchQuery/forSymbol`, {
      ticket,
      body: { input: 'Boiler_2, Boiler_3' },
    })
    expect(text.body.list.map((i: { name: string }) => i.name)).toEqual(['Boiler_2', 'Boiler_3'])
  })

  it('reads history for trend input, checking the trend rules', async () => {
    const ticket = await seed(server)
    const end = Date.now()
    const read = () =>
      server.call('PUT', `${sel}/history/data`, {
        ticket,
        body: {
          input: {
            properties: [{ key: 'Boiler_1.temperature' }, { objName: 'Boiler_1', propName: 'burner' }],
            startTime: new Date(end - 3_600_000).toISOString(),
            endTime: new Date(end).toISOString(),
          },
        },
      })
    const installed = server.app.live.history
    try {
      // With a history reader, the answer is its points for the keys and range asked.
      const asked: unknown[] = []
      server.app.live.history = {
        read: async (query) => {
          asked.push(query)
          return query.keys.map((key) => ({
            key,
            points: [{ value: 1, quality: 'good', timestamp: query.start }],
          }))
        },
      }
      const fromHistory = await read()
      expect(fromHistory.status).toBe(200)
      expect(fromHistory.body.source).toBe('history')
      expect(asked).toEqual([
        {
          keys: ['Boiler_1.temperature', 'Boiler_1.burner'],
          start: new Date(end - 3_600_000).toISOString(),
          end: new Date(end).toISOString(),
        },
      ])
      // Without one, each property answers its current value only, and says so.
      server.app.live.history = null
      const ok = await read()
      expect(ok.status).toBe(200)
      expect(ok.body.source).toBe('live')
      expect(ok.body.list.map((s: { key: string }) => s.key)).toEqual([
        'Boiler_1.temperature',
        'Boiler_1.burner',
      ])
      expect(ok.body.list[1].points[0]).toMatchObject({ value: false, quality: 'good' })
    } finally {
      server.app.live.history = installed
    }
    const tooShort = await server.call('PUT', `${sel}/history/data`, {
      ticket,
      body: {
        input: { properties: [{ key: 'Boiler_1.temperature' }], startTime: end - 10_000, endTime: end },
      },
    })
    expect(tooShort.status).toBe(400)
    expect(tooShort.body.message).toMatch(/at least 30 seconds/)
    const tooMany = await server.call('PUT', `${sel}/history/data`, {
      ticket,
      body: {
        input: {
          properties: Array.from({ length: 9 }, () => ({ key: 'Boiler_1.temperature' })),
          startTime: end - 3_600_000,
          endTime: end,
        },
      },
    })
    expect(tooMany.status).toBe(400)
    const unknown = await server.call('PUT', `${sel}/history/data`, {
      ticket,
      body: { input: { properties: [{ key: 'Boiler_1.flux' }], startTime: end - 3_600_000, endTime: end } },
    })
    expect(unknown.status).toBe(404)
    expect((await server.call('GET', `${sel}/templates`)).status).toBe(401)
  })
})
