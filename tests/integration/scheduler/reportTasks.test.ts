import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import mysql from 'mysql2/promise'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import { startSmtp, until } from '../notify/receivers.ts'

// Scheduled reports: a report on the machine's MariaDB runs every minute and is mailed through the
// notification centre to a real SMTP server started here, or kept as a file to download.
const TASKS = '/api/scheduler/tasks'
const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' }
const table = `rep_task_${randomBytes(4).toString('hex')}`
const smtp = await startSmtp()

async function admin(sql: string): Promise<void> {
  const connection = await mysql.createConnection(MARIADB)
  try {
    await connection.query(sql)
  } finally {
    await connection.end()
  }
}

beforeAll(async () => {
  await admin(`create table ${table} (id int primary key, line varchar(10) not null, qty int not null)`)
  await admin(`insert into ${table} select seq, if(seq <= 6, 'L1', 'L2'), seq * 10 from seq_1_to_10`)
})
afterAll(async () => {
  await admin(`drop table if exists ${table}`)
  await smtp.close()
})

const definition = {
  params: [{ name: 'line', label: 'Line', type: 'text', required: true }],
  columns: [
    { field: 'id', title: 'Batch', format: { kind: 'number', decimals: 0 }, width: 8 },
    { field: 'qty', title: 'Quantity', format: { kind: 'number', decimals: 0 }, width: 10, sum: true },
  ],
  groupBy: null,
  totals: true,
  linesPerPage: 30,
}

/** The base64 body of the MIME part whose headers name `filename`, decoded. */
function attachmentOf(raw: string, filename: string): Buffer {
  const at = raw.indexOf(filename)
  expect(at, 'the attachment part').toBeGreaterThan(0)
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4)
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64')
}

