// Live-value benchmark (issue 4 targets: ≥ 50,000 values/s ingested with alarm evaluation and history on
// SQLite; WebSocket fan-out of 1,000 changes/s to 50 clients with p99 < 100 ms. Issue 16: 100 clients ×
// 1,000 changes/s each, the server's CPU and the fan-out p99 at the 16 ms batch window against 50 ms).
// Run: npm run bench:live [-- --values 500000 --seconds 10 --clients 100 --rate 1000 --batch-ms 16,50
//   --budget 3000 --parts ingest,fanout]
// 1. Ingest, in process: values written into the live store as a connector would, with the alarm engine
//    and the history writer listening, until every value is committed to the database (SQLite, then
//    PostgreSQL when DATABASE_URL, default the local test database, is reachable).
// 2. Fan-out: the real server on SQLite, `--clients` WebSocket clients (in a child process, so that they
//    share neither the server's event loop nor its CPU count) each subscribed to the same 100 keys, so each
//    receives `--rate` changes a second, for `--seconds`; once per `--batch-ms` window
//    (GANTRY_LIVE_BATCH_MS) held fixed, then at the default (16 ms, widened together above `--budget`
//    pushed messages a second, GANTRY_LIVE_FANOUT_BUDGET), each on a server of its own. "server CPU %" is the server process's CPU time
//    (the writes included) over the wall time, in % of one core.
// Prints tables; asserts nothing.

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'

const now = () => performance.timeOrigin + performance.now()

interface ClientJob {
  url: string
  ticket: string
  keys: string[]
  clients: number
  seconds: number
}

interface ClientReport {
  latencies: number[]
  messages: number
  values: number
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      values: { type: 'string', default: '500000' },
      seconds: { type: 'string', default: '10' },
      clients: { type: 'string', default: '100' },
      rate: { type: 'string', default: '1000' },
      'batch-ms': { type: 'string', default: '16,50' },
      budget: { type: 'string', default: '3000' },
      parts: { type: 'string', default: 'ingest,fanout' },
    },
  })
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const parts = new Set(args.parts.split(','))
  if (parts.has('ingest')) {
    const rows = [await ingest('sqlite', Number(args.values))]
    if (await reachable(databaseUrl)) rows.push(await ingest('postgres', Number(args.values), databaseUrl))
    else console.log(`PostgreSQL at ${databaseUrl} is not reachable: SQLite only`)
    console.log('\nIngest: values/s with alarm evaluation and history (in process, until committed)')
    console.table(rows)
  }
  if (!parts.has('fanout')) process.exit(0)
  console.log('\nWebSocket fan-out (real server on SQLite, clients in a child process), per batch window')
  const fanOuts = []
  // Each window fixed (budget 0), then the default: 16 ms widened together above the fan-out budget.
  const runs = [
    ...args['batch-ms'].split(',').map((ms) => ({ batchMs: Number(ms), budget: 0 })),
    { batchMs: 16, budget: Number(args.budget) },
  ]
  for (const { batchMs, budget } of runs) {
    fanOuts.push(await fanOut(Number(args.clients), Number(args.rate), Number(args.seconds), batchMs, budget))
  }
  console.table(fanOuts)
  process.exit(0)
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
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

