import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../../../server/app.ts'
import { loadConfig, type ServerConfig } from '../../../server/config.ts'
import { type Db, type Engine, openDatabase } from '../../../server/db/database.ts'
import { migrateToLatest } from '../../../server/db/migrate.ts'
import { seedAdmin } from '../../../server/routes/auth/users/seedAdmin.ts'
import { ADMIN_INITIAL_PASSWORD, ADMIN_PASSWORD, type CallOptions, type CallResult } from '../harness.ts'

/**
 * Several app instances on ONE database (the harness gives each server its own): what several server
 * processes behind a load balancer look like, in one test process. PostgreSQL: one shared schema;
 * SQLite: one data directory, used by one instance at a time (restarts).
 */
export class SharedDatabase {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'gantry-cluster-'))
  readonly schema: string | undefined
  readonly #apps: { app: FastifyInstance; db: Db }[] = []

  constructor(
    readonly engine: Engine,
    private readonly databaseUrl = process.env.DATABASE_URL,
  ) {
    this.schema = engine === 'postgres' ? `c_${randomBytes(6).toString('hex')}` : undefined
  }

  async create(): Promise<void> {
    if (this.schema) await this.#admin(`create schema ${this.schema}`)
    const db = this.#open()
    await migrateToLatest(db)
    await seedAdmin(db, ADMIN_INITIAL_PASSWORD)
    await db.close()
  }

  /** Starts one more app instance on the shared database. */
  async start(config: Partial<ServerConfig> = {}): Promise<Instance> {
    const db = this.#open()
    const app = await buildApp({
      db,
      config: {
        ...loadConfig({ DATA_DIR: this.dataDir }),
        distDir: undefined,
        databaseUrl: this.engine === 'postgres' ? this.databaseUrl : undefined,
        loginRateLimit: { max: 100_000, windowSeconds: 60 },
        ...config,
      },
      logLevel: 'silent',
    })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    this.#apps.push({ app, db })
    return new Instance(app, db, url)
  }

  async stop(instance: Instance): Promise<void> {
    const index = this.#apps.findIndex((entry) => entry.app === instance.app)
    if (index >= 0) this.#apps.splice(index, 1)
    await instance.app.close()
    await instance.db.close()
  }

  async destroy(): Promise<void> {
    for (const { app, db } of this.#apps.splice(0)) {
      await app.close()
      await db.close()
    }
    if (this.schema) await this.#admin(`drop schema ${this.schema} cascade`)
    rmSync(this.dataDir, { recursive: true, force: true })
  }

  #open(): Db {
    return openDatabase({
      dataDir: this.dataDir,
      databaseUrl: this.engine === 'postgres' ? this.databaseUrl : undefined,
      pgSchema: this.schema,
    })
  }

  // The schema name is generated from hex digits above; DDL cannot take it as a parameter.
  async #admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
}

export class Instance {
  constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    readonly url: string,
  ) {}

  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers field by field.
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
    const body =
      text && response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text
    return { status: response.status, body: body as T, headers: response.headers }
  }

  /** The admin's ticket, doing the forced first password change when needed (sessions are shared). */
  async adminTicket(): Promise<string> {
    const login = (password: string) =>
      this.call('POST', '/api/auth/users/login', { body: { username: 'admin', password } })
    let result = await login(ADMIN_PASSWORD)
    if (result.status !== 200) {
      const first = await login(ADMIN_INITIAL_PASSWORD)
      await this.call('PUT', '/api/auth/users/updatePwd/admin', {
        ticket: first.body.ticket,
        body: {
          oldPassword: ADMIN_INITIAL_PASSWORD,
          newPassword: ADMIN_PASSWORD,
          confirmPassword: ADMIN_PASSWORD,
        },
      })
      result = await login(ADMIN_PASSWORD)
    }
    return result.body.ticket
  }
}
