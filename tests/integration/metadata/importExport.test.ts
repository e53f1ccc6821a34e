import ExcelJS from 'exceljs'
import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const csv = (rows: string[]) => ['name,showName,description,templateName,visible,labels', ...rows].join('\n')

forEachEngine('metadata instance import and export', (server) => {
  async function template(ticket: string, name: string) {
    await server.call('POST', '/api/metadata/object_templates', {
      ticket,
      body: { name, properties: [{ name: 'speed', type: 'float' }] },
    })
  }

  it('previews per-row errors and writes nothing while any row is wrong', async () => {
    const ticket = await server.adminTicket()
    await template(ticket, 'Fan')
    const content = csv([
      'Fan_01,Fan one,,Fan,true,',
      '9bad,,,Fan,,',
      'Fan_03,,,NoSuch,maybe,',
      'fan_01,,,Fan,,',
    ])
    const preview = await server.call('POST', '/api/metadata/objects/import', {
      ticket,
      body: { format: 'csv', content, dryRun: true },
    })
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({ total: 4, invalid: 3, flagged: false })
    const errors = preview.body.rows.map((row: { line: number; errors: { id: string }[] }) => [
      row.line,
      row.errors.map((e) => e.id),
    ])
    expect(errors[0]).toEqual([2, []])
    expect(errors[1][1].length).toBeGreaterThan(0)
    expect(errors[2][1]).toEqual([
      'server.metadata.import.unknownTemplate',
      'server.metadata.import.badVisible',
    ])
    expect(errors[3][1]).toEqual(['server.metadata.import.duplicate'])
    const refused = await server.call('POST', '/api/metadata/objects/import', {
      ticket,
      body: { format: 'csv', content },
    })
    expect(refused.status).toBe(422)
    expect(
      (await server.call('GET', '/api/metadata/objects?keyWord=Fan_', { ticket })).body.pagination.total,
    ).toBe(0)
  })

  it('flags more than 200 rows, imports them all once confirmed, and exports the filtered list', async () => {
    const ticket = await server.adminTicket()
    await template(ticket, 'Pipe')
    const rows = Array.from({ length: 250 }, (_, i) => `Pipe_${String(i).padStart(3, '0')},,,Pipe,,`)
    const body = { format: 'csv', content: csv(rows) }
    const preview = await server.call('POST', '/api/metadata/objects/import', {
      ticket,
      body: { ...body, dryRun: true },
    })
    expect(preview.body).toMatchObject({ total: 250, invalid: 0, flagged: true })
    const unconfirmed = await server.call('POST', '/api/metadata/objects/import', { ticket, body })
    expect(unconfirmed.status).toBe(422)
    expect(unconfirmed.body.message).toMatch(/confirm/)
    const done = await server.call('POST', '/api/metadata/objects/import', {
      ticket,
      body: { ...body, confirm: true },
    })
    expect(done.status).toBe(201)
    expect(done.body.created).toBe(250)
    const listed = await server.call('GET', '/api/metadata/objects?templateName=Pipe', { ticket })
    expect(listed.body.pagination.total).toBe(250)
    const model = await server.call('GET', '/api/metadata/objects/Pipe_007', { ticket })
    expect(model.body.properties.map((p: { name: string }) => p.name)).toEqual(['speed'])

    const exported = await server.call('GET', '/api/metadata/objects/export?format=csv&templateName=Pipe', {
      ticket,
    })
    expect(exported.status).toBe(200)
    const text = String(exported.body)
    expect(text.split(/\r?\n/).filter(Boolean)).toHaveLength(251)

    const xlsx = await server.call('GET', '/api/metadata/objects/export?format=xlsx&keyWord=Pipe_00', {
      ticket,
    })
    expect(xlsx.status).toBe(200)
    const tooMany = csv(Array.from({ length: 2000 }, (_, i) => `X_${i},,,,,`))
    const refused = await server.call('POST', '/api/metadata/objects/import', {
      ticket,
      body: { format: 'csv', content: tooMany, dryRun: true },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/2001 lines/)
  })

  it('reads xlsx files', async () => {
    const ticket = await server.adminTicket()
    await template(ticket, 'Hopper')
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('instances')
    sheet.addRow(['name', 'templateName', 'visible'])
    sheet.addRow(['Hopper_01', 'Hopper', 'false'])
    sheet.addRow(['Hopper_02', 'Hopper', ''])
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64')
    const done = await server.call('POST', '/api/metadata/objects/import', {
      ticket,
      body: { format: 'xlsx', content },
    })
    expect(done.status).toBe(201)
    const hidden = await server.call('GET', '/api/metadata/objects/Hopper_01', { ticket })
    expect(hidden.body.visible).toBe(false)
  })
})
