import ExcelJS from 'exceljs'
import { beforeAll, expect, it } from 'vitest'
import { forEachEngine, type TestServer } from '../harness.ts'

const API = '/api/bigdata'
const MINUTE = 60_000
// A fixed past hour, so the cut does not depend on the clock.
const START = Date.parse('2026-01-05T08:00:00.000Z')

async function seedPlant(server: TestServer): Promise<string> {
  const ticket = await server.adminTicket()
  const template = await server.call('POST', '/api/metadata/object_templates', {
    ticket,
    body: {
      name: 'Kiln',
      properties: [
        { name: 'fuel', type: 'float' },
        { name: 'air', type: 'float' },
        { name: 'temp', type: 'float' },
        { name: 'tempSoft', type: 'double' },
        { name: 'label', type: 'string' },
      ],
    },
  })
  expect(template.status).toBe(201)
  const object = await server.call('POST', '/api/metadata/objects', {
    ticket,
    body: { name: 'Kiln_1', templateName: 'Kiln' },
  })
  expect(object.status).toBe(201)
  return ticket
}

function write(server: TestServer, propName: string, value: number, at: number, quality?: 'good' | 'bad') {
  const result = server.app.live.store.write('Kiln_1', propName, value, {
    timestamp: at,
    origin: { kind: 'connector', connector: 'test' },
    ...(quality ? { quality } : {}),
  })
  expect(result.ok).toBe(true)
}

/** 12 minutes of readings, two a minute; temp = 3 + 2·fuel − air exactly. */
function feedHistory(server: TestServer) {
  for (let i = 0; i < 24; i++) {
    const at = START + i * 30_000
    const fuel = 10 + (i % 5)
    const air = 4 + ((i * 7) % 3)
    write(server, 'fuel', fuel, at)
    write(server, 'air', air, at)
    write(server, 'temp', 3 + 2 * fuel - air, at)
  }
}

const sampleBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  columns: ['Kiln_1.fuel', 'Kiln_1.air', 'Kiln_1.temp'],
  start: new Date(START).toISOString(),
  end: new Date(START + 12 * MINUTE).toISOString(),
  intervalSeconds: 60,
  aggregation: 'last',
  ...extra,
})

