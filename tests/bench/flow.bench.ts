// Workflow benchmark (issue 24): with 1,000 running instances, starting one and completing a to-do each
// ≤ 20 ms server time; the to-do list of a user with 5,000 open to-dos ≤ 100 ms. Measured in the server
// process with app.inject (no network, so what is timed is the server's own time: routing, the runner,
// the transaction). Everything is built through the real calls: a published process whose user task is
// the admin's, then starts. Printed: p50/p95/max per call; no assertions (figures for the report).
// SQLite by default; with DATABASE_URL=postgres://… PostgreSQL (a schema of its own, dropped after).
// Run: npm run bench:flow
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const RUNNING = 1000
const MEASURED = 200
const TODOS = 5000
const LIST_CALLS = 50

const stats = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  console.log(
    `${label.padEnd(46)} n=${String(sorted.length).padStart(4)}  p50 ${at(0.5).toFixed(1).padStart(6)} ms  p95 ${at(0.95).toFixed(1).padStart(6)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1).padStart(6)} ms`,
  )
}

const PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:gantry="http://gantry.dev/schema/bpmn" id="D" targetNamespace="http://gantry.dev/bench">
  <bpmn:process id="Bench" isExecutable="true">
    <bpmn:startEvent id="s"/>
    <bpmn:sequenceFlow id="a" sourceRef="s" targetRef="Check"/>
    <bpmn:userTask id="Check" name="Check" gantry:assignee="admin" gantry:dueIn="P1D"/>
    <bpmn:sequenceFlow id="b" sourceRef="Check" targetRef="g"/>
    <bpmn:exclusiveGateway id="g"/>
    <bpmn:sequenceFlow id="ok" name="approve" sourceRef="g" targetRef="e"/>
    <bpmn:sequenceFlow id="no" name="reject" sourceRef="g" targetRef="e2">
      <bpmn:conditionExpression>\${branch == 'reject'}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:endEvent id="e"/>
    <bpmn:endEvent id="e2"/>
  </bpmn:process>
</bpmn:definitions>`

async function main(): Promise<void> {
  const { buildApp } = await import('../../server/app.ts')
  const { loadConfig } = await import('../../server/config.ts')
  const { openDatabase } = await import('../../server/db/database.ts')
  const { migrateToLatest } = await import('../../server/db/migrate.ts')
  const { seedAdmin } = await import('../../server/routes/auth/users/seedAdmin.ts')
  const databaseUrl = process.env.DATABASE_URL
  const pgSchema = databaseUrl ? `bench_flow_${process.pid}` : undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'gantry-bench-flow-'))
  if (databaseUrl && pgSchema) {
    // The schema must exist before the connection selects it.
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`create schema if not exists "${pgSchema}"`)
    await client.end()
  }
  const db = openDatabase({ dataDir, databaseUrl, pgSchema })
  await migrateToLatest(db)
  await seedAdmin(db, 'Initial#Bench1')
  const app = await buildApp({
    db,
    config: {
      ...loadConfig({ DATA_DIR: dataDir }),
      databaseUrl,
      distDir: undefined,
      loginRateLimit: { max: 100_000, windowSeconds: 60 },
      connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] },
    },
    logLevel: 'error',
  })
  await app.ready()
  let ticket = ''
  const call = async (method: string, url: string, payload?: unknown) => {
    const started = performance.now()
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: ticket ? { authorization: `Bearer ${ticket}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    const ms = performance.now() - started
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
    return { body: response.json() as Record<string, unknown>, ms }
  }
  try {
    const first = await call('POST', '/api/auth/users/login', {
      username: 'admin',
      password: 'Initial#Bench1',
    })
    ticket = first.body.ticket as string
    const password = 'Bench#Passw0rd'
    await call('PUT', '/api/auth/users/updatePwd/admin', {
      oldPassword: 'Initial#Bench1',
      newPassword: password,
      confirmPassword: password,
    })
    ticket = (await call('POST', '/api/auth/users/login', { username: 'admin', password })).body
      .ticket as string
    const application = await call('POST', '/api/compose/manage/apps', { name: 'Bench app' })
    const diagram = await call('POST', '/api/flow/diagram', {
      appId: application.body.appId,
      diagramName: 'Bench',
      xml: PROCESS,
    })
    const diagramId = diagram.body.id as number
    await call('POST', `/api/flow/diagram/${diagramId}`, { isNew: true })
    const start = () => call('POST', `/api/flow/diagram/${diagramId}/start`, { data: { amount: 1 } })

    const t0 = performance.now()
    for (let i = 0; i < RUNNING; i++) await start()
    console.log(
      `engine ${app.engine}: ${RUNNING} running instances started in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )

    const starts: number[] = []
    for (let i = 0; i < MEASURED; i++) starts.push((await start()).ms)
    stats(`start one (with ${RUNNING}+ running)`, starts)

    const open = await app.db
      .selectFrom('flowTasks')
      .select('id')
      .where('status', '=', 'todo')
      .orderBy('id')
      .limit(MEASURED)
      .execute()
    const completes: number[] = []
    for (const [i, task] of open.entries())
      completes.push(
        (
          await call('POST', `/api/flow/task/${task.id}`, {
            audit: 'ok',
            branch: i % 2 ? 'reject' : 'approve',
          })
        ).ms,
      )
    stats(`complete a to-do (with ${RUNNING}+ running)`, completes)

    const have = async () =>
      Number(
        (
          await app.db
            .selectFrom('flowTasks')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', 'todo')
            .executeTakeFirstOrThrow()
        ).n,
      )
    const t1 = performance.now()
    for (let n = await have(); n < TODOS; n++) await start()
    console.log(
      `grown to ${await have()} open to-dos of admin in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
    )

    for (const [label, url] of [
      ['to-do list, first page (20)', '/api/flow/task?done=false&page=0&size=20'],
      ['to-do list, page 100 (20)', '/api/flow/task?done=false&page=100&size=20'],
    ] as const) {
      const times: number[] = []
      let total = 0
      for (let i = 0; i < LIST_CALLS; i++) {
        const answer = await call('GET', url)
        times.push(answer.ms)
        total = (answer.body.pagination as { total: number }).total
      }
      stats(`${label} of ${total} to-dos`, times)
    }
    const starts5k: number[] = []
    for (let i = 0; i < 50; i++) starts5k.push((await start()).ms)
    stats(`start one (with ${TODOS}+ running)`, starts5k)
  } finally {
    await app.close()
    if (pgSchema) {
      const { sql } = await import('kysely')
      await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(db.kysely).catch(() => {})
    }
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