/** 1,000 objects × 5 float properties, each with two alarm limits; values follow slow sines. */
async function ingest(engine: 'sqlite' | 'postgres', total: number, databaseUrl?: string) {
  const { openDatabase } = await import('../../server/db/database.ts')
  const { migrateToLatest } = await import('../../server/db/migrate.ts')
  const { LiveStore } = await import('../../server/live/store.ts')
  const { LiveHub } = await import('../../server/live/hub.ts')
  const { AlarmEngine } = await import('../../server/alarms/engine.ts')
  const { AlarmColors } = await import('../../server/alarms/colors.ts')
  const { HistoryKeys } = await import('../../server/history/keys.ts')
  const { HistoryWriter } = await import('../../server/history/writer.ts')
  const { leadership } = await import('../../server/history/leader.ts')

  const dataDir = mkdtempSync(join(tmpdir(), 'gantry-bench-'))
  const schema = engine === 'postgres' ? `b_${randomBytes(6).toString('hex')}` : undefined
  if (schema && databaseUrl) await adminSql(databaseUrl, `create schema ${schema}`)
  const db = openDatabase({
    dataDir,
    databaseUrl: engine === 'postgres' ? databaseUrl : undefined,
    pgSchema: schema,
  })
  try {
    await migrateToLatest(db)
    const store = new LiveStore()
    const objects = 1000
    const props = ['p0', 'p1', 'p2', 'p3', 'p4']
    store.define(
      Array.from({ length: objects }, (_, i) => ({
        name: `Obj_${i}`,
        templateName: null,
        properties: props.map((name) => ({
          name,
          type: 'float' as const,
          defaultValue: 0,
          writable: true,
          unit: '',
          binding: null,
          alarmLimits: [
            {
              name: 'High',
              showName: 'High',
              alertType: 'gt' as const,
              limitValue: 90,
              enabled: true,
              priority: 2,
              color: '',
            },
            {
              name: 'Low',
              showName: 'Low',
              alertType: 'lt' as const,
              limitValue: 10,
              enabled: true,
              priority: 3,
              color: '',
            },
          ],
        })),
      })),
    )
    const errors: unknown[] = []
    store.onListenerError = (error) => errors.push(error)
    const hub = new LiveHub(store)
    const alarms = new AlarmEngine(db.kysely, store, hub, new AlarmColors(db.kysely), {
      syncMs: 0,
      onError: (error) => errors.push(error),
    })
    await alarms.start()
    const keys = new HistoryKeys(db.kysely)
    const leader = leadership(db.kysely, db.engine, 'gantry-history', 5000)
    await leader.ready()
    const writer = new HistoryWriter(db.kysely, db.engine, store, keys, leader, {
      flushMs: 1000,
      batchRows: 20_000,
      maxBufferRows: 2_000_000,
      onError: (error) => errors.push(error),
    })
    writer.start()
    let raised = 0
    const countRaised = hub.publishAlarm.bind(hub)
    hub.publishAlarm = (event) => {
      if (event.action === 'raised') raised += 1
      countRaised(event)
    }

    const keysCount = objects * props.length
    const origin = { kind: 'connector' as const, connector: 'bench' }
    const started = performance.now()
    const cpu = process.cpuUsage()
    const t0 = Date.now()
    for (let n = 0; n < total; n++) {
      const k = n % keysCount
      const round = Math.floor(n / keysCount)
      // A slow sine per key (period 200 writes): each key crosses its limits twice a period.
      const value = Math.round((50 + 45 * Math.sin((2 * Math.PI * round) / 200 + k)) * 1000) / 1000
      store.write(`Obj_${Math.floor(k / props.length)}`, props[k % props.length] as string, value, {
        origin,
        timestamp: t0 + n,
      })
      // Let the writer's batches run between slices, as connectors' I/O callbacks would.
      if (n % 10_000 === 9_999) await new Promise((resolve) => setImmediate(resolve))
    }
    const written = performance.now()
    await writer.stop()
    await alarms.stop()
    const seconds = (performance.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    const cpuSeconds = (used.user + used.system) / 1e6
    const stats = writer.stats()
    const stored = await db.kysely
      .selectFrom('historyValues')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst()
    await leader.stop()
    return {
      engine,
      values: total,
      'write loop s': Number(((written - started) / 1000).toFixed(2)),
      'until committed s': Number(seconds.toFixed(2)),
      'values/s': Math.round(total / seconds),
      // Robust when other processes share the machine: this process's CPU time (PostgreSQL's own not counted).
      'cpu s': Number(cpuSeconds.toFixed(2)),
      'values/cpu-s': Math.round(total / cpuSeconds),
      'history rows': Number(stored?.n ?? 0),
      batches: stats.batches,
      'alarms raised': raised,
      dropped: stats.dropped,
      errors: errors.length,
    }
  } finally {
    await db.close()
    if (schema && databaseUrl) await adminSql(databaseUrl, `drop schema ${schema} cascade`)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function fanOut(
  clientCount: number,
  rate: number,
  seconds: number,
  batchMs: number,
  fanOutBudget: number,
) {
  const { buildApp } = await import('../../server/app.ts')
  const { loadConfig } = await import('../../server/config.ts')
  const { openDatabase } = await import('../../server/db/database.ts')
  const { migrateToLatest } = await import('../../server/db/migrate.ts')
  const { seedAdmin } = await import('../../server/routes/auth/users/seedAdmin.ts')
  const dataDir = mkdtempSync(join(tmpdir(), 'gantry-bench-ws-'))
  const db = openDatabase({ dataDir })
  await migrateToLatest(db)
  const initial = 'Initial#Bench1'
  const password = 'Bench#Passw0rd'
  await seedAdmin(db, initial)
  const app = await buildApp({
    db,
    config: {
      ...loadConfig({ DATA_DIR: dataDir }),
      distDir: undefined,
      loginRateLimit: { max: 100_000, windowSeconds: 60 },
      connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] },
      live: { batchMs, fanOutBudget },
    },
    logLevel: 'error',
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const call = async (method: string, path: string, body: unknown, ticket?: string) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(ticket ? { authorization: `Bearer ${ticket}` } : {}),
        },
        body: JSON.stringify(body),
      })
      return (await response.json()) as Record<string, unknown>
    }
    const first = await call('POST', '/api/auth/users/login', { username: 'admin', password: initial })
    await call(
      'PUT',
      '/api/auth/users/updatePwd/admin',
      { oldPassword: initial, newPassword: password, confirmPassword: password },
      first.ticket as string,
    )
    const ticket = (await call('POST', '/api/auth/users/login', { username: 'admin', password }))
      .ticket as string
    const props = Array.from({ length: 10 }, (_, i) => ({ name: `v${i}`, type: 'float' }))
    await call('POST', '/api/metadata/object_templates', { name: 'Bench', properties: props }, ticket)
    const keys: string[] = []
    for (let i = 0; i < 10; i++) {
      await call('POST', '/api/metadata/objects', { name: `Bench_${i}`, templateName: 'Bench' }, ticket)
      for (const prop of props) keys.push(`Bench_${i}.${prop.name}`)
    }

    const job: ClientJob = { url, ticket, keys, clients: clientCount, seconds: seconds + 2 }
    const clients = spawn(process.execPath, ['-e', CLIENTS_SCRIPT, JSON.stringify(job)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let subscribed: () => void = () => {}
    const ready = new Promise<void>((resolve) => {
      subscribed = resolve
    })
    const report = new Promise<ClientReport>((resolve, reject) => {
      clients.on('message', (message) =>
        message === 'subscribed' ? subscribed() : resolve(message as ClientReport),
      )
      clients.once('error', reject)
      clients.once('exit', (code) => reject(new Error(`the clients' process exited (code ${code})`)))
    })
    await ready
    const origin = { kind: 'connector' as const, connector: 'bench' }
    const perTick = Math.max(1, Math.round(rate / 100))
    let written = 0
    const started = now()
    const cpu = process.cpuUsage()
    const timer = setInterval(() => {
      // 10 ms ticks; catch up if a tick came late, so the rate holds.
      const due = Math.floor(((now() - started) / 1000) * rate)
      for (let n = 0; written < due && n < perTick * 5; n++, written++) {
        const key = keys[written % keys.length] as string
        const dot = key.indexOf('.')
        // The value is the send time: a client's latency is its receive time minus the value.
        app.live.store.write(key.slice(0, dot), key.slice(dot + 1), now(), { origin })
      }
    }, 10)
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    clearInterval(timer)
    const used = process.cpuUsage(cpu)
    const wall = (now() - started) / 1000
    const result = await report
    clients.kill()
    const sorted = result.latencies.sort((a, b) => a - b)
    const at = (q: number) =>
      Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1))
    return {
      'batch window (ms)': batchMs,
      'fan-out budget (msg/s)': fanOutBudget || 'fixed',
      clients: clientCount,
      keys: keys.length,
      'changes/s': Math.round(written / seconds),
      seconds,
      'values delivered': result.values,
      messages: result.messages,
      'server CPU %': Number((((used.user + used.system) / 1e6 / wall) * 100).toFixed(1)),
      'p50 ms': at(0.5),
      'p99 ms': at(0.99),
      'max ms': at(1),
    }
  } finally {
    await app.close()
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The client side, plain JavaScript run with `node -e` in a process of its own (so the server's CPU time is
 * its own): opens the clients, subscribes them, measures until `seconds` pass, reports over IPC.
 */
const CLIENTS_SCRIPT = `
const job = JSON.parse(process.argv[1])
const WebSocket = require('ws')
const now = () => performance.timeOrigin + performance.now()
const latencies = []
let messages = 0
let values = 0
const open = () => new Promise((resolve, reject) => {
  const socket = new WebSocket(job.url.replace('http', 'ws') + '/api/runtime/ws?ticket=' + job.ticket)
  let subscribed = false
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString())
    if (message.type === 'subscribed') { subscribed = true; resolve(socket) }
    if (message.type !== 'values' || !subscribed) return
    const at = now()
    messages += 1
    for (const vqt of Object.values(message.values || {})) {
      values += 1
      // Values written before the run are initial values (0), not send times.
      if (vqt.value > 1e12) latencies.push(at - vqt.value)
    }
  })
  socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', keys: job.keys })))
  socket.once('error', reject)
})
Promise.all(Array.from({ length: job.clients }, open)).then(async (sockets) => {
  process.send('subscribed')
  await new Promise((resolve) => setTimeout(resolve, job.seconds * 1000))
  for (const socket of sockets) socket.close()
  process.send({ latencies, messages, values }, () => process.exit(0))
})
`

// Last: every module-level constant above must be initialised first.
await main()
