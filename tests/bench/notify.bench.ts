// Notification benchmark (issue 25): an alarm flood of 1,000 alarms in 10 s produces its notifications
// without delaying live values. Measured in one server process (SQLite), with WebSocket clients in a
// process of their own:
//   1. baseline: live values fanned out to the clients, no alarms;
//   2. flood: the same, while 1,000 alarms trip over 10 s; a type "alarm raised → in-site letter to 10
//      users + a generic webhook" turns them into 11,000 sends;
//   3. flood with the type's flood setting (20 per receiver and minute): the rest becomes one digest.
// Printed: fan-out p50/p99 per phase, sends queued, how long until the outbox was empty, digests.
// Run: npm run bench:notify
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const CLIENTS = 20
const VALUE_RATE = 1000
const PHASE_SECONDS = 10
const ALARMS = 1000
const USERS = 10

async function main(): Promise<void> {
  const { buildApp } = await import('../../server/app.ts')
  const { loadConfig } = await import('../../server/config.ts')
  const { openDatabase } = await import('../../server/db/database.ts')
  const { migrateToLatest } = await import('../../server/db/migrate.ts')
  const { seedAdmin } = await import('../../server/routes/auth/users/seedAdmin.ts')
  let hooks = 0
  const receiver = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      hooks += 1
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`

  const dataDir = mkdtempSync(join(tmpdir(), 'gantry-bench-notify-'))
  const db = openDatabase({ dataDir })
  await migrateToLatest(db)
  await seedAdmin(db, 'Initial#Bench1')
  const app = await buildApp({
    db,
    config: {
      ...loadConfig({ DATA_DIR: dataDir }),
      distDir: undefined,
      loginRateLimit: { max: 100_000, windowSeconds: 60 },
      connectors: { simulator: { enabled: false, tickMs: 1000 }, mqtt: [] },
      notify: { pollMs: 200 },
    },
    logLevel: 'error',
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const call = async (method: string, path: string, body: unknown, ticket?: string) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(ticket ? { authorization: `Bearer ${ticket}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return (await response.json()) as Record<string, unknown>
  }
  try {
    const first = await call('POST', '/api/auth/users/login', {
      username: 'admin',
      password: 'Initial#Bench1',
    })
    const password = 'Bench#Passw0rd'
    await call(
      'PUT',
      '/api/auth/users/updatePwd/admin',
      { oldPassword: 'Initial#Bench1', newPassword: password, confirmPassword: password },
      first.ticket as string,
    )
    const ticket = (await call('POST', '/api/auth/users/login', { username: 'admin', password }))
      .ticket as string

    // Live values: 10 objects × 10 properties, no limits.
    const props = Array.from({ length: 10 }, (_, i) => ({ name: `v${i}`, type: 'float' }))
    await call('POST', '/api/metadata/object_templates', { name: 'Live', properties: props }, ticket)
    const keys: string[] = []
    for (let i = 0; i < 10; i++) {
      await call('POST', '/api/metadata/objects', { name: `Live_${i}`, templateName: 'Live' }, ticket)
      for (const prop of props) keys.push(`Live_${i}.${prop.name}`)
    }
    // Alarms: 200 objects × 5 properties, each with one limit (priority 3): 1,000 alarms per flood.
    const alarmProps = Array.from({ length: 5 }, (_, i) => ({
      name: `a${i}`,
      type: 'float',
      defaultValue: 0,
    }))
    await call(
      'POST',
      '/api/metadata/object_templates',
      {
        name: 'Flood',
        properties: alarmProps,
        alertLimits: Object.fromEntries(
          alarmProps.map((p) => [p.name, [{ name: 'High', alertType: 'gt', limitValue: 50, priority: 3 }]]),
        ),
      },
      ticket,
    )
    const alarmKeys: [string, string][] = []
    for (let i = 0; i < ALARMS / alarmProps.length; i++) {
      await call('POST', '/api/metadata/objects', { name: `Flood_${i}`, templateName: 'Flood' }, ticket)
      for (const prop of alarmProps) alarmKeys.push([`Flood_${i}`, prop.name])
    }
    const role = await call('POST', '/api/auth/roles', { roleName: 'Operators' }, ticket)
    for (let i = 0; i < USERS; i++) {
      const user = await call(
        'POST',
        '/api/auth/users',
        { username: `op${i}`, password: 'Start#Pass1' },
        ticket,
      )
      await db.kysely
        .insertInto('userRoles')
        .values({ userId: user.userId as number, roleId: role.roleId as number })
        .execute()
    }
    const typeBody = (digestPerMinute: number | null) => ({
      name: 'Flood alarms',
      event: 'alarm.raised',
      config: {
        channels: ['site', 'im'],
        receivers: { userIds: [], roleIds: [role.roleId], orgIds: [] },
        webhook: { kind: 'generic', url: hookUrl, secret: '' },
        digestPerMinute,
      },
    })
    const type = await call('POST', '/api/notification/types', typeBody(null), ticket)

    const clients = spawn(
      process.execPath,
      ['-e', CLIENTS_SCRIPT, JSON.stringify({ url, ticket, keys, clients: CLIENTS })],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    )
    await new Promise<void>((resolve) => clients.once('message', () => resolve()))
    const origin = { kind: 'connector' as const, connector: 'bench' }

    /** One phase: values at VALUE_RATE for PHASE_SECONDS, and `alarms` trips spread evenly over it. */
    const phase = async (name: string, alarmValue: number | null) => {
      clients.send('reset')
      const started = now()
      let written = 0
      let tripped = 0
      const outboxBefore = await count()
      const timer = setInterval(() => {
        const elapsed = (now() - started) / 1000
        const due = Math.floor(elapsed * VALUE_RATE)
        for (; written < due; written++) {
          const key = keys[written % keys.length] as string
          const dot = key.indexOf('.')
          app.live.store.write(key.slice(0, dot), key.slice(dot + 1), now(), { origin })
        }
        if (alarmValue === null) return
        const dueAlarms = Math.min(ALARMS, Math.floor((elapsed / PHASE_SECONDS) * ALARMS))
        for (; tripped < dueAlarms; tripped++) {
          const [obj, prop] = alarmKeys[tripped] as [string, string]
          app.live.store.write(obj, prop, alarmValue, { origin })
        }
      }, 10)
      await sleep(PHASE_SECONDS * 1000)
      clearInterval(timer)
      const report = await new Promise<{ latencies: number[] }>((resolve) => {
        clients.once('message', (message) => resolve(message as { latencies: number[] }))
        clients.send('report')
      })
      const drainStart = now()
      await app.alarms.settled()
      await app.notify.settled()
      while ((await pending()) > 0) await sleep(100)
      const sorted = report.latencies.sort((a, b) => a - b)
      const at = (q: number) =>
        Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1))
      return {
        phase: name,
        'alarms tripped': tripped,
        'values/s': Math.round(written / PHASE_SECONDS),
        'values seen': sorted.length,
        'fan-out p50 ms': at(0.5),
        'fan-out p99 ms': at(0.99),
        'sends queued': (await count()) - outboxBefore,
        'outbox empty after (s)': Number(((now() - drainStart) / 1000).toFixed(1)),
        'webhooks received': hooks,
      }
    }
    const count = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('notificationOutbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const pending = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('notificationOutbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', 'in', ['pending', 'sending'])
            .executeTakeFirstOrThrow()
        ).n,
      )

    const results = []
    results.push(await phase('baseline (no alarms)', null))
    results.push(await phase('flood: 1,000 alarms', 99))
    // Clear them (alarm cleared has no type: nothing sent), then the flood setting.
    for (const [obj, prop] of alarmKeys) app.live.store.write(obj, prop, 0, { origin })
    await app.alarms.settled()
    await call(
      'PUT',
      `/api/notification/types/${type.typeId}`,
      { ...typeBody(20), version: type.version },
      ticket,
    )
    results.push(await phase('flood, 20/receiver/minute', 99))
    // The held sends collapse into digests once their minute is over.
    await sleep(61_000 - (Date.now() % 60_000))
    await app.notify.settled()
    while ((await pending()) > 0) await sleep(100)
    const digests = await db.kysely
      .selectFrom('notificationOutbox')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .where('eventKey', 'like', 'digest:%')
      .groupBy('status')
      .execute()
    const digested = await db.kysely
      .selectFrom('notificationOutbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'digested')
      .executeTakeFirstOrThrow()
    clients.kill()
    console.log(
      `\nAlarm flood → notifications (${CLIENTS} WebSocket clients, ${keys.length} keys, ${USERS} receivers + 1 webhook)`,
    )
    console.table(results)
    console.log('Digests:', JSON.stringify(digests), `sends collapsed into them: ${digested.n}`)
  } finally {
    await app.close()
    await db.close()
    receiver.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** WebSocket clients in their own process: latencies of values (their value is the send time). */
const CLIENTS_SCRIPT = `
const job = JSON.parse(process.argv[1])
const WebSocket = require('ws')
const now = () => performance.timeOrigin + performance.now()
let latencies = []
const open = () => new Promise((resolve, reject) => {
  const socket = new WebSocket(job.url.replace('http', 'ws') + '/api/runtime/ws?ticket=' + job.ticket)
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString())
    if (message.type === 'subscribed') resolve(socket)
    if (message.type !== 'values') return
    const at = now()
    for (const vqt of Object.values(message.values || {})) if (vqt.value > 1e12) latencies.push(at - vqt.value)
  })
  socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', keys: job.keys })))
  socket.once('error', reject)
})
Promise.all(Array.from({ length: job.clients }, open)).then(() => {
  process.send('subscribed')
  process.on('message', (m) => {
    if (m === 'reset') latencies = []
    if (m === 'report') process.send({ latencies })
  })
})
`

await main()