forEachEngine('scheduled reports', (server) => {
  let ticket = ''
  let reportId = 0
  let userId = 0
  const email = `planner.${server.engine}@plant.test`
  const reportName = `Batches ${server.engine}`

  beforeAll(async () => {
    // The tests drive `tick` with chosen clocks; the process's own timer would race them.
    await server.app.taskScheduler.stop()
    ticket = await server.adminTicket()
    const source = await server.call('POST', '/api/global-setting/sql-datasources', {
      ticket,
      body: {
        name: 'Plant MariaDB',
        kind: 'mysql',
        host: '127.0.0.1',
        databaseName: 'test',
        username: 'root',
      },
    })
    expect(source.status).toBe(201)
    const report = await server.call('POST', '/api/global-setting/reports', {
      ticket,
      body: {
        name: reportName,
        datasourceId: source.body.datasourceId,
        sqlText: `select id, qty from ${table} where line = :line order by id`,
        definition,
      },
    })
    expect(report.status, JSON.stringify(report.body)).toBe(201)
    reportId = report.body.reportId
    userId = (await server.createUser(`planner_${server.engine}`, { resources: [] })).userId
    await server.db.kysely.updateTable('users').set({ email }).where('userId', '=', userId).execute()
    const mail = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: {
        key: 'emailServer',
        configValue: JSON.stringify({
          smtp_server: '127.0.0.1',
          smtp_server_port: smtp.port,
          smtp: 'SMTP',
          smtp_account_user: 'robot@plant.test',
          smtp_account_password: 'mail#secret',
          display_name: 'Plant reports',
          ssl: '0',
        }),
      },
    })
    expect(mail.status).toBe(201)
    const type = await server.call('POST', '/api/notification/types', {
      ticket,
      body: {
        name: 'Scheduled reports',
        event: 'report.generated',
        config: { channels: ['email'], receivers: { userIds: [], roleIds: [], orgIds: [] } },
      },
    })
    expect(type.status, JSON.stringify(type.body)).toBe(201)
  }, 60_000)

  const reportTask = (
    name: string,
    config: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => ({
    name,
    kind: 'reportStatistics-task',
    cron: '* * * * *',
    config: {
      reportId,
      format: 'xlsx',
      params: { line: 'L1' },
      delivery: 'email',
      userIds: [userId],
      ...config,
    },
    ...extra,
  })

  it('refuses settings that cannot run, with the reason, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ reportId: 999_999 }, 'The report 999999 does not exist'],
      [{ params: {} }, 'Line'],
      [{ format: 'docx' }, 'format must be one of xlsx, csv, pdf'],
      [{ userIds: [] }, 'an emailed report needs at least one user'],
      [{ userIds: [987_654] }, 'These users do not exist: 987654'],
      [{ pageRange: '3-1' }, '3-1'],
      [{ keep: 0 }, 'keep must be a whole number from 1 to 100'],
    ]
    for (const [config, message] of cases) {
      const refused = await server.call('POST', TASKS, { ticket, body: reportTask('Refused', config) })
      expect(refused.status, JSON.stringify(config)).toBe(422)
      expect(refused.body.message).toContain(message)
    }
    const list = await server.call('GET', `${TASKS}?kind=reportStatistics-task`, { ticket })
    expect(list.body.list).toEqual([])
  })

  it('a due report task mails the xlsx through the notification centre and keeps it to download', async () => {
    const made = await server.call('POST', TASKS, { ticket, body: reportTask('Daily batches', {}) })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const taskId = made.body.taskId
    const due = Date.parse(made.body.nextRunAt)
    const before = smtp.mails.length
    await server.app.taskScheduler.tick(due)
    await server.app.taskScheduler.settle()
    const runs = await server.call('GET', `${TASKS}/${taskId}/runs`, { ticket })
    const [run] = runs.body.list
    expect(run).toMatchObject({ trigger: 'schedule', status: 'succeeded', rows: 6, error: null })
    expect(run.file).toMatch(/^\d{8}T\d{6}-Batches_\w+\.xlsx$/)

    const response = await fetch(
      await server.downloadUrl(ticket, `${TASKS}/${taskId}/runs/${run.runId}/file`),
    )
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Batch', 'Quantity'])
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 10])
    expect(sheet?.getRow(7).values).toEqual([undefined, 6, 60])
    expect(sheet?.getRow(8).getCell(2).value).toBe(210)

    const mail = await until('the report email', () =>
      smtp.mails.slice(before).find((m) => m.to.includes(email)),
    )
    expect(mail.subject).toBe(`Report ${reportName}`)
    expect(mail.raw).toContain('Content-Disposition: attachment')
    const attached = new ExcelJS.Workbook()
    await attached.xlsx.load(attachmentOf(mail.raw, `${reportName}.xlsx`) as unknown as ArrayBuffer)
    expect(attached.worksheets[0]?.getRow(7).values).toEqual([undefined, 6, 60])
    const log = await server.call('GET', '/api/notification/logs?channel=email', { ticket })
    expect(
      log.body.list.find((row: { address?: string; receiver: string }) => row.receiver.includes('planner')),
    ).toMatchObject({ status: 'success' })
  }, 30_000)

  it('a file-only task keeps the newest files and prunes the older ones; no email goes out', async () => {
    const made = await server.call('POST', TASKS, {
      ticket,
      body: reportTask(
        'Kept csv',
        { format: 'csv', delivery: 'file', userIds: [], keep: 1, params: { line: 'L2' } },
        { cron: null, intervalSeconds: 3600 },
      ),
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const taskId = made.body.taskId
    const before = smtp.mails.length
    const first = await server.call('POST', `${TASKS}/${taskId}/run`, { ticket })
    expect(first.status).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const second = await server.call('POST', `${TASKS}/${taskId}/run`, { ticket })
    expect(second.body).toMatchObject({ status: 'succeeded', rows: 4 })
    const runs = (await server.call('GET', `${TASKS}/${taskId}/runs`, { ticket })).body.list
    expect(runs.map((run: { file: string | null }) => run.file !== null)).toEqual([true, false])
    const pruned = await server.call('GET', `${TASKS}/${taskId}/runs/${first.body.runId}/file`, { ticket })
    expect(pruned.status).toBe(404)
    expect(pruned.body.message).toContain('has no file to download')
    const kept = await server.call('GET', `${TASKS}/${taskId}/runs/${second.body.runId}/file`, { ticket })
    expect(kept.status).toBe(200)
    expect(kept.headers.get('content-type')).toContain('text/csv')
    expect(String(kept.body)).toContain('10,100')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.mails.slice(before).filter((m) => m.to.includes(email))).toEqual([])
  }, 30_000)

  it('a run whose report fails is kept failed with the report’s message', async () => {
    const made = await server.call('POST', TASKS, {
      ticket,
      body: reportTask('Broken', { delivery: 'file', userIds: [] }, { cron: null, intervalSeconds: 3600 }),
    })
    expect(made.status).toBe(201)
    await admin(`rename table ${table} to ${table}_away`)
    try {
      const run = await server.call('POST', `${TASKS}/${made.body.taskId}/run`, { ticket })
      expect(run.body).toMatchObject({ status: 'failed', file: null })
      expect(run.body.error).toMatch(/^The query failed: Table .* doesn't exist/)
    } finally {
      await admin(`rename table ${table}_away to ${table}`)
    }
  })
})
