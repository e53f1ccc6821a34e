import type { OpcuaConnector } from '../../connectors/opcua/connector.ts'
import type { Connector, LiveSink } from '../../live/connectors.ts'
import { liveKey } from '../../live/types.ts'
import { createConnector } from '../connectorConfig.ts'
import type { RelayRequest } from '../relay.ts'
import type { AssignedConnector, DriverEntry, OutgoingValue, ServerClient } from './client.ts'
import { doRelayed } from './relayed.ts'

type Log = { info(message: string): void; warn(message: string): void }

interface Running {
  connector: Connector
  version: number
  bindings: NonNullable<AssignedConnector['bindings']>
  bindingsText: string
  listeners: Set<() => void>
}

/** Values waiting for the server beyond this are dropped, oldest first (the server was away too long). */
const MAX_QUEUED = 100_000
const BATCH = 2000
const FLUSH_MS = 200
/** How long the server may hold the relay's long-poll open when it has nothing for this process. */
const RELAY_WAIT_MS = 15_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * An external collector process at work: it calls in every `heartbeatMs`, runs exactly the connectors
 * whose lease it holds (the same drivers the server runs for the built-in collector) and sends what they
 * read. It stops a connector the moment it learns its lease went elsewhere, and stops all of them when it
 * could not renew for a whole lease (another process may poll the device by then: never two at once).
 */
export class CollectorAgent {
  readonly #running = new Map<string, Running>()
  #queue: OutgoingValue[] = []
  #heartbeatMs = 1000
  #leaseMs = 3000
  #renewedAt = 0
  #beatTimer: NodeJS.Timeout | null = null
  #flushTimer: NodeJS.Timeout | null = null
  #flushing = false
  #chain: Promise<void> = Promise.resolve()
  #stopped = false
  readonly #polling = new AbortController()

  constructor(
    private readonly client: ServerClient,
    private readonly dataDir: string,
    private readonly log: Log,
  ) {}

