// Connectors benchmark (issue 26 bar: 10,000 OPC UA monitored items at 1 change/s each and 2,000 Modbus
// registers polled at 1 s flow into the live store with alarm evaluation and history; server CPU ≤ 50 % of
// one core).
// Run: npm run bench:connectors [-- --seconds 30 --warmup 10 --db sqlite|postgres --opcua 10000
//   --modbus 2000 --cpu-prof]
// The real server runs in this process (SQLite by default; `--db postgres` uses DATABASE_URL, default the
// local test database, in a schema of its own). The OPC UA server and the Modbus TCP server run in child
// processes (tests/bench/connectorsField.ts) so their CPU is not counted. Templates, objects, connectors and
// bindings are made through the HTTP API: OPC UA objects of 10 Double properties each bound to a node at
// 1 s sampling, Modbus objects of 10 properties each bound to a holding register (one polling group at 1 s);
// two properties of ten carry an alarm limit. History is on (every change is recorded).
// After `--warmup` seconds it measures `--seconds`: this process's CPU time over wall time (in % of one
// core; it counts this process only, so other processes loading the machine change it little), values
// ingested/s (store changes from the connectors), event-loop delay p99, history rows written/s, alarm
// evaluations/s. `--cpu-prof` profiles the measured window and prints the top functions.
// Prints a table; asserts nothing.

import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { printProfile } from './profile.ts'

const PROPS = 10
const LIMITED = 2

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    db: { type: 'string', default: 'sqlite' },
    opcua: { type: 'string', default: '10000' },
    modbus: { type: 'string', default: '2000' },
    'cpu-prof': { type: 'boolean', default: false },
  },
})
const opcuaItems = Number(args.opcua)
const modbusItems = Number(args.modbus)
const children: ChildProcess[] = []

/** Starts one field server in a child process and answers its port. */
async function field(kind: 'opcua' | 'modbus', count: number): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/connectorsField.ts', kind, String(count)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  children.push(child)
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
  for await (const line of lines) {
    if (line.startsWith('{"port"')) return (JSON.parse(line) as { port: number }).port
  }
  throw new Error(`the ${kind} server exited before listening`)
}

