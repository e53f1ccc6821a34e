import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type pg from 'pg'
import type { Database } from '../db/schema.ts'

/** The channel every Gantry process on one PostgreSQL database listens on; payloads name their schema. */
export const MODEL_CHANNEL = 'gantry_model'

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay well below it. Above `MAX_CHUNKS`
 * payloads one "reload everything" message is cheaper than many small ones.
 */
const MAX_PAYLOAD_BYTES = 7000
const MAX_CHUNKS = 16

/** What one notification carries: the schema, the sender, and the objects (or all of them) to re-read. */
interface ModelMessage {
  schema: string
  origin: string
  names?: string[]
  all?: true
}

/** What the listening side does with an announcement from another process. */
export interface ModelReloader {
  reload(objNames: readonly string[] | 'all'): Promise<void>
}

export interface ModelSyncOptions {
  /** Wait between reconnection attempts of the listening connection. */
  retryMs: number
  /** How often the idle listening connection is checked with a query. */
  heartbeatMs: number
  onError: (error: unknown, what: string) => void
}

/** Tells the other server processes which objects' models changed, and listens for theirs. */
export interface ModelSync {
  announce(objNames: readonly string[]): Promise<void>
  close(): Promise<void>
}

/** SQLite belongs to one process: nobody else to tell. */
export const singleProcessSync: ModelSync = { announce: async () => {}, close: async () => {} }

/** Splits names into JSON payloads under the NOTIFY limit; too many chunks become one "all". */
export function modelPayloads(schema: string, origin: string, objNames: readonly string[]): string[] {
  const base = Buffer.byteLength(JSON.stringify({ schema, origin, names: [] }))
  const chunks: string[][] = [[]]
  let size = base
  for (const name of new Set(objNames)) {
    const cost = Buffer.byteLength(JSON.stringify(name)) + 1
    const current = chunks[chunks.length - 1] as string[]
    if (current.length > 0 && size + cost > MAX_PAYLOAD_BYTES) {
      chunks.push([name])
      size = base + cost
    } else {
      current.push(name)
      size += cost
    }
  }
  if (chunks.length > MAX_CHUNKS) return [JSON.stringify({ schema, origin, all: true })]
  return chunks
    .filter((names) => names.length > 0)
    .map((names) => JSON.stringify({ schema, origin, names } satisfies ModelMessage))
}

/** Reads a payload; undefined for one of another schema, of this sender, or unreadable. */
export function readModelPayload(
  payload: string | undefined,
  schema: string,
  origin: string,
): string[] | 'all' | undefined {
  let message: Partial<ModelMessage>
  try {
    message = JSON.parse(payload ?? '')
  } catch {
    return undefined
  }
  if (message.schema !== schema || message.origin === origin) return undefined
  if (message.all === true) return 'all'
  if (!Array.isArray(message.names)) return undefined
  return message.names.filter((name): name is string => typeof name === 'string')
}

/**
 * Several processes on one PostgreSQL: after a model write commits, the writer NOTIFYs the changed object
 * names; every process LISTENs on a connection of its own and re-reads those objects. A notification sent
 * while a listener is disconnected is lost, so after every reconnection the listener re-reads the whole
 * model. Each instance has its own origin id and skips its own messages (it refreshed before announcing).
 */
export class PostgresModelSync implements ModelSync {
  readonly origin = randomUUID()
  #schema = ''
  #client: pg.Client | null = null
  #closed = false
  #connectedOnce = false
  #markClosed: () => void = () => {}
  readonly #closing = new Promise<void>((resolve) => {
    this.#markClosed = resolve
  })
  #backendPid: number | null = null
  readonly #firstAttempt: Promise<void>
  readonly #done: Promise<void>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly newClient: () => pg.Client,
    private readonly reloader: ModelReloader,
    private readonly options: ModelSyncOptions,
  ) {
    let markAttempted: () => void = () => {}
    this.#firstAttempt = new Promise((resolve) => {
      markAttempted = resolve
    })
    this.#done = this.#run(markAttempted)
  }

  /** Resolves after the first attempt to listen, successful or not (later attempts go on in the background). */
  started(): Promise<void> {
    return this.#firstAttempt
  }

  /** The server process id of the listening connection while connected (tests cut it to see a reconnect). */
  get backendPid(): number | null {
    return this.#backendPid
  }

  async announce(objNames: readonly string[]): Promise<void> {
    if (objNames.length === 0) return
    const schema = this.#schema || (await this.#currentSchema())
    for (const payload of modelPayloads(schema, this.origin, objNames)) {
      await sql`select pg_notify(${MODEL_CHANNEL}, ${payload})`.execute(this.db)
    }
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#markClosed()
    await this.#client?.end().catch(() => {})
    await this.#done
  }

  async #currentSchema(): Promise<string> {
    const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db)
    this.#schema = row.rows[0]?.schema ?? ''
    return this.#schema
  }

  async #run(markAttempted: () => void): Promise<void> {
    while (!this.#closed) {
      const client = this.newClient()
      this.#client = client
      // Without a listener an 'error' event would crash the process; #watch sees the failure.
      const broken = new Promise<Error>((resolve) => {
        client.on('error', resolve)
        client.on('end', () => resolve(new Error('the listening connection ended')))
      })
      try {
        await client.connect()
        client.on('notification', (message) => this.#receive(message.payload))
        const info = await client.query<{ schema: string; pid: number }>(
          'select current_schema() as schema, pg_backend_pid() as pid',
        )
        this.#schema = info.rows[0]?.schema ?? ''
        this.#backendPid = info.rows[0]?.pid ?? null
        await client.query(`listen ${client.escapeIdentifier(MODEL_CHANNEL)}`)
        // Changes made while nobody listened were not heard: re-read everything after a reconnection.
        if (this.#connectedOnce) await this.reloader.reload('all')
        this.#connectedOnce = true
        markAttempted()
        await this.#watch(client, broken)
      } catch (error) {
        if (!this.#closed) this.options.onError(error, 'listening for model changes failed')
      } finally {
        markAttempted()
        this.#backendPid = null
        this.#client = null
        await client.end().catch(() => {})
      }
      await this.#sleep(this.options.retryMs)
    }
  }

  /** Returns on close; throws when the connection breaks (a periodic query finds a silent break). */
  async #watch(client: pg.Client, broken: Promise<Error>): Promise<void> {
    let failure: Error | null = null
    const noticed = broken.then((error) => {
      failure = error
    })
    while (!this.#closed) {
      await this.#sleep(this.options.heartbeatMs, noticed)
      if (this.#closed) return
      if (failure) throw failure
      await client.query('select 1')
    }
  }

  #receive(payload: string | undefined): void {
    const names = readModelPayload(payload, this.#schema, this.origin)
    if (names === undefined || names.length === 0) return
    this.reloader
      .reload(names)
      .catch((error) => this.options.onError(error, 're-reading models changed elsewhere failed'))
  }

  /** Waits `ms`, or less when the sync closes or `interrupt` settles first. */
  async #sleep(ms: number, interrupt?: Promise<unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const elapsed = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms)
    })
    await Promise.race([elapsed, this.#closing, ...(interrupt ? [interrupt] : [])])
    clearTimeout(timer)
  }
}
