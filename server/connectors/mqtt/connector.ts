import { randomBytes } from 'node:crypto'
import { connect, type MqttClient } from 'mqtt'
import type { Connector, ConnectorStatus, LiveSink, OutboundWrite } from '../../live/connectors.ts'
import type { PropertyType } from '../../live/types.ts'
import type { MqttConnectorSettings } from '../settings.ts'
import { encodeWrite, type MqttBinding, readMqttBinding, readPayload } from './payload.ts'
import { hasWildcard, topicMatches } from './topics.ts'

interface Route {
  objName: string
  propName: string
  key: string
  type: PropertyType
  binding: MqttBinding
}

/**
 * An MQTT connector: properties bound `{ connector: <name>, topic, path?, writeTopic?, ... }` take the
 * values published on their topic, and a user's write is published to the write topic (QoS 1 by default;
 * the write fails with 502 when the broker does not acknowledge it in time or is not connected).
 *
 * It connects only once a property is bound to it, reconnects by itself, and resubscribes on every
 * connect. While the broker is unreachable the properties it fed keep their last value with quality
 * 'bad'. Each server process holds its own connection, so processes sharing a broker see the same values.
 */
export class MqttConnector implements Connector {
  readonly type = 'mqtt'
  readonly name: string
  #sink: LiveSink | null = null
  #client: MqttClient | null = null
  #offBindings: (() => void) | null = null
  readonly #exact = new Map<string, Route[]>()
  #wildcards: { filter: string; routes: Route[] }[] = []
  /** Topic filters wanted now, and those the broker has confirmed in this connection. */
  #wanted = new Set<string>()
  readonly #subscribed = new Set<string>()
  #invalid = new Set<string>()
  #connected = false
  /** Last value per key from the broker, written again with quality 'bad' while disconnected. */
  readonly #last = new Map<string, unknown>()
  #status: ConnectorStatus

  constructor(
    private readonly settings: MqttConnectorSettings,
    private readonly log: { info(message: string): void; warn(message: string): void } = {
      info: () => {},
      warn: () => {},
    },
  ) {
    this.name = settings.name
    this.#status = { online: false, description: `${this.#where()}: no bound property yet`, time: '' }
  }

  start(sink: LiveSink): void {
    this.#sink = sink
    this.#offBindings = sink.onBindingsChanged(() => this.#sync())
    this.#sync()
  }

  async stop(): Promise<void> {
    this.#offBindings?.()
    this.#offBindings = null
    this.#sink = null
    const client = this.#client
    this.#client = null
    if (client) await client.endAsync(true).catch(() => {})
  }

