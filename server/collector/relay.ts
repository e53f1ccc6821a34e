import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import './tables.ts'

/** What the server asks of the collector process holding a connector's lease. */
export type RelayKind = 'write' | 'browse' | 'certificates' | 'judge'

export interface RelayRequest {
  id: string
  connector: string
  kind: RelayKind
  /** How long the caller still waits; the collector drops a request it gets too late (nothing half-done). */
  ttlMs: number
  args: Record<string, unknown>
}

export interface RelayAnswer {
  id: string
  ok: boolean
  result?: unknown
  error?: string
}

/** How long a caller waits for the collector's answer. */
export const RELAY_TIMEOUT_MS = 5000
/** The longest a collector's long-poll for requests is held open. */
export const MAX_WAIT_MS = 20_000

/** No collector process holds a live lease on the connector: nobody could do the request. */
export class RelayNoHolder extends Error {
  constructor(readonly connector: string) {
    super(`No collector process holds the connector ${connector}`)
  }
}

/** The holder did not answer in time; the request was withdrawn (or is dropped by the collector). */
export class RelayNoAnswer extends Error {
  constructor(
    readonly connector: string,
    readonly seconds: number,
  ) {
    super(`The collector of the connector ${connector} did not answer within ${seconds} s`)
  }
}

/** The collector tried and failed (the device refused, the OPC UA server is away...). */
export class RelayFailed extends Error {}

interface Pending {
  request: Omit<RelayRequest, 'ttlMs'>
  deadline: number
  taken: boolean
  resolve(result: unknown): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

interface Waiter {
  wake(): void
}

/**
 * Requests from this server process to external collectors (issue 26): a write of a bound property, an OPC UA
 * browse, the certificates of an OPC UA connector. A request is addressed to a connector; the process holding
 * its lease takes it with its long-poll (`POST /requests`), does it and answers (`POST /answers`). Kept in
 * memory: a caller waits at most RELAY_TIMEOUT_MS, so nothing needs to outlive a restart of either side.
 */
export class Relay {
  readonly #pending = new Map<string, Pending>()
  readonly #waiters = new Set<Waiter>()
  #closed = false

  constructor(private readonly app: FastifyInstance) {}

  /** Asks the holder of `connector`'s lease; rejects at once when nobody holds it. */
  async ask(
    connector: string,
    kind: RelayKind,
    args: Record<string, unknown>,
    timeoutMs = RELAY_TIMEOUT_MS,
  ): Promise<unknown> {
    const lease = await this.app.db
      .selectFrom('connectorLeases')
      .select('holder')
      .where('connectorName', '=', connector)
      .where('expiresAt', '>=', new Date().toISOString())
      .executeTakeFirst()
    if (!lease) throw new RelayNoHolder(connector)
    return new Promise((resolve, reject) => {
      const id = randomUUID()
      const timer = setTimeout(() => {
        this.#pending.delete(id)
        reject(new RelayNoAnswer(connector, Math.round(timeoutMs / 1000)))
      }, timeoutMs)
      this.#pending.set(id, {
        request: { id, connector, kind, args },
        deadline: Date.now() + timeoutMs,
        taken: false,
        resolve,
        reject,
        timer,
      })
      // Every long-poll ends: one that holds the connector takes it; the others ask again at once with the
      // leases their process holds now (one may have just taken this connector's lease).
      for (const waiter of [...this.#waiters]) waiter.wake()
    })
  }

  /** The requests for `connectors` nobody took yet (now taken), or, when none, those that come within `waitMs`. */
  async take(connectors: ReadonlySet<string>, waitMs: number, gone?: AbortSignal): Promise<RelayRequest[]> {
    const found = this.#takeNow(connectors)
    if (found.length > 0 || waitMs <= 0 || this.#closed || gone?.aborted) return found
    await new Promise<void>((resolve) => {
      const waiter: Waiter = {
        wake: () => {
          clearTimeout(timer)
          gone?.removeEventListener('abort', waiter.wake)
          this.#waiters.delete(waiter)
          resolve()
        },
      }
      const timer = setTimeout(waiter.wake, Math.min(waitMs, MAX_WAIT_MS))
      // A collector that hung up (stopped) takes nothing: its requests stay for the next process.
      gone?.addEventListener('abort', waiter.wake)
      this.#waiters.add(waiter)
    })
    if (gone?.aborted) return []
    return this.#takeNow(connectors)
  }

  /** An answer of the collector; only for a request of a connector the answering process holds. */
  answer(answer: RelayAnswer, connectors: ReadonlySet<string>): boolean {
    const pending = this.#pending.get(answer.id)
    if (!pending?.taken || !connectors.has(pending.request.connector)) return false
    this.#pending.delete(answer.id)
    clearTimeout(pending.timer)
    if (answer.ok) pending.resolve(answer.result)
    else pending.reject(new RelayFailed(answer.error || 'failed'))
    return true
  }

  /** Ends every long-poll (the server is closing) so it does not hold the close up. */
  close(): void {
    this.#closed = true
    for (const waiter of [...this.#waiters]) waiter.wake()
  }

  #takeNow(connectors: ReadonlySet<string>): RelayRequest[] {
    const now = Date.now()
    const found: RelayRequest[] = []
    for (const pending of this.#pending.values()) {
      if (pending.taken || !connectors.has(pending.request.connector)) continue
      pending.taken = true
      found.push({ ...pending.request, ttlMs: Math.max(0, pending.deadline - now) })
    }
    return found
  }
}
