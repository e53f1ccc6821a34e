import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import './tables.ts'

/** A lease lasts this long after its last renewal; a holder that stops renewing is replaced after it. */
export const LEASE_MS = 3000
/** How often a collector process calls in (renewing its leases): a third of the lease, so one miss is fine. */
export const HEARTBEAT_MS = 1000
/** How often each server process looks for leases that lapsed, to turn their properties bad. */
const SWEEP_MS = 1000

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Takes or renews, for `holder` (deviceUuid/instance), the leases of `names`: a free name, one it already
 * holds, or one whose holder let it lapse. Answers the names it holds afterwards, and those of them it took
 * from a lapsed holder. Safe when several processes race: the conditional UPDATE is re-checked on the locked
 * row (PostgreSQL) or runs alone (SQLite).
 */
export async function renewLeases(
  db: Kysely<Database>,
  names: readonly string[],
  holder: string,
  nowMs = Date.now(),
): Promise<{ held: Set<string>; takenOver: Set<string> }> {
  if (names.length === 0) return { held: new Set(), takenOver: new Set() }
  const expiresAt = iso(nowMs + LEASE_MS)
  const lapsed = await db
    .selectFrom('connectorLeases')
    .select('connectorName')
    .where('connectorName', 'in', names)
    .where('holder', '<>', holder)
    .where('expiresAt', '<', iso(nowMs))
    .execute()
  await db
    .insertInto('connectorLeases')
    .values(names.map((connectorName) => ({ connectorName, holder, expiresAt })))
    .onConflict((oc) => oc.column('connectorName').doNothing())
    .execute()
  await db
    .updateTable('connectorLeases')
    .set({ holder, expiresAt })
    .where('connectorName', 'in', names)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expiresAt', '<', iso(nowMs))]))
    .execute()
  const held = await db
    .selectFrom('connectorLeases')
    .select('connectorName')
    .where('connectorName', 'in', names)
    .where('holder', '=', holder)
    .execute()
  const mine = new Set(held.map((row) => row.connectorName))
  return { held: mine, takenOver: new Set(lapsed.map((r) => r.connectorName).filter((n) => mine.has(n))) }
}

/** The names among `names` that `holder` holds now (an expired lease nobody took over still counts). */
export async function heldBy(
  db: Kysely<Database>,
  names: readonly string[],
  holder: string,
): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db
    .selectFrom('connectorLeases')
    .select('connectorName')
    .where('connectorName', 'in', names)
    .where('holder', '=', holder)
    .execute()
  return new Set(rows.map((row) => row.connectorName))
}

/** Gives up every lease of `holder` (a collector process stopping), so a standby takes over at once. */
export async function releaseLeases(db: Kysely<Database>, holder: string): Promise<void> {
  await db.deleteFrom('connectorLeases').where('holder', '=', holder).execute()
}

/**
 * Turns the properties of an external connector bad once its lease has lapsed (the collector process died,
 * or lost the server): nobody polls the device then, so the last values must not look current. Marked once
 * per lapse; the next holder's values are good again.
 */
export class LeaseWatch {
  readonly #marked = new Map<string, string>()
  #timer: NodeJS.Timeout | null = null

  constructor(private readonly app: FastifyInstance) {}

  start(): void {
    this.#timer = setInterval(() => {
      this.sweep().catch((error) => this.app.log.warn(`connector leases: ${(error as Error).message}`))
    }, SWEEP_MS)
    this.#timer.unref()
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
  }

  async sweep(nowMs = Date.now()): Promise<void> {
    const { app } = this
    const leases = await app.db
      .selectFrom('connectorLeases')
      .select(['connectorName', 'holder', 'expiresAt'])
      .execute()
    for (const lease of leases) {
      if (lease.expiresAt >= iso(nowMs)) {
        this.#marked.delete(lease.connectorName)
        continue
      }
      if (this.#marked.get(lease.connectorName) === lease.expiresAt) continue
      this.#marked.set(lease.connectorName, lease.expiresAt)
      markBad(app, lease.connectorName)
    }
  }
}

/** Keeps the last values of the properties `connector` feeds, with quality bad. */
export function markBad(app: FastifyInstance, connector: string): void {
  const store = app.live.store
  for (const bound of app.live.connectors.boundTo(connector)) {
    const vqt = store.get(bound.objName, bound.propName)
    if (!vqt || vqt.quality === 'bad') continue
    store.write(bound.objName, bound.propName, vqt.value, {
      quality: 'bad',
      origin: { kind: 'connector', connector },
    })
  }
}