  async publish(write: OutboundWrite): Promise<void> {
    const binding = readMqttBinding(write.binding)
    if ('error' in binding) throw new Error(`bad MQTT binding: ${binding.error}`)
    const client = this.#client
    if (!client?.connected) throw new Error(`the broker ${this.#where()} is not connected`)
    const payload = encodeWrite(write.value, binding, write.user.username)
    const timeoutMs = this.settings.publishTimeoutMs ?? 5000
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        client.publishAsync(binding.writeTopic, payload, { qos: binding.qos, retain: binding.retain }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no acknowledgement within ${timeoutMs} ms`)), timeoutMs)
        }),
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  status(): ConnectorStatus {
    return { ...this.#status }
  }

  /** Re-reads the bindings, then subscribes to new topics and drops unused ones. */
  #sync(): void {
    const sink = this.#sink
    if (!sink) return
    this.#exact.clear()
    const wildcards = new Map<string, Route[]>()
    const invalid = new Set<string>()
    for (const bound of sink.bindings()) {
      const binding = readMqttBinding(bound.binding)
      if ('error' in binding) {
        invalid.add(bound.key)
        if (!this.#invalid.has(bound.key))
          this.log.warn(`mqtt ${this.name}: ${bound.key} ignored: ${binding.error}`)
        continue
      }
      const route: Route = { ...bound, binding }
      const map = hasWildcard(binding.topic) ? wildcards : this.#exact
      const list = map.get(binding.topic)
      if (list) list.push(route)
      else map.set(binding.topic, [route])
    }
    this.#invalid = invalid
    this.#wildcards = [...wildcards].map(([filter, routes]) => ({ filter, routes }))
    this.#wanted = new Set([...this.#exact.keys(), ...wildcards.keys()])
    if (this.#wanted.size === 0 && !this.#client) return
    if (!this.#client) this.#connect()
    else if (this.#client.connected) void this.#resubscribe()
  }

  #connect(): void {
    const client = connect(this.settings.url, {
      clientId: this.settings.clientId ?? `gantry-${randomBytes(6).toString('hex')}`,
      username: this.settings.username,
      password: this.settings.password,
      reconnectPeriod: this.settings.reconnectMs ?? 2000,
      connectTimeout: 10_000,
      clean: true,
      // Subscriptions are renewed on every connect by #resubscribe, from the bindings of that moment.
      resubscribe: false,
    })
    this.#client = client
    client.on('connect', () => {
      this.#connected = true
      this.#setStatus(true, `connected to ${this.#where()}`)
      this.log.info(`mqtt ${this.name}: connected to ${this.#where()}`)
      this.#subscribed.clear()
      void this.#resubscribe()
    })
    client.on('close', () => {
      if (this.#connected) {
        this.log.warn(`mqtt ${this.name}: connection to ${this.#where()} lost; reconnecting`)
        this.#markBad()
      }
      this.#connected = false
      this.#subscribed.clear()
      this.#setStatus(false, `disconnected from ${this.#where()}; reconnecting`)
    })
    // Errors come before the close that follows them (or fail a connection attempt): describe, don't decide.
    client.on('error', (error) => {
      this.#status.description = `${this.#where()}: ${error.message}`
    })
    client.on('message', (topic, payload) => this.#onMessage(topic, payload))
  }

  async #resubscribe(): Promise<void> {
    const client = this.#client
    if (!client?.connected) return
    const add = [...this.#wanted].filter((topic) => !this.#subscribed.has(topic))
    const drop = [...this.#subscribed].filter((topic) => !this.#wanted.has(topic))
    for (const topic of add) this.#subscribed.add(topic)
    for (const topic of drop) this.#subscribed.delete(topic)
    try {
      if (drop.length > 0) await client.unsubscribeAsync(drop)
      if (add.length > 0) {
        const granted = await client.subscribeAsync(
          Object.fromEntries(add.map((t) => [t, { qos: 1 as const }])),
        )
        for (const grant of granted) {
          if (grant.qos === 128) {
            this.#subscribed.delete(grant.topic)
            this.log.warn(`mqtt ${this.name}: the broker refused the subscription to ${grant.topic}`)
          }
        }
      }
    } catch (error) {
      for (const topic of add) this.#subscribed.delete(topic)
      this.log.warn(`mqtt ${this.name}: subscribing failed: ${String(error)}`)
    }
  }

  #onMessage(topic: string, payload: Buffer): void {
    const sink = this.#sink
    if (!sink) return
    const routes = this.#exact.get(topic)
    if (routes) for (const route of routes) this.#deliver(sink, route, payload)
    for (const { filter, routes: matched } of this.#wildcards) {
      if (!topicMatches(filter, topic)) continue
      for (const route of matched) this.#deliver(sink, route, payload)
    }
  }

  #deliver(sink: LiveSink, route: Route, payload: Buffer): void {
    const read = readPayload(payload, route.binding, route.type)
    if (!read) return
    if (
      sink.write(
        route.objName,
        route.propName,
        read.value,
        read.quality ?? 'good',
        read.timestamp ?? Date.now(),
      )
    )
      this.#last.set(route.key, read.value)
  }

  #markBad(): void {
    const sink = this.#sink
    if (!sink) return
    for (const routes of [...this.#exact.values(), ...this.#wildcards.map((w) => w.routes)]) {
      for (const route of routes) {
        if (this.#last.has(route.key))
          sink.write(route.objName, route.propName, this.#last.get(route.key), 'bad')
      }
    }
  }

  #setStatus(online: boolean, description: string): void {
    const invalid = this.#invalid.size > 0 ? `; ${this.#invalid.size} binding(s) ignored` : ''
    if (this.#status.online !== online || this.#status.time === '')
      this.#status.time = new Date().toISOString()
    this.#status.online = online
    this.#status.description = `${description}${invalid}`
  }

  /** The broker address without credentials. */
  #where(): string {
    try {
      const url = new URL(this.settings.url)
      return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`
    } catch {
      return this.settings.url
    }
  }
}