async function adminSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function main(): Promise<void> {
  const [opcuaPort, modbusPort] = await Promise.all([
    field('opcua', opcuaItems),
    field('modbus', modbusItems),
  ])
  const { buildApp } = await import('../../server/app.ts')
  const { loadConfig } = await import('../../server/config.ts')
  const { openDatabase } = await import('../../server/db/database.ts')
  const { migrateToLatest } = await import('../../server/db/migrate.ts')
  const { seedAdmin } = await import('../../server/routes/auth/users/seedAdmin.ts')
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const postgres = args.db === 'postgres'
  const schema = postgres ? `cb_${randomBytes(6).toString('hex')}` : undefined
  if (schema) await adminSql(databaseUrl, `create schema ${schema}`)
  const dataDir = mkdtempSync(join(tmpdir(), 'gantry-bench-conn-'))
  const db = openDatabase({ dataDir, databaseUrl: postgres ? databaseUrl : undefined, pgSchema: schema })
  await migrateToLatest(db)
  const initial = 'Initial#Bench1'
  const password = 'Bench#Passw0rd'
  await seedAdmin(db, initial)
  const app = await buildApp({
    db,
    config: {
      ...loadConfig({ DATA_DIR: dataDir }),
      distDir: undefined,
      databaseUrl: postgres ? databaseUrl : undefined,
      loginRateLimit: { max: 100_000, windowSeconds: 60 },
      connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] },
      collectorRelay: false,
    },
    logLevel: 'error',
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the bench reads JSON answers field by field.
    const call = async (method: string, path: string, body?: unknown, ticket?: string): Promise<any> => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(ticket ? { authorization: `Bearer ${ticket}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = await response.json().catch(() => ({}))
      if (response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`)
      return answer
    }
    const first = await call('POST', '/api/auth/users/login', { username: 'admin', password: initial })
    await call(
      'PUT',
      '/api/auth/users/updatePwd/admin',
      { oldPassword: initial, newPassword: password, confirmPassword: password },
      first.ticket,
    )
    const ticket = (await call('POST', '/api/auth/users/login', { username: 'admin', password }))
      .ticket as string

    const setupStarted = performance.now()
    const properties = Array.from({ length: PROPS }, (_, i) => ({ name: `v${i}`, type: 'float' }))
    const alertLimits = Object.fromEntries(
      properties
        .slice(0, LIMITED)
        .map((p) => [p.name, [{ name: 'High', alertType: 'gt', limitValue: 150, priority: 1 }]]),
    )
    await call('POST', '/api/metadata/object_templates', { name: 'UaBench', properties, alertLimits }, ticket)
    await call('POST', '/api/metadata/object_templates', { name: 'MbBench', properties, alertLimits }, ticket)
    // Made disabled, enabled once every binding is there: one subscription, not one per binding burst.
    const connectors = [
      { name: 'ua_bench', type: 'opcua', config: { endpoint: `opc.tcp://127.0.0.1:${opcuaPort}/UA/Bench` } },
      { name: 'mb_bench', type: 'modbus', config: { host: '127.0.0.1', port: modbusPort, interval: 1000 } },
    ]
    for (const c of connectors)
      await call('POST', '/api/collector/collectors/builtin/connectors', { ...c, enabled: false }, ticket)

    const jobs: { objName: string; template: string; binding: (i: number) => Record<string, unknown> }[] = []
    for (let o = 0; o < Math.ceil(opcuaItems / PROPS); o++) {
      jobs.push({
        objName: `Ua_${o}`,
        template: 'UaBench',
        binding: (i) => ({
          connector: 'ua_bench',
          nodeId: `ns=1;s=B.${o * PROPS + i}`,
          samplingInterval: 1000,
        }),
      })
    }
    for (let o = 0; o < Math.ceil(modbusItems / PROPS); o++) {
      jobs.push({
        objName: `Mb_${o}`,
        template: 'MbBench',
        binding: (i) => ({
          connector: 'mb_bench',
          area: 'holding',
          address: o * PROPS + i,
          dataType: 'uint16',
        }),
      })
    }
    // A few clients at a time, each object's bindings in turn (each answers the object's next version).
    let next = 0
    const worker = async () => {
      for (let job = jobs[next++]; job; job = jobs[next++]) {
        const made = await call(
          'POST',
          '/api/metadata/objects',
          { name: job.objName, templateName: job.template },
          ticket,
        )
        let version =
          made.version ??
          (await call('GET', `/api/metadata/objects/${job.objName}`, undefined, ticket)).version
        for (let i = 0; i < PROPS; i++) {
          const put = await call(
            'PUT',
            `/api/metadata/objects/${job.objName}/bindings/v${i}`,
            { binding: job.binding(i), version },
            ticket,
          )
          version = put.version
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    for (const c of connectors) {
      const row = await call('GET', `/api/collector/connectors/${c.name}`, undefined, ticket)
      await call(
        'PUT',
        `/api/collector/connectors/${c.name}`,
        { enabled: true, version: row.version },
        ticket,
      )
    }
    const setupSeconds = (performance.now() - setupStarted) / 1000
    console.log(
      `Set up ${jobs.length} objects, ${jobs.length * PROPS} bindings through the API in ${setupSeconds.toFixed(1)} s`,
    )

    // Counted in the server process by one more store listener (cheap next to the work it counts).
    let ingested = 0
    let fromOpcua = 0
    let evaluated = 0
    let bad = 0
    const store = app.live.store
    store.onChange((change) => {
      if (change.origin.kind !== 'connector') return
      ingested++
      if (change.origin.connector === 'ua_bench') fromOpcua++
      if (change.quality !== 'good') bad++
      else if ((store.property(change.objName, change.propName)?.alarmLimits?.length ?? 0) > 0) evaluated++
    })
    const warmup = Number(args.warmup)
    const until = Date.now() + 60_000
    while (ingested < (opcuaItems + modbusItems) * 0.9 && Date.now() < until) await sleep(500)
    console.log(`First values in: ${ingested} changes; warming up ${warmup} s`)
    await sleep(warmup * 1000)

    const seconds = Number(args.seconds)
    const delay = monitorEventLoopDelay({ resolution: 10 })
    const session = args['cpu-prof'] ? new Session() : null
    if (session) {
      session.connect()
      await session.post('Profiler.enable')
      await session.post('Profiler.start')
    }
    const writer = app.history.writer
    const before = { ingested, fromOpcua, evaluated, bad, written: writer?.stats().written ?? 0 }
    const alarmsBefore = await countAlarms(db)
    delay.enable()
    const cpu = process.cpuUsage()
    const started = performance.now()
    await sleep(seconds * 1000)
    const used = process.cpuUsage(cpu)
    const wall = (performance.now() - started) / 1000
    delay.disable()
    const profile = session ? (await session.post('Profiler.stop')).profile : null
    const written = (writer?.stats().written ?? 0) - before.written
    const row = {
      db: args.db,
      'OPC UA items': opcuaItems,
      'Modbus registers': modbusItems,
      seconds: Number(wall.toFixed(1)),
      'server CPU %': Number((((used.user + used.system) / 1e6 / wall) * 100).toFixed(1)),
      'values/s': Math.round((ingested - before.ingested) / wall),
      // Offered: one change per item a second; sampling and polling timers drift against the seconds.
      'OPC UA values/s': Math.round((fromOpcua - before.fromOpcua) / wall),
      'bad values': bad - before.bad,
      'loop delay p99 ms': Number((delay.percentile(99) / 1e6).toFixed(1)),
      'history rows/s': Math.round(written / wall),
      'alarm evaluations/s': Math.round((evaluated - before.evaluated) / wall),
      'alarms raised': (await countAlarms(db)) - alarmsBefore,
      'history dropped': writer?.stats().dropped ?? 0,
      'load avg 1m': Number(loadavg()[0]?.toFixed(2)),
    }
    console.table([row])
    if (profile) printProfile(profile)
  } finally {
    await app.close()
    await db.close()
    if (schema) await adminSql(databaseUrl, `drop schema ${schema} cascade`)
    rmSync(dataDir, { recursive: true, force: true })
    for (const child of children) child.kill()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function countAlarms(db: import('../../server/db/database.ts').Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

try {
  await main()
} finally {
  for (const child of children) child.kill()
}
process.exit(0)
