import { Interest } from './interest.ts'
import type { LiveStore, TimeInput } from './store.ts'
import type { PropertyBinding, PropertyType, Quality } from './types.ts'
import { liveKey } from './types.ts'

/** A property bound to a connector (`binding.connector` names it). */
export interface BoundProperty {
  objName: string
  propName: string
  key: string
  type: PropertyType
  binding: PropertyBinding
}

/** What a connector gets at start: the way values come in, and its current bindings. */
export interface LiveSink {
  /**
   * Feeds one value read from the device. Text and numbers are read leniently for the property's type
   * ("12.5" for a float). Answers false (and stores nothing) for an unknown property or an unreadable value.
   */
  write(objName: string, propName: string, value: unknown, quality?: Quality, timestamp?: TimeInput): boolean
  /** The properties currently bound to this connector. */
  bindings(): BoundProperty[]
  /** Called after the model changed, so the connector can re-read `bindings()`; answers the unsubscribe. */
  onBindingsChanged(listener: () => void): () => void
  /** Whether a key is on someone's screen or in an active alarm now (leased polling). */
  wanted?(key: string): boolean
  /** Called when a key becomes wanted or stops being wanted; answers the unsubscribe. */
  onWantedChanged?(listener: (key: string) => void): () => void
}

/** A value a user set on a bound property, to be published back to the device. */
export interface OutboundWrite extends BoundProperty {
  value: unknown
  user: { userId: number; username: string }
}

/** A driver entry as `getPropertyVQTValue` with propName `drivers` shows it (spec S0 §3 "Device"). */
export interface ConnectorStatus {
  online: boolean
  description: string
  /** When the status last changed, ISO text. */
  time: string
}

/**
 * A source of live values (the simulator, MQTT, ...). Register it with `app.live.connectors.register()`;
 * the registry starts it with a sink and routes user writes of its bound properties to `publish`.
 */
export interface Connector {
  /** Unique; what `binding.connector` names. */
  readonly name: string
  /** Its kind, e.g. 'simulator' or 'mqtt'. */
  readonly type: string
  start(sink: LiveSink): Promise<void> | void
  stop(): Promise<void> | void
  /** Publishes a user's write; a rejection makes setPropertyValue answer 502 and store nothing. */
  publish?(write: OutboundWrite): Promise<void> | void
  status(): ConnectorStatus
}

/** The registered connectors, and the routing of user writes to them. */
export class ConnectorRegistry {
  readonly #connectors = new Map<string, Connector>()
  #remote: ((write: OutboundWrite) => Promise<void>) | null = null

  constructor(
    private readonly store: LiveStore,
    private readonly interest: Interest = new Interest(),
  ) {}

  async register(connector: Connector): Promise<void> {
    if (this.#connectors.has(connector.name))
      throw new Error(`A connector ${connector.name} is already registered`)
    this.#connectors.set(connector.name, connector)
    await connector.start(this.#sinkFor(connector.name))
  }

  async unregister(name: string): Promise<void> {
    const connector = this.#connectors.get(name)
    if (!connector) return
    this.#connectors.delete(name)
    await connector.stop()
  }

  get(name: string): Connector | undefined {
    return this.#connectors.get(name)
  }

  list(): Connector[] {
    return [...this.#connectors.values()]
  }

  /** Properties bound to `connectorName`, registered or not. */
  boundTo(connectorName: string): BoundProperty[] {
    const bound: BoundProperty[] = []
    for (const objName of this.store.objectNames()) {
      for (const property of this.store.object(objName)?.properties ?? []) {
        if (property.binding?.connector !== connectorName) continue
        bound.push({
          objName,
          propName: property.name,
          key: liveKey(objName, property.name),
          type: property.type,
          binding: property.binding,
        })
      }
    }
    return bound
  }

  /**
   * Where writes of connectors not running in this process go (an external collector's, relayed to the
   * process holding the lease); it throws ConnectorUnavailable or ConnectorNoAnswer when it cannot.
   */
  setRemote(remote: ((write: OutboundWrite) => Promise<void>) | null): void {
    this.#remote = remote
  }

  /** Hands a user's write to the connector its property is bound to. */
  async publish(write: OutboundWrite): Promise<void> {
    const connector = this.#connectors.get(write.binding.connector)
    if (connector) return await connector.publish?.(write)
    if (!this.#remote) throw new ConnectorUnavailable(write.binding.connector)
    await this.#remote(write)
  }

  async stopAll(): Promise<void> {
    const all = this.list()
    this.#connectors.clear()
    await Promise.allSettled(all.map((connector) => connector.stop()))
  }

  #sinkFor(name: string): LiveSink {
    return {
      write: (objName, propName, value, quality, timestamp) =>
        this.store.write(objName, propName, value, {
          quality,
          timestamp,
          origin: { kind: 'connector', connector: name },
        }).ok,
      bindings: () => this.boundTo(name),
      onBindingsChanged: (listener) => this.store.onModel(() => listener()),
      wanted: (key) => this.interest.has(key),
      onWantedChanged: (listener) => this.interest.onChange(listener),
    }
  }
}

export class ConnectorUnavailable extends Error {
  constructor(readonly connector: string) {
    super(`The connector ${connector} is not running`)
  }
}

/** The write was handed on (to an external collector) and no answer came in time; nothing was stored. */
export class ConnectorNoAnswer extends Error {
  constructor(
    readonly connector: string,
    readonly seconds: number,
  ) {
    super(`The connector ${connector} did not answer within ${seconds} s`)
  }
}
