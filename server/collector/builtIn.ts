import type { FastifyInstance } from 'fastify'
import { now } from '../http/session.ts'
import { type ConnectorType, createConnector } from './connectorConfig.ts'
import './tables.ts'

export const BUILT_IN_UUID = 'builtin'

/** The built-in collector's row: created on first start, always reviewed. */
export async function ensureBuiltIn(app: FastifyInstance): Promise<number> {
  const found = await app.db
    .selectFrom('collectors')
    .select('collectorId')
    .where('deviceUuid', '=', BUILT_IN_UUID)
    .executeTakeFirst()
  if (found) return found.collectorId
  const at = now()
  await app.db
    .insertInto('collectors')
    .values({
      deviceUuid: BUILT_IN_UUID,
      name: 'Built-in collector',
      registrationStatus: 'reviewed',
      builtIn: 1,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) => oc.column('deviceUuid').doNothing())
    .execute()
  const row = await app.db
    .selectFrom('collectors')
    .select('collectorId')
    .where('deviceUuid', '=', BUILT_IN_UUID)
    .executeTakeFirstOrThrow()
  return row.collectorId
}

/**
 * Runs the built-in collector's connectors in this process: after every change, the stored rows are
 * compared with what runs (by name and version) and connectors are started, restarted or stopped.
 */
export class BuiltInCollector {
  readonly #running = new Map<string, number>()
  #chain: Promise<void> = Promise.resolve()

  constructor(private readonly app: FastifyInstance) {}

  /** Brings the running connectors in line with the stored ones (calls are queued, never overlap). */
  sync(): Promise<void> {
    this.#chain = this.#chain.then(() => this.#sync()).catch((error) => this.app.log.error(error))
    return this.#chain
  }

  async #sync(): Promise<void> {
    const { app } = this
    const rows = await app.db
      .selectFrom('collectorConnectors as c')
      .innerJoin('collectors as d', 'd.collectorId', 'c.collectorId')
      .select(['c.name', 'c.type', 'c.config', 'c.version', 'c.enabled'])
      .where('d.builtIn', '=', 1)
      .execute()
    const wanted = new Map(rows.filter((row) => row.enabled === 1).map((row) => [row.name, row]))
    for (const [name, version] of this.#running) {
      if (wanted.get(name)?.version === version) continue
      this.#running.delete(name)
      await app.live.connectors.unregister(name)
    }
    const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) }
    for (const [name, row] of wanted) {
      if (this.#running.has(name) || app.live.connectors.get(name)) continue
      const connector = createConnector(
        name,
        row.type as ConnectorType,
        JSON.parse(row.config),
        app.config.dataDir,
        log,
      )
      await app.live.connectors.register(connector)
      this.#running.set(name, row.version)
    }
  }

  async stop(): Promise<void> {
    await this.#chain
    for (const name of this.#running.keys()) await this.app.live.connectors.unregister(name)
    this.#running.clear()
  }
}
