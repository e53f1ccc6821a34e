import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { loadConfig, type ServerConfig } from '../../server/config.ts'
import { type Db, type Engine, openDatabase } from '../../server/db/database.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import type { SmsSender } from '../../server/routes/auth/sms/senders.ts'
import { seedAdmin } from '../../server/routes/auth/users/seedAdmin.ts'

/**
 * Integration tests drive the real app over real HTTP: `forEachEngine` starts it on a loopback port per
 * engine, on SQLite in a temporary DATA_DIR always, and on PostgreSQL in a fresh schema when
 * DATABASE_URL is set and reachable.
 */

export const ADMIN_INITIAL_PASSWORD = 'Initial#Admin1'
export const ADMIN_PASSWORD = 'Admin#Passw0rd'

const databaseUrl = process.env.DATABASE_URL
const postgresReachable = databaseUrl ? await canConnect(databaseUrl) : false
if (databaseUrl && !postgresReachable)
  console.warn(`PostgreSQL at DATABASE_URL is not reachable: SQLite only`)

/** The engines this run covers. */
export const ENGINES: Engine[] = postgresReachable ? ['sqlite', 'postgres'] : ['sqlite']

async function canConnect(url: string): Promise<boolean> {
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

export interface CallOptions {
  body?: unknown
  ticket?: string
  headers?: Record<string, string>
}

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers field by field and assert on them.
export interface CallResult<T = any> {
  status: number
  body: T
  headers: Headers
}

export interface HarnessOptions {
  /** Overrides of the server configuration (rate limits, SMS timings, ...). */
  config?: Partial<ServerConfig>
}

/** One running server for a suite, with helpers to call it. */
export class TestServer {
  app!: FastifyInstance
  db!: Db
  url = ''
  /** Every SMS the app sent, newest last. */
  readonly sentSms: { phone: string; code: string }[] = []
  #dataDir = ''
  #schema: string | undefined
  #adminTicket: string | undefined

  constructor(
    readonly engine: Engine,
    private readonly options: HarnessOptions,
  ) {}

  async start(): Promise<void> {
    this.#dataDir = mkdtempSync(join(tmpdir(), 'gantry-it-'))
    if (this.engine === 'postgres') {
      this.#schema = `t_${randomBytes(6).toString('hex')}`
      await this.#admin(`create schema ${this.#schema}`)
    }
    const config: ServerConfig = {
      ...loadConfig({ DATA_DIR: this.#dataDir }),
      distDir: undefined,
      databaseUrl: this.engine === 'postgres' ? databaseUrl : undefined,
      loginRateLimit: { max: 100_000, windowSeconds: 60 },
      ...this.options.config,
    }
    this.db = openDatabase({
      dataDir: this.#dataDir,
      databaseUrl: config.databaseUrl,
      pgSchema: this.#schema,
    })
    await migrateToLatest(this.db)
    await seedAdmin(this.db, ADMIN_INITIAL_PASSWORD)
    const smsSender: SmsSender = { send: async (phone, code) => void this.sentSms.push({ phone, code }) }
    this.app = await buildApp({
      db: this.db,
      config,
      smsSender,
      logLevel: 'silent',
    })
    const address = await this.app.listen({ port: 0, host: '127.0.0.1' })
    this.url = address
  }

  async stop(): Promise<void> {
    await this.app?.close()
    await this.db?.close()
    if (this.#schema) await this.#admin(`drop schema ${this.#schema} cascade`)
    if (this.#dataDir) rmSync(this.#dataDir, { recursive: true, force: true })
  }

  // Schema names are generated above from hex digits; DDL cannot take them as parameters.
  async #admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }

  /** One HTTP call; JSON in and out. */
  // biome-ignore lint/suspicious/noExplicitAny: see CallResult.
  async call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.ticket) headers.authorization = `Bearer ${options.ticket}`
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    let body: unknown = text
    if (text && response.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text)
    return { status: response.status, body: body as T, headers: response.headers }
  }

  /**
   * The address a browser link would open to download `path` (which may carry a query): with a one-use
   * `download` token issued for the session of `ticket`, as the app does.
   */
  async downloadUrl(ticket: string, path: string): Promise<string> {
    const [address = '', query] = path.split('?')
    const issued = await this.call('POST', '/api/auth/users/downloadToken', {
      ticket,
      body: { path: address },
    })
    if (issued.status !== 201) throw new Error(`download token: ${JSON.stringify(issued.body)}`)
    return `${this.url}${address}?${query ? `${query}&` : ''}download=${issued.body.token}`
  }

  /** Logs in; throws unless the answer is 200. */
  async login(
    username: string,
    password: string,
  ): Promise<{ ticket: string; status: string; userId: number }> {
    const result = await this.call('POST', '/api/auth/users/login', { body: { username, password } })
    if (result.status !== 200)
      throw new Error(`login ${username}: ${result.status} ${JSON.stringify(result.body)}`)
    return result.body
  }

  /** A ticket of the admin, whose forced first-login password change is done on first use. */
  async adminTicket(): Promise<string> {
    if (this.#adminTicket) return this.#adminTicket
    let login = await this.call('POST', '/api/auth/users/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    })
    if (login.status !== 200) {
      const first = await this.login('admin', ADMIN_INITIAL_PASSWORD)
      const changed = await this.call('PUT', '/api/auth/users/updatePwd/admin', {
        ticket: first.ticket,
        body: {
          oldPassword: ADMIN_INITIAL_PASSWORD,
          newPassword: ADMIN_PASSWORD,
          confirmPassword: ADMIN_PASSWORD,
        },
      })
      if (changed.status !== 201) throw new Error(`admin password change: ${JSON.stringify(changed.body)}`)
      login = await this.call('POST', '/api/auth/users/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
      })
    }
    this.#adminTicket = login.body.ticket
    return login.body.ticket
  }

  /**
   * Creates a user through the API (as admin) and completes the first-login password change, so the
   * returned ticket works everywhere. `resources` are granted directly.
   */
  async createUser(
    username: string,
    opts: { password?: string; resources?: string[]; phone?: string } = {},
  ): Promise<{ userId: number; ticket: string; password: string }> {
    const admin = await this.adminTicket()
    const initial = 'Start#Pass1'
    const password = opts.password ?? `${username}#Pass1`
    const created = await this.call('POST', '/api/auth/users', {
      ticket: admin,
      body: { username, realName: username, password: initial, phone: opts.phone ?? '' },
    })
    if (created.status !== 201) throw new Error(`create ${username}: ${JSON.stringify(created.body)}`)
    const userId: number = created.body.userId
    if (opts.resources?.length) await this.grant(userId, opts.resources)
    const first = await this.login(username, initial)
    const changed = await this.call('PUT', `/api/auth/users/updatePwd/${username}`, {
      ticket: first.ticket,
      body: { oldPassword: initial, newPassword: password, confirmPassword: password },
    })
    if (changed.status !== 201) throw new Error(`password of ${username}: ${JSON.stringify(changed.body)}`)
    return { userId, ticket: first.ticket, password }
  }

  /** Grants resources (by code) directly to a user, replacing earlier direct grants of the system tree. */
  async grant(userId: number, codes: string[]): Promise<void> {
    const rows = await this.db.kysely
      .selectFrom('resources')
      .select('resourceId')
      .where('resourceCode', 'in', codes)
      .execute()
    const result = await this.call('PUT', '/api/auth/resourcesTreeByUserId', {
      ticket: await this.adminTicket(),
      body: { userId, resourceType: 'system', resourceIds: rows.map((row) => row.resourceId) },
    })
    if (result.status !== 201) throw new Error(`grant: ${JSON.stringify(result.body)}`)
  }
}

/** Runs `suite` once per engine, each against its own freshly migrated database and server. */
export function forEachEngine(
  name: string,
  suite: (server: TestServer) => void,
  options: HarnessOptions = {},
) {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      const server = new TestServer(engine, options)
      beforeAll(() => server.start(), 60_000)
      afterAll(() => server.stop(), 60_000)
      suite(server)
    })
  }
}