  start(): void {
    const beat = async () => {
      await this.beat()
      if (!this.#stopped) this.#beatTimer = setTimeout(beat, this.#heartbeatMs)
    }
    void beat()
    this.#flushTimer = setInterval(() => void this.flush(), FLUSH_MS)
    void this.#serveRelay()
  }

  /** Names of the connectors this process runs. */
  running(): string[] {
    return [...this.#running.keys()]
  }

  /** One call-in: renews the leases and brings the running connectors in line with them. */
  async beat(): Promise<void> {
    const sentAt = Date.now()
    try {
      const answer = await this.client.heartbeat(this.#drivers())
      this.#heartbeatMs = answer.heartbeatMs
      this.#leaseMs = answer.leaseMs
      // The lease counts from when the server got the call, which is after it was sent.
      this.#renewedAt = sentAt
      await this.#serialized(() => this.#apply(answer.connectors.filter((c) => c.leased)))
    } catch (error) {
      this.log.warn(`heartbeat failed: ${(error as Error).message}`)
      if (this.#running.size > 0 && Date.now() - this.#renewedAt >= this.#leaseMs) {
        this.log.warn('the leases could not be renewed in time: stopping every connector')
        await this.#serialized(() => this.#apply([]))
      }
    }
  }

  /** Sends the values read so far (in batches); keeps them for the next try when the server is away. */
  async flush(): Promise<void> {
    if (this.#flushing || this.#queue.length === 0) return
    this.#flushing = true
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.slice(0, BATCH)
        const answer = await this.client.values(batch)
        this.#queue.splice(0, batch.length)
        if (answer.lost.length > 0) {
          this.log.warn(`leases lost: ${answer.lost.join(', ')}`)
          const keep = this.running().filter((name) => !answer.lost.includes(name))
          await this.#serialized(() => this.#keepOnly(keep))
        }
      }
    } catch (error) {
      this.log.warn(`sending values failed: ${(error as Error).message}`)
    } finally {
      this.#flushing = false
    }
  }

  /** Stops every connector, sends what is left and gives the leases up so a standby takes over at once. */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#polling.abort()
    if (this.#beatTimer) clearTimeout(this.#beatTimer)
    if (this.#flushTimer) clearInterval(this.#flushTimer)
    await this.#serialized(() => this.#apply([]))
    await this.flush()
    await this.client.heartbeat([], true).catch(() => {})
  }

  /**
   * The relay (issue 26): a long-poll for what the server asks of this process's connectors (a screen's
   * write, an OPC UA browse, certificates), each done at once and answered. Only while it runs connectors.
   */
  async #serveRelay(): Promise<void> {
    while (!this.#stopped) {
      if (this.#running.size === 0) {
        await pause(this.#heartbeatMs)
        continue
      }
      try {
        const requests = await this.client.requests(RELAY_WAIT_MS, this.#polling.signal)
        for (const request of requests) void this.#answer(request)
      } catch {
        // The server is away or refused the key: the heartbeat reports it; try again a little later.
        if (!this.#stopped) await pause(this.#heartbeatMs)
      }
    }
  }

  async #answer(request: RelayRequest): Promise<void> {
    const deadline = Date.now() + request.ttlMs
    const running = this.#running.get(request.connector)
    let answer: { id: string; ok: boolean; result?: unknown; error?: string }
    try {
      const result = await doRelayed(request, deadline, {
        connector: running?.connector,
        isBound: (objName, propName) =>
          running?.bindings.some((b) => b.objName === objName && b.propName === propName) ?? false,
        opcua: () =>
          [...this.#running.values()]
            .map((r) => r.connector)
            .filter((c): c is OpcuaConnector => c.type === 'opcua'),
        dataDir: this.dataDir,
      })
      answer = { id: request.id, ok: true, result: result ?? null }
    } catch (error) {
      answer = { id: request.id, ok: false, error: String((error as Error).message ?? error).slice(0, 2000) }
    }
    this.log.info(`${request.kind} on ${request.connector}: ${answer.ok ? 'done' : answer.error}`)
    await this.client.answers([answer]).catch((error) => {
      this.log.warn(`answering the server failed: ${(error as Error).message}`)
    })
  }

  #serialized(work: () => Promise<void>): Promise<void> {
    this.#chain = this.#chain.then(work).catch((error) => this.log.warn((error as Error).message))
    return this.#chain
  }

  #drivers(): DriverEntry[] {
    return [...this.#running.values()].map(({ connector }) => ({
      name: connector.name,
      type: connector.type,
      ...connector.status(),
    }))
  }

  async #keepOnly(names: string[]): Promise<void> {
    for (const [name, running] of this.#running) {
      if (names.includes(name)) continue
      this.#running.delete(name)
      this.#queue = this.#queue.filter((v) => v.connector !== name)
      await running.connector.stop()
      this.log.info(`stopped ${name}`)
    }
  }

  async #apply(leased: AssignedConnector[]): Promise<void> {
    const wanted = new Map(leased.map((c) => [c.name, c]))
    await this.#keepOnly(
      this.running().filter((name) => wanted.get(name)?.version === this.#running.get(name)?.version),
    )
    if (this.#stopped && leased.length > 0) return
    for (const assigned of leased) {
      const bindings = assigned.bindings ?? []
      const bindingsText = JSON.stringify(bindings)
      const running = this.#running.get(assigned.name)
      if (running) {
        if (running.bindingsText === bindingsText) continue
        running.bindings = bindings
        running.bindingsText = bindingsText
        for (const listener of running.listeners) listener()
        continue
      }
      const connector = createConnector(assigned.name, assigned.type, assigned.config, this.dataDir, this.log)
      const started: Running = {
        connector,
        version: assigned.version,
        bindings,
        bindingsText,
        listeners: new Set(),
      }
      this.#running.set(assigned.name, started)
      this.log.info(`polling ${assigned.name} (${assigned.type}, ${bindings.length} properties)`)
      await connector.start(this.#sinkFor(started))
    }
  }

  #sinkFor(running: Running): LiveSink {
    const name = running.connector.name
    return {
      write: (objName, propName, value, quality, timestamp) => {
        if (this.#running.get(name) !== running) return false
        if (this.#queue.length >= MAX_QUEUED) this.#queue.shift()
        this.#queue.push({
          connector: name,
          objName,
          propName,
          value,
          quality: quality ?? 'good',
          timestamp: new Date(timestamp ?? Date.now()).toISOString(),
        })
        return true
      },
      bindings: () => running.bindings.map((b) => ({ ...b, key: liveKey(b.objName, b.propName) })),
      onBindingsChanged: (listener) => {
        running.listeners.add(listener)
        return () => running.listeners.delete(listener)
      },
    }
  }
}
