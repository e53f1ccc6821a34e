// Server benchmark (issue 3 target: ≥ 1,000 req/s with p99 < 50 ms on list endpoints, loopback).
// Run: npm run bench:server [-- --seconds 10 --connections 50]. Starts the real server (`server/main.ts`)
// in its own process on SQLite, then on PostgreSQL when DATABASE_URL (default: the local test database)
// is reachable, and loads it with autocannon. Prints figures; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '100' },
  },
})
const SECONDS = Number(args.seconds)
const CONNECTIONS = Number(args.connections)
const USERS = Number(args.users)
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const ROOT = resolve(import.meta.dirname, '../..')
const INITIAL = 'Initial#Bench1'
const PASSWORD = 'Bench#Passw0rd'

interface Row {
  engine: string
  case: string
  reqPerSec: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

/** Starts `server/main.ts` and resolves its address once it prints the listening line. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Gantry listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolveUrl(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  return { child, url }
}

async function call(url: string, method: string, path: string, body?: unknown, ticket?: string) {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (ticket) headers.authorization = `Bearer ${ticket}`
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

/** Logs the seeded admin in, does the forced first password change, and adds users for the list. */
async function prepare(url: string): Promise<string> {
  const first = await call(url, 'POST', '/api/auth/users/login', { username: 'admin', password: INITIAL })
  if (first.status !== 200) throw new Error(`first login: ${JSON.stringify(first.body)}`)
  const changed = await call(
    url,
    'PUT',
    '/api/auth/users/updatePwd/admin',
    { oldPassword: INITIAL, newPassword: PASSWORD, confirmPassword: PASSWORD },
    first.body.ticket,
  )
  if (changed.status !== 201) throw new Error(`password change: ${JSON.stringify(changed.body)}`)
  const login = await call(url, 'POST', '/api/auth/users/login', { username: 'admin', password: PASSWORD })
  const ticket: string = login.body.ticket
  // Users are created through the API (argon2 hashing), a few at a time.
  for (let i = 0; i < USERS; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, USERS - i) }, (_, j) =>
        call(url, 'POST', '/api/auth/users', { username: `bench${i + j}`, password: 'Start#Pass1' }, ticket),
      ),
    )
  }
  return ticket
}

async function load(url: string, request: autocannon.Request, title: string): Promise<autocannon.Result> {
  return autocannon({
    url,
    title,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [request],
  })
}

async function benchEngine(engine: 'sqlite' | 'postgres', rows: Row[]): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gantry-bench-'))
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    GANTRY_ADMIN_PASSWORD: INITIAL,
    GANTRY_LOGIN_RATE_MAX: '100000000',
  }
  if (engine === 'postgres') {
    await admin(`create schema ${schema}`)
    env.DATABASE_URL = withSearchPath(DATABASE_URL, schema)
  }
  const { child, url } = await startServer(env)
  try {
    const ticket = await prepare(url)
    const auth = { authorization: `Bearer ${ticket}` }
    // Login last: its argon2 backlog would otherwise spill into the next case.
    const cases: [string, autocannon.Request][] = [
      [
        'GET  /api/auth/users/userSessionInfo',
        { method: 'GET', path: '/api/auth/users/userSessionInfo', headers: auth },
      ],
      [
        'GET  /api/auth/users?pageSize=20 (list)',
        { method: 'GET', path: '/api/auth/users?pageIndex=2&pageSize=20', headers: auth },
      ],
      [
        'GET  /api/config/configInfo/appOption',
        { method: 'GET', path: '/api/config/configInfo/appOption', headers: auth },
      ],
      [
        'POST /api/auth/users/login',
        {
          method: 'POST',
          path: '/api/auth/users/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: PASSWORD }),
        },
      ],
    ]
    for (const [name, request] of cases) {
      // A short warm-up run, not counted, so each case starts with a settled server.
      await autocannon({ url, connections: CONNECTIONS, duration: 1, requests: [request] })
      const result = await load(url, request, name)
      rows.push({
        engine,
        case: name,
        reqPerSec: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      })
      console.log(
        `  ${engine} ${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      )
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((done) => child.once('exit', done))
    rmSync(dataDir, { recursive: true, force: true })
    if (engine === 'postgres') await admin(`drop schema ${schema} cascade`)
  }
}

/** The connection string with every connection starting in `schema` (pg passes `options` through). */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('options', `-c search_path=${schema}`)
  return parsed.toString()
}

// Schema names are generated here from hex digits; DDL cannot take them as parameters.
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const rows: Row[] = []
console.log(
  `Gantry server bench: ${SECONDS} s per case, ${CONNECTIONS} connections, ${USERS} users, ` +
    `${cpus().length} CPUs, Node ${process.version}`,
)
await benchEngine('sqlite', rows)
if (await postgresReachable()) await benchEngine('postgres', rows)
else console.log(`PostgreSQL at ${DATABASE_URL} is not reachable: SQLite only`)

const pad = (text: string, width: number) => text.padEnd(width)
const num = (value: number, width: number) => String(Math.round(value)).padStart(width)
console.log('\nengine    case                                       req/s   p50 ms  p99 ms  non-2xx  errors')
for (const row of rows) {
  console.log(
    `${pad(row.engine, 9)} ${pad(row.case, 41)} ${num(row.reqPerSec, 7)} ${num(row.p50, 8)} ${num(row.p99, 7)} ` +
      `${num(row.non2xx, 8)} ${num(row.errors, 7)}`,
  )
}
console.log('Target: ≥ 1,000 req/s with p99 < 50 ms on list endpoints; login is argon2-bound by design.')