forEachEngine('industrial big data', (server) => {
  let ticket = ''
  let sampleId = 0
  let experimentId = 0
  let linearRun = 0

  beforeAll(async () => {
    await server.app.taskScheduler.stop()
    ticket = await seedPlant(server)
    feedHistory(server)
  })

  it('cuts a sample from history onto the interval grid and exports it as csv and xlsx', async () => {
    const made = await server.call('POST', `${API}/samples`, { ticket, body: sampleBody('Kiln week') })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    sampleId = made.body.sampleId
    expect(made.headers.get('location')).toBe(`${API}/samples/${sampleId}`)
    expect(made.body.rowCount).toBe(12)
    const data = (await server.call('GET', `${API}/samples/${sampleId}`, { ticket })).body.data
    expect(data.times[1]).toBe(new Date(START + MINUTE).toISOString())
    // 'last' of minute 1 is reading i = 3: fuel 13, air 4 + 21 % 3 = 4, temp 25.
    expect([
      data.columns['Kiln_1.fuel'][1],
      data.columns['Kiln_1.air'][1],
      data.columns['Kiln_1.temp'][1],
    ]).toEqual([13, 4, 25])

    const csv = await fetch(await server.downloadUrl(ticket, `${API}/samples/${sampleId}/export?format=csv`))
    expect(csv.status).toBe(200)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('time,Kiln_1.fuel,Kiln_1.air,Kiln_1.temp')
    expect(lines).toHaveLength(13)
    expect(lines[2]).toBe(`${new Date(START + MINUTE).toISOString()},13,4,25`)

    const xlsx = await fetch(
      await server.downloadUrl(ticket, `${API}/samples/${sampleId}/export?format=xlsx`),
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    expect(sheet.getCell('D1').value).toBe('Kiln_1.temp')
    expect(sheet.getCell('B3').value).toBe(13)
    expect((sheet.getCell('A3').value as Date).toISOString()).toBe(new Date(START + MINUTE).toISOString())
  })

  it('refuses bad cuts with 422 and a message, storing nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [sampleBody('Ghost', { columns: ['Kiln_9.fuel'] }), /Unknown property: Kiln_9.fuel/],
      [sampleBody('Text', { columns: ['Kiln_1.label'] }), /must be a number or boolean/],
      [sampleBody('Backwards', { end: new Date(START - MINUTE).toISOString() }), /before its end/],
      [
        sampleBody('Huge', { intervalSeconds: 1, end: new Date(START + 30 * 86_400_000).toISOString() }),
        /at most 20000/,
      ],
      [sampleBody('   '), /name is required/],
    ]
    for (const [body, message] of cases) {
      const answer = await server.call('POST', `${API}/samples`, { ticket, body })
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.message).toMatch(message)
    }
    expect(
      (await server.call('POST', `${API}/samples`, { ticket, body: sampleBody('Kiln week') })).status,
    ).toBe(409)
    expect((await server.call('GET', `${API}/samples`, { ticket })).body.pagination.total).toBe(1)
  })

  it('runs a linear regression that recovers the plant law, and keeps its runs with their parameters', async () => {
    const made = await server.call('POST', `${API}/experiments`, {
      ticket,
      body: {
        name: 'Temperature model',
        sampleId,
        spec: {
          analysis: 'linearRegression',
          inputs: ['Kiln_1.fuel', 'Kiln_1.air'],
          output: 'Kiln_1.temp',
          extra: 1,
        },
      },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    experimentId = made.body.experimentId
    expect(made.body.spec).toEqual({
      analysis: 'linearRegression',
      inputs: ['Kiln_1.fuel', 'Kiln_1.air'],
      output: 'Kiln_1.temp',
    })
    const run = await server.call('POST', `${API}/experiments/${experimentId}/run`, { ticket })
    expect(run.status).toBe(201)
    expect(run.body.status).toBe('succeeded')
    linearRun = run.body.runId
    const [b0, b1, b2] = run.body.result.model.coefficients
    expect(b0).toBeCloseTo(3, 8)
    expect(b1).toBeCloseTo(2, 8)
    expect(b2).toBeCloseTo(-1, 8)
    expect(run.body.result.quality).toMatchObject({ n: 12 })
    expect(run.body.result.quality.r2).toBeCloseTo(1, 10)

    // Changing the parameters keeps the earlier run as it was.
    const edited = await server.call('PUT', `${API}/experiments/${experimentId}`, {
      ticket,
      body: { spec: { analysis: 'describe', columns: [] }, version: 1 },
    })
    expect(edited.status).toBe(201)
    expect(
      (
        await server.call('PUT', `${API}/experiments/${experimentId}`, {
          ticket,
          body: { name: 'Late', version: 1 },
        })
      ).status,
    ).toBe(409)
    const described = await server.call('POST', `${API}/experiments/${experimentId}/run`, { ticket })
    const temp = described.body.result.summaries.find((s: { column: string }) => s.column === 'Kiln_1.temp')
    expect(temp.count).toBe(12)
    const runs = await server.call('GET', `${API}/experiments/${experimentId}/runs`, { ticket })
    expect(runs.body.list.map((r: { spec: { analysis: string } }) => r.spec.analysis)).toEqual([
      'describe',
      'linearRegression',
    ])
  })

  it('refuses bad analyses, and keeps a regression that cannot be fitted as a failed run', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [
        { analysis: 'linearRegression', inputs: ['Kiln_1.nope'], output: 'Kiln_1.temp' },
        /no column Kiln_1.nope/,
      ],
      [
        { analysis: 'polynomialRegression', input: 'Kiln_1.fuel', output: 'Kiln_1.temp', degree: 9 },
        /degree must be/,
      ],
      [
        { analysis: 'linearRegression', inputs: ['Kiln_1.temp'], output: 'Kiln_1.temp' },
        /both an input and the output/,
      ],
      [{ analysis: 'zscore', column: 'Kiln_1.temp', window: 1, threshold: 3 }, /window must be/],
      [{ analysis: 'forecast' }, /must be equal to one of the allowed values|analysis/],
    ]
    for (const [spec, message] of bad) {
      const answer = await server.call('POST', `${API}/experiments`, {
        ticket,
        body: { name: 'Bad', sampleId, spec },
      })
      expect([400, 422], JSON.stringify(spec)).toContain(answer.status)
      expect(answer.body.message).toMatch(message)
    }
    const deg = await server.call('POST', `${API}/experiments`, {
      ticket,
      body: {
        name: 'Too curved',
        sampleId,
        spec: { analysis: 'polynomialRegression', input: 'Kiln_1.air', output: 'Kiln_1.temp', degree: 5 },
      },
    })
    expect(deg.status).toBe(201)
    const failed = await server.call('POST', `${API}/experiments/${deg.body.experimentId}/run`, { ticket })
    expect(failed.body.status).toBe('failed')
    // air takes three values only: its powers up to 5 are dependent.
    expect(failed.body.error).toMatch(/linearly dependent/)
  })

  it('publishes the model as a soft sensor evaluated live, quality following the inputs, with versions and rollback', async () => {
    const target = { objName: 'Kiln_1', propName: 'tempSoft' }
    expect(
      (
        await server.call('POST', `${API}/releases`, {
          ticket,
          body: { name: 'Soft', runId: linearRun, target: { objName: 'Kiln_1', propName: 'fuel' } },
        })
      ).body.message,
    ).toMatch(/own inputs/)
    const made = await server.call('POST', `${API}/releases`, {
      ticket,
      body: { name: 'Soft temperature', runId: linearRun, target },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const releaseId = made.body.releaseId
    const now = Date.now()
    write(server, 'fuel', 20, now)
    write(server, 'air', 5, now + 1)
    const soft = () => server.app.live.store.get('Kiln_1', 'tempSoft')
    expect(soft()?.value).toBeCloseTo(38, 8)
    expect(soft()?.quality).toBe('good')
    write(server, 'air', 5, now + 2, 'bad')
    expect(soft()?.quality).toBe('bad')
    write(server, 'air', 7, now + 3)
    expect(soft()?.value).toBeCloseTo(36, 8)
    expect(soft()?.quality).toBe('good')

    // Version 2: temp from fuel alone (a straight line through the sample), then back to version 1.
    const poly = await server.call('POST', `${API}/experiments`, {
      ticket,
      body: {
        name: 'Fuel only',
        sampleId,
        spec: { analysis: 'polynomialRegression', input: 'Kiln_1.fuel', output: 'Kiln_1.temp', degree: 1 },
      },
    })
    const polyRun = await server.call('POST', `${API}/experiments/${poly.body.experimentId}/run`, { ticket })
    expect(polyRun.body.status).toBe('succeeded')
    const [c0, c1] = polyRun.body.result.model.coefficients
    const v2 = await server.call('POST', `${API}/releases/${releaseId}/versions`, {
      ticket,
      body: { runId: polyRun.body.runId, version: 1 },
    })
    expect(v2.status).toBe(201)
    expect(v2.body.activeVersion).toBe(2)
    expect(soft()?.value).toBeCloseTo(c0 + c1 * 20, 8)
    expect(
      (
        await server.call('PUT', `${API}/releases/${releaseId}`, {
          ticket,
          body: { activeVersion: 1, version: 1 },
        })
      ).status,
    ).toBe(409)
    const back = await server.call('PUT', `${API}/releases/${releaseId}`, {
      ticket,
      body: { activeVersion: 1, version: 2 },
    })
    expect(back.status).toBe(201)
    expect(back.body.versions.map((v: { versionNo: number }) => v.versionNo)).toEqual([2, 1])
    expect(soft()?.value).toBeCloseTo(36, 8)
    expect(
      (
        await server.call('PUT', `${API}/releases/${releaseId}`, {
          ticket,
          body: { activeVersion: 7, version: 3 },
        })
      ).status,
    ).toBe(400)

    // Another release cannot write the same property; a describe run is no model.
    const describeRun = (await server.call('GET', `${API}/experiments/${experimentId}/runs`, { ticket })).body
      .list[0].runId
    expect(
      (
        await server.call('POST', `${API}/releases`, {
          ticket,
          body: { name: 'Twice', runId: linearRun, target },
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await server.call('POST', `${API}/releases`, {
          ticket,
          body: { name: 'Stats', runId: describeRun, target },
        })
      ).body.message,
    ).toMatch(/Only a successful regression run/)
  })

  it('runs an experiment from the task scheduler', async () => {
    const missing = await server.call('POST', '/api/scheduler/tasks', {
      ticket,
      body: {
        name: 'Nightly model',
        kind: 'experiment-task',
        intervalSeconds: 3600,
        config: { experimentId: 9999 },
      },
    })
    expect(missing.status).toBe(422)
    expect(missing.body.message).toMatch(/experiment 9999 does not exist/)
    const task = await server.call('POST', '/api/scheduler/tasks', {
      ticket,
      body: {
        name: 'Nightly model',
        kind: 'experiment-task',
        intervalSeconds: 3600,
        config: { experimentId },
      },
    })
    expect(task.status, JSON.stringify(task.body)).toBe(201)
    const before = (await server.call('GET', `${API}/experiments/${experimentId}/runs`, { ticket })).body
      .pagination.total
    const run = await server.call('POST', `/api/scheduler/tasks/${task.body.taskId}/run`, { ticket })
    expect(run.body).toMatchObject({ status: 'succeeded', rows: 12 })
    const after = await server.call('GET', `${API}/experiments/${experimentId}/runs`, { ticket })
    expect(after.body.pagination.total).toBe(before + 1)
    expect(after.body.list[0].trigger).toBe('schedule')
  })
})
