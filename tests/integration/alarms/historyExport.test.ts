import ExcelJS from 'exceljs'
import { expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

const ALERT = '/api/runtime/objects/alert'

/** A Kettle template with a high limit, two kettles, and alarms: one cleared and acknowledged, one active. */
async function seedKettles(server: TestServer): Promise<string> {
  const ticket = await server.adminTicket()
  const template = await server.call('POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Kettle',
      properties: [{ name: 'temp', type: 'float', defaultValue: 20 }],
      alertLimits: {
        temp: [
          { name: 'Hot', showName: 'Kettle, "hot"', alertType: 'gt', limitValue: 80, priority: 2 },
          { name: 'Boil', showName: '=Boiling', alertType: 'ge', limitValue: 100, priority: 1 },
        ],
      },
    },
  })
  expect(template.status).toBe(201)
  for (const name of ['Kettle_1', 'Kettle_2']) {
    const made = await server.call('POST', '/api/metadata/objects', {
      ticket,
      body: { name, templateName: 'Kettle' },
    })
    expect(made.status).toBe(201)
  }
  const set = (objName: string, propValue: number) =>
    server.call('POST', `/api/runtime/objects/${objName}/services/setPropertyValue`, {
      ticket,
      body: { propName: 'temp', propValue },
    })
  expect((await set('Kettle_1', 85)).status).toBe(201)
  const first = await server.call('GET', `${ALERT}/current?objName=Kettle_1`, { ticket })
  expect(
    (await server.call('POST', `${ALERT}/ack`, { ticket, body: { ids: [first.body.list[0].id] } })).status,
  ).toBe(201)
  await set('Kettle_1', 20)
  await set('Kettle_2', 101)
  return ticket
}

forEachEngine('alarm history filters and export', (server) => {
  it('filters the history by text, state and acknowledgement, and exports what it shows', async () => {
    const ticket = await seedKettles(server)
    const history = (query: string) => server.call('GET', `${ALERT}/history?${query}`, { ticket })

    // Text matches object, property and alarm names, case-insensitively; % and _ are taken literally.
    const boiling = await history('text=boiLING')
    expect(boiling.status).toBe(200)
    expect(boiling.body.list.map((a: { objName: string }) => a.objName)).toEqual(['Kettle_2'])
    expect((await history('text=kettle_1')).body.pagination.total).toBe(1)
    expect((await history('text=%25')).body.pagination.total).toBe(0)
    expect((await history('text=kettle')).body.pagination.total).toBe(3)
    // State: active or cleared; acknowledged or not; priority.
    const cleared = await history('text=kettle&isRemove=true')
    expect(cleared.body.list).toHaveLength(1)
    expect(cleared.body.list[0]).toMatchObject({
      objName: 'Kettle_1',
      isConfirm: true,
      confirmPerson: 'admin',
    })
    expect(cleared.body.list[0].confirmTime).toBeTruthy()
    expect(await history('text=kettle&isConfirm=false').then((r) => r.body.pagination.total)).toBe(2)
    expect(await history('text=kettle&priority=1').then((r) => r.body.pagination.total)).toBe(1)
    expect((await history('text=kettle&pageSize=2&pageIndex=2')).body.pagination).toEqual({
      page: 2,
      size: 2,
      total: 3,
    })

    // CSV: a header row in the asked language, one row per alarm, quoted and formula-safe cells.
    const csv = await server.call('GET', `${ALERT}/history/export?format=csv&text=kettle&lang=zh-cn`, {
      ticket,
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="alarm-history-.*\.csv"/)
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('报警时间,优先级,对象,属性,报警,值,限值,状态,已确认,确认人,确认时间,解除时间')
    expect(lines).toHaveLength(4)
    expect(lines.some((line) => line.includes(`"Kettle, ""hot"""`) && line.includes(',admin,'))).toBe(true)
    expect(lines.some((line) => line.includes("'=Boiling"))).toBe(true)
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,/)

    // The spreadsheet, filtered to acknowledged alarms, through a download link as the browser opens it.
    const url = await server.downloadUrl(
      ticket,
      `${ALERT}/history/export?format=xls&isConfirm=true&text=kettle`,
    )
    const response = await fetch(url)
    expect(response.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await response.arrayBuffer())
    const sheet = book.worksheets[0]
    expect(sheet?.name).toBe('Alarm history')
    expect(sheet?.getRow(1).getCell(10).value).toBe('Acknowledged by')
    expect(sheet?.rowCount).toBe(2)
    expect(sheet?.getRow(2).getCell(3).value).toBe('Kettle_1')
    expect(sheet?.getRow(2).getCell(10).value).toBe('admin')

    // Bad input: a format the spec does not name, an impossible time range.
    expect((await server.call('GET', `${ALERT}/history/export?format=pdf`, { ticket })).status).toBe(400)
    expect((await server.call('GET', `${ALERT}/history/export`, { ticket })).status).toBe(400)
    const reversed = await server.call(
      'GET',
      `${ALERT}/history/export?format=csv&startTime=2030-01-02T00:00:00Z&endTime=2030-01-01T00:00:00Z`,
      { ticket },
    )
    expect(reversed.status).toBe(400)
    expect((await server.call('GET', `${ALERT}/history/export?format=csv`)).status).toBe(401)
  })
})
