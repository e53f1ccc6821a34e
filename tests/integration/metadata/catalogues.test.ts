import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const names = (list: { name: string }[]) => list.map((item) => item.name)

forEachEngine('metadata units, labels and data structures', (server) => {
  it('manages units: visible and keyWord filters, rename by preName, batchUpdate', async () => {
    const ticket = await server.adminTicket()
    for (const [name, visible] of [
      ['°C', true],
      ['bar', true],
      ['psi', false],
    ] as const) {
      const created = await server.call('POST', '/api/metadata/unit', {
        ticket,
        body: { name, visible, description: 'pressure' },
      })
      expect(created.status).toBe(201)
    }
    expect((await server.call('POST', '/api/metadata/unit', { ticket, body: { name: 'BAR' } })).status).toBe(
      409,
    )
    expect((await server.call('POST', '/api/metadata/unit', { ticket, body: { name: '  ' } })).status).toBe(
      422,
    )
    const visible = await server.call('GET', '/api/metadata/unit?visible=true', { ticket })
    expect(names(visible.body.list)).toEqual(['bar', '°C'])
    expect(visible.body.pagination).toEqual({ page: 1, size: 20000, total: 2 })
    expect(names((await server.call('GET', '/api/metadata/unit?keyWord=PS', { ticket })).body.list)).toEqual([
      'psi',
    ])

    await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name: 'Gauge', properties: [{ name: 'p', type: 'float', unit: 'bar' }] },
    })
    const renamed = await server.call('PUT', '/api/metadata/unit/bar', {
      ticket,
      body: { name: 'kPa', version: 1 },
    })
    expect(renamed.status).toBe(201)
    expect(renamed.body).toMatchObject({ name: 'kPa', visible: true, version: 2 })
    const gauge = await server.call('GET', '/api/metadata/object_templates/Gauge/properties/p', { ticket })
    expect(gauge.body.unit).toBe('kPa')
    expect(
      (await server.call('PUT', '/api/metadata/unit/kPa', { ticket, body: { name: 'bar', version: 1 } }))
        .status,
    ).toBe(409)
    expect((await server.call('DELETE', '/api/metadata/unit/kPa', { ticket })).status).toBe(409)

    const batch = await server.call('PUT', '/api/metadata/unit/batchUpdate/', {
      ticket,
      body: {
        list: [
          { name: 'psi', visible: true, version: 1 },
          { name: '°C', visible: false, version: 1 },
        ],
      },
    })
    expect(batch.status).toBe(201)
    expect(batch.body.list.map((u: { name: string; visible: boolean }) => [u.name, u.visible])).toEqual([
      ['psi', true],
      ['°C', false],
    ])
    const staleBatch = await server.call('PUT', '/api/metadata/unit/batchUpdate/', {
      ticket,
      body: {
        list: [
          { name: 'kPa', visible: false, version: 2 },
          { name: 'psi', visible: false, version: 1 },
        ],
      },
    })
    expect(staleBatch.status).toBe(409)
    // All or nothing: kPa was not changed either.
    expect((await server.call('GET', '/api/metadata/unit/kPa', { ticket })).body).toMatchObject({
      visible: true,
      version: 2,
    })
    expect((await server.call('DELETE', '/api/metadata/unit/psi', { ticket })).status).toBe(204)
  })

  it('manages model label types and labels, and filters instances by label', async () => {
    const ticket = await server.adminTicket()
    const type = await server.call('POST', '/api/metadata/modelLabelType', {
      ticket,
      body: { labelName: 'area' },
    })
    expect(type.status).toBe(201)
    expect(type.headers.get('location')).toBe('/api/metadata/modelLabelType/area')
    await server.call('POST', '/api/metadata/modelLabelType', { ticket, body: { labelName: 'line-type' } })
    const label = await server.call('POST', '/api/metadata/modelLabels', {
      ticket,
      body: { labelName: 'north-hall', modelLabelsType: 'area' },
    })
    expect(label.status).toBe(201)
    expect(label.body).toMatchObject({ labelName: 'north-hall', modelLabelsType: 'area', objects: [] })
    await server.call('POST', '/api/metadata/modelLabels', {
      ticket,
      body: { labelName: 'south-hall', modelLabelsType: 'area' },
    })
    await server.call('POST', '/api/metadata/modelLabels', { ticket, body: { labelName: 'spare' } })
    expect(
      (await server.call('POST', '/api/metadata/modelLabels', { ticket, body: { labelName: '9lives' } }))
        .status,
    ).toBe(422)
    const unknownType = await server.call('POST', '/api/metadata/modelLabels', {
      ticket,
      body: { labelName: 'x', modelLabelsType: 'nope' },
    })
    expect(unknownType.status).toBe(422)

    const byType = await server.call('GET', '/api/metadata/modelLabels?modelLabelsType=area', { ticket })
    expect(byType.body.list.map((l: { labelName: string }) => l.labelName)).toEqual([
      'north-hall',
      'south-hall',
    ])
    const byKeyword = await server.call('GET', '/api/metadata/modelLabels?keyWord=SOUTH', { ticket })
    expect(byKeyword.body.pagination.total).toBe(1)
    const types = await server.call('GET', '/api/metadata/modelLabelType?keyWord=are', { ticket })
    expect(types.body.list).toMatchObject([{ labelName: 'area', labelCount: 2 }])

    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Lamp_01', labels: ['north-hall'] },
    })
    await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name: 'Lamp_02', labels: ['south-hall'] },
    })
    const labelled = await server.call('GET', '/api/metadata/objects?label=north-hall', { ticket })
    expect(names(labelled.body.list)).toEqual(['Lamp_01'])
    expect(
      (await server.call('GET', '/api/metadata/modelLabels/north-hall', { ticket })).body.objects,
    ).toEqual(['Lamp_01'])

    const renameType = await server.call('PUT', '/api/metadata/modelLabelType', {
      ticket,
      body: { preName: 'area', labelName: 'zone', version: 1 },
    })
    expect(renameType.status).toBe(201)
    expect(renameType.body).toMatchObject({ labelName: 'zone', version: 2 })
    expect(
      (await server.call('GET', '/api/metadata/modelLabels/south-hall', { ticket })).body.modelLabelsType,
    ).toBe('zone')
    expect((await server.call('DELETE', '/api/metadata/modelLabelType/zone', { ticket })).status).toBe(409)

    const editLabel = await server.call('PUT', '/api/metadata/modelLabels/spare', {
      ticket,
      body: { labelName: 'spare-parts', modelLabelsType: 'line-type', version: 1 },
    })
    expect(editLabel.status).toBe(201)
    expect(editLabel.body).toMatchObject({ labelName: 'spare-parts', modelLabelsType: 'line-type' })
    expect(
      (await server.call('PUT', '/api/metadata/modelLabels/spare-parts', { ticket, body: { version: 1 } }))
        .status,
    ).toBe(409)

    const deleted = await server.call('POST', '/api/metadata/modelLabels/delete', {
      ticket,
      body: { names: ['north-hall', 'south-hall'] },
    })
    expect(deleted.status).toBe(204)
    expect((await server.call('GET', '/api/metadata/objects/Lamp_01', { ticket })).body.labels).toEqual([])
    expect(
      (
        await server.call('POST', '/api/metadata/modelLabelType/delete', {
          ticket,
          body: { names: ['zone'] },
        })
      ).status,
    ).toBe(204)
    const noType = await server.createUser('labelreader', { resources: ['modelLabel'] })
    const forbidden = await server.call('POST', '/api/metadata/modelLabelType', {
      ticket: noType.ticket,
      body: { labelName: 'x' },
    })
    expect(forbidden.status).toBe(403)
  })

  it('manages data structures and their fields', async () => {
    const ticket = await server.adminTicket()
    const created = await server.call('POST', '/api/metadata/datastructs', {
      ticket,
      body: {
        name: 'Recipe',
        showName: 'Recipe',
        fields: [
          { name: 'flour', type: 'float', description: 'kg of flour' },
          { name: 'water', type: 'float', description: 'litres' },
        ],
      },
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe('/api/metadata/datastructs/Recipe')
    const fields = await server.call('GET', '/api/metadata/datastructs/Recipe/fields', { ticket })
    expect(fields.body.list).toEqual([
      { name: 'flour', type: 'float', description: 'kg of flour' },
      { name: 'water', type: 'float', description: 'litres' },
    ])
    const duplicate = await server.call('POST', '/api/metadata/datastructs', {
      ticket,
      body: {
        name: 'Twice',
        fields: [
          { name: 'a', type: 'int' },
          { name: 'A', type: 'int' },
        ],
      },
    })
    expect(duplicate.status).toBe(422)
    const edit = await server.call('PUT', '/api/metadata/datastructs/Recipe', {
      ticket,
      body: { fields: [{ name: 'salt', type: 'float' }], version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.body.fields).toEqual([{ name: 'salt', type: 'float', description: '' }])
    expect(
      (await server.call('PUT', '/api/metadata/datastructs/Recipe', { ticket, body: { version: 1 } })).status,
    ).toBe(409)
    const clone = await server.call('POST', '/api/metadata/datastructs/Recipe/cloneTo', {
      ticket,
      body: { name: 'Recipe_B' },
    })
    expect(clone.status).toBe(201)
    expect(clone.body.fields).toHaveLength(1)
    const list = await server.call('GET', '/api/metadata/datastructs?keyWord=recipe', { ticket })
    expect(names(list.body.list)).toEqual(['Recipe', 'Recipe_B'])
    expect(
      (
        await server.call('POST', '/api/metadata/datastructs/delete', {
          ticket,
          body: { names: ['Recipe', 'Recipe_B'] },
        })
      ).status,
    ).toBe(204)
    expect((await server.call('GET', '/api/metadata/datastructs/Recipe', { ticket })).status).toBe(404)
  })
})
