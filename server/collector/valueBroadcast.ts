import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { connect, type MqttClient } from 'mqtt'
import type { Quality } from '../live/types.ts'

/** The broker the server processes of one installation share (README "Several server processes"). */
export interface CollectorRelaySettings {
  url: string
  username?: string
  password?: string
  /** Default `gantry/cluster/collector-values`; processes of one installation must agree on it. */
  topic?: string
}

declare module '../config.ts' {
  interface ServerConfig {
    /** Overrides what `GANTRY_MQTT_URL` gives; `false` turns the relay off. */
    collectorRelay?: CollectorRelaySettings | false
  }
}

/** A value as an external collector sent it and this process accepted it (timestamp fixed here). */
export interface RelayedValue {
  connector: string
  objName: string
  propName: string
  value: unknown
  quality: Quality
  timestamp: string
}

interface Message {
  from: string
  values?: RelayedValue[]
  /** Connectors whose values turned bad in the sender (their collector stopped or lost its lease). */
  bad?: string[]
}

const DEFAULT_TOPIC = 'gantry/cluster/collector-values'

/**
 * An external collector calls ONE server process; this relay hands the values that process accepted to the
 * others through the broker they already share (`GANTRY_MQTT_URL`), as a value set through one process
 * reaches the others. Each receiver writes them into its own live store with their quality and timestamp,
 * so its screens and alarm evaluation see them; history is written by the history holder alone, whichever
 * process that is. The lease was checked by the sender: receivers only check that the property is still
 * bound to that connector. Without a configured broker (a single process) it does nothing.
 */
export class CollectorRelay {
  readonly #id = randomBytes(8).toString('hex')
  #client: MqttClient | null = null
  readonly #topic: string

  constructor(
    private readonly app: FastifyInstance,
    private readonly settings: CollectorRelaySettings | null,
    private readonly markBad: (connector: string) => void,
  ) {
    this.#topic = settings?.topic ?? DEFAULT_TOPIC
  }

  /** From `app.config.collectorRelay`, else `GANTRY_MQTT_URL` when set (not the connector's default). */
  static settings(app: FastifyInstance, env = process.env): CollectorRelaySettings | null {
    const configured = app.config.collectorRelay
    if (configured === false) return null
    if (configured) return configured
    return env.GANTRY_MQTT_URL ? { url: env.GANTRY_MQTT_URL } : null
  }

  async start(): Promise<void> {
    const settings = this.settings
    if (!settings) return
    const client = connect(settings.url, {
      clientId: `gantry-relay-${this.#id}`,
      username: settings.username,
      password: settings.password,
      reconnectPeriod: 2000,
      connectTimeout: 10_000,
      clean: true,
      resubscribe: true,
    })
    this.#client = client
    client.on('message', (_topic, payload) => this.#receive(payload))
    client.on('error', (error) => this.app.log.warn(`collector relay: ${error.message}`))
    // Wait for the subscription when the broker answers soon; a broker down at start is retried meanwhile.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000)
      client.subscribe(this.#topic, { qos: 1 }, () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  async stop(): Promise<void> {
    const client = this.#client
    this.#client = null
    if (client) await client.endAsync().catch(() => {})
  }

  /** Hands values this process accepted to the other processes (QoS 1: in order, at least once). */
  send(values: RelayedValue[], bad: string[] = []): void {
    const client = this.#client
    if (!client || (values.length === 0 && bad.length === 0)) return
    const message: Message = { from: this.#id, values, bad }
    // Queued by the client while it reconnects; a lost publish only delays the next value (sent each second).
    client.publish(this.#topic, JSON.stringify(message), { qos: 1 }, (error) => {
      if (error) this.app.log.warn(`collector relay: publishing failed: ${error.message}`)
    })
  }

  #receive(payload: Buffer): void {
    let message: Message
    try {
      message = JSON.parse(payload.toString()) as Message
    } catch {
      return
    }
    if (message.from === this.#id) return
    const store = this.app.live.store
    for (const v of message.values ?? []) {
      if (store.property(v.objName, v.propName)?.binding?.connector !== v.connector) continue
      store.write(v.objName, v.propName, v.value, {
        quality: v.quality,
        timestamp: v.timestamp,
        origin: { kind: 'connector', connector: v.connector },
      })
    }
    for (const connector of message.bad ?? []) this.markBad(connector)
  }
}
