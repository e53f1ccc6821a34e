import {
  AttributeIds,
  BrowseDirection,
  ClientMonitoredItem,
  ClientMonitoredItemGroup,
  type ClientSession,
  ClientSubscription,
  coerceNodeId,
  type DataType,
  type DataValue,
  MessageSecurityMode,
  NodeClass,
  OPCUAClient,
  SecurityPolicy,
  TimestampsToReturn,
  UserTokenType,
} from 'node-opcua'
import type {
  BoundProperty,
  Connector,
  ConnectorStatus,
  LiveSink,
  OutboundWrite,
} from '../../live/connectors.ts'
import type { Quality } from '../../live/types.ts'
import { LastValues } from '../quality.ts'
import { type OpcuaBinding, readOpcuaBinding } from './binding.ts'
import { type LeasedItemState, SamplingLeases } from './lease.ts'
import { certificateManager, thumbprintOf } from './pki.ts'
import type { OpcuaConnectorSettings } from './settings.ts'

/** Why a secure connection was not opened: the server's certificate is not on the trust list. */
export class UntrustedServerCertificate extends Error {
  constructor(readonly thumbprint: string) {
    super(`server certificate not trusted: ${thumbprint}`)
  }
}

interface Route extends BoundProperty {
  opcua: OpcuaBinding
}

/** A node of the server's address space, as the binding editor's browser lists it. */
export interface BrowsedNode {
  nodeId: string
  browseName: string
  displayName: string
  nodeClass: 'Object' | 'Variable'
}

type Log = { info(message: string): void; warn(message: string): void }

/** Maps an OPC UA status code to our quality: Good, Uncertain, Bad. */
export function qualityOf(dataValue: DataValue): Quality {
  const status = dataValue.statusCode
  if (status.isGood()) return 'good'
  if (status.isBad()) return 'bad'
  return 'uncertain'
}

/**
 * An OPC UA client connector: bound properties are monitored items of one subscription (grouped by
 * sampling interval and deadband, so 10,000 items cost a handful of requests), a user's write goes to the
 * node's Value attribute with the node's own data type, and `browse` walks the address space for the
 * binding editor. node-opcua reconnects with back-off and re-creates the session and its subscription;
 * while the link is down the properties keep their last value with quality 'bad'.
 */
export class OpcuaConnector implements Connector {
  readonly type = 'opcua'
  readonly name: string
  #sink: LiveSink | null = null
  #offBindings: (() => void) | null = null
  #offWanted: (() => void) | null = null
  #leases: SamplingLeases
  #client: OPCUAClient | null = null
  #session: ClientSession | null = null
  #subscription: ClientSubscription | null = null
  #routes = new Map<string, Route[]>()
  #invalid = new Set<string>()
  readonly #last = new LastValues()
  readonly #dataTypes = new Map<string, DataType>()
  #resync: NodeJS.Timeout | null = null
  #retry: NodeJS.Timeout | null = null
  #stopped = false
  /** Thumbprint of the certificate the server presented last (secure modes), for the connector screen. */
  serverThumbprint: string | null = null
  #status: ConnectorStatus

  constructor(
    private readonly settings: OpcuaConnectorSettings,
    private readonly log: Log = { info: () => {}, warn: () => {} },
  ) {
    this.name = settings.name
    this.#status = { online: false, description: `${settings.endpoint}: connecting`, time: '' }
    this.#leases = new SamplingLeases(() => false, log)
  }

  start(sink: LiveSink): void {
    this.#sink = sink
    this.#offBindings = sink.onBindingsChanged(() => this.#scheduleResync())
    // Without a `wanted` (an external collector's sink) leased nodes stay at their slow interval.
    this.#leases = new SamplingLeases((key) => sink.wanted?.(key) ?? false, this.log)
    this.#offWanted = sink.onWantedChanged?.((key) => this.#leases.wantedChanged(key)) ?? null
    this.#readBindings()
    void this.#open()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    this.#offBindings?.()
    this.#offBindings = null
    this.#offWanted?.()
    this.#offWanted = null
    this.#leases.clear()
    if (this.#resync) clearTimeout(this.#resync)
    if (this.#retry) clearTimeout(this.#retry)
    this.#sink = null
    const client = this.#client
    this.#client = null
    this.#session = null
    this.#subscription = null
    if (client) await client.disconnect().catch(() => {})
  }

  status(): ConnectorStatus {
    return { ...this.#status }
  }

  /** The properties bound to one node (for tests and the collector screen). */
  get monitoredCount(): number {
    let count = 0
    for (const routes of this.#routes.values()) count += routes.length
    return count
  }

  /** The nodes with leased sampling and the interval each samples at now. */
  leasedItems(): LeasedItemState[] {
    return this.#leases.state()
  }

  async publish(write: OutboundWrite): Promise<void> {
    const binding = readOpcuaBinding(write.binding)
    if ('error' in binding) throw new Error(`bad OPC UA binding: ${binding.error}`)
    const session = this.#session
    if (!session || !this.#status.online)
      throw new Error(`the OPC UA server ${this.settings.endpoint} is not connected`)
    let dataType = this.#dataTypes.get(binding.nodeId)
    if (dataType === undefined) {
      dataType = await session.getBuiltInDataType(coerceNodeId(binding.nodeId))
      this.#dataTypes.set(binding.nodeId, dataType)
    }
    const status = await session.write({
      nodeId: binding.nodeId,
      attributeId: AttributeIds.Value,
      value: { value: { dataType, value: write.value } },
    })
    if (!status.isGood()) throw new Error(`the OPC UA server refused the write: ${status.name}`)
  }

  /** The children of a node (Objects folder by default): objects to open, variables to bind. */
  async browse(nodeId = 'i=85'): Promise<BrowsedNode[]> {
    const session = this.#session
    if (!session || !this.#status.online)
      throw new Error(`the OPC UA server ${this.settings.endpoint} is not connected`)
    const result = await session.browse({
      nodeId,
      browseDirection: BrowseDirection.Forward,
      referenceTypeId: 'HierarchicalReferences',
      includeSubtypes: true,
      nodeClassMask: NodeClass.Object | NodeClass.Variable,
      resultMask: 63,
    })
    if (!result.statusCode.isGood()) throw new Error(`browse ${nodeId}: ${result.statusCode.name}`)
    return (result.references ?? []).map((reference) => ({
      nodeId: reference.nodeId.toString(),
      browseName: reference.browseName.toString(),
      displayName: reference.displayName.text ?? reference.browseName.name ?? '',
      nodeClass: reference.nodeClass === NodeClass.Variable ? 'Variable' : 'Object',
    }))
  }

  /** Tries to connect at once (after a user trusted the server's certificate), when not connected. */
  retryNow(): void {
    if (this.#stopped || this.#status.online || !this.#retry) return
    clearTimeout(this.#retry)
    this.#retry = null
    void this.#open()
  }

  /**
   * In Sign and SignAndEncrypt the server's certificate must be on the trust list before anything else: it
   * is fetched from the server's endpoints (an unsecured GetEndpoints, as every OPC UA client does) and
   * checked against the store. An unknown one is put on the rejected list for someone to trust.
   */
  async #checkServerCertificate(): Promise<void> {
    const { settings } = this
    if (settings.securityMode === 'None' || !settings.pkiFolder) return
    const probe = OPCUAClient.create({
      applicationName: 'Gantry',
      endpointMustExist: false,
      connectionStrategy: { maxRetry: 0, initialDelay: 100, maxDelay: 200 },
    })
    let certificate: Buffer | null = null
    try {
      await probe.connect(settings.endpoint)
      const endpoints = await probe.getEndpoints()
      const wanted = endpoints.find(
        (e) =>
          e.securityMode === MessageSecurityMode[settings.securityMode] &&
          e.securityPolicyUri === SecurityPolicy.Basic256Sha256,
      )
      if (!wanted)
        throw new Error(`the server offers no ${settings.securityMode} endpoint with Basic256Sha256`)
      certificate = wanted.serverCertificate ? Buffer.from(wanted.serverCertificate) : null
    } finally {
      await probe.disconnect().catch(() => {})
    }
    if (!certificate || certificate.length === 0) throw new Error('the server sent no certificate')
    this.serverThumbprint = thumbprintOf(certificate)
    const manager = await certificateManager(settings.pkiFolder)
    const status = await manager.checkCertificate(certificate)
    if (status.isGood()) return
    if (status.name === 'BadCertificateUntrusted') throw new UntrustedServerCertificate(this.serverThumbprint)
    throw new Error(`server certificate ${this.serverThumbprint}: ${status.name}`)
  }

  async #open(): Promise<void> {
    this.#retry = null
    const { settings } = this
    const secure = settings.securityMode !== 'None'
    try {
      await this.#checkServerCertificate()
    } catch (error) {
      if (this.#stopped) return
      const message = (error as Error).message
      this.#setStatus(
        false,
        error instanceof UntrustedServerCertificate ? message : `${settings.endpoint}: ${message}`,
      )
      this.log.warn(`opcua ${this.name}: ${message}; retrying in 5 s`)
      this.#retry = setTimeout(() => !this.#stopped && void this.#open(), 5000)
      return
    }
    const manager = settings.pkiFolder ? await certificateManager(settings.pkiFolder) : undefined
    if (this.#stopped) return
    const client = OPCUAClient.create({
      applicationName: 'Gantry',
      endpointMustExist: false,
      keepSessionAlive: true,
      securityMode: MessageSecurityMode[settings.securityMode],
      securityPolicy: secure ? SecurityPolicy.Basic256Sha256 : SecurityPolicy.None,
      // The client's certificate is created in this folder on first use (secure modes need it).
      // Unknown server certificates are refused here too (checked above, before connecting).
      clientCertificateManager: manager,
      connectionStrategy: { initialDelay: 500, maxDelay: 5000, maxRetry: 1_000_000_000 },
      requestedSessionTimeout: 60_000,
    })
    this.#client = client
    client.on('backoff', (count, delay) => {
      this.#setStatus(
        false,
        `${settings.endpoint}: unreachable, retry ${count} in ${Math.round(delay / 1000)} s`,
      )
    })
    client.on('connection_lost', () => {
      this.log.warn(`opcua ${this.name}: connection to ${settings.endpoint} lost; reconnecting`)
      this.#setStatus(false, `${settings.endpoint}: connection lost; reconnecting`)
      this.#last.markBad(this.#sink)
    })
    client.on('after_reconnection', (error) => {
      if (error) return
      this.#setStatus(true, `connected to ${settings.endpoint}`)
      this.#leases.reapply()
    })
    try {
      await client.connect(settings.endpoint)
      if (this.#stopped) return
      const identity = settings.username
        ? {
            type: UserTokenType.UserName as const,
            userName: settings.username,
            password: settings.password ?? '',
          }
        : { type: UserTokenType.Anonymous as const }
      this.#session = await client.createSession(identity)
      this.#setStatus(true, `connected to ${settings.endpoint}`)
      this.log.info(`opcua ${this.name}: connected to ${settings.endpoint}`)
      await this.#subscribe()
    } catch (error) {
      if (this.#stopped) return
      this.#setStatus(false, `${settings.endpoint}: ${(error as Error).message}`)
      this.log.warn(`opcua ${this.name}: ${(error as Error).message}; retrying in 5 s`)
      await client.disconnect().catch(() => {})
      if (this.#client === client) this.#retry = setTimeout(() => !this.#stopped && void this.#open(), 5000)
    }
  }

  #readBindings(): void {
    const sink = this.#sink
    if (!sink) return
    const routes = new Map<string, Route[]>()
    const invalid = new Set<string>()
    const keys = new Set<string>()
    for (const bound of sink.bindings()) {
      const opcua = readOpcuaBinding(bound.binding)
      if ('error' in opcua) {
        if (!this.#invalid.has(bound.key))
          this.log.warn(`opcua ${this.name}: ${bound.key} ignored: ${opcua.error}`)
        invalid.add(bound.key)
        continue
      }
      keys.add(bound.key)
      const list = routes.get(opcua.nodeId)
      if (list) list.push({ ...bound, opcua })
      else routes.set(opcua.nodeId, [{ ...bound, opcua }])
    }
    this.#routes = routes
    this.#invalid = invalid
    this.#last.keepOnly(keys)
  }

  /** Model edits come in bursts (an import binds hundreds of properties): rebuild once after them. */
  #scheduleResync(): void {
    if (this.#resync) clearTimeout(this.#resync)
    this.#resync = setTimeout(() => {
      this.#resync = null
      this.#readBindings()
      if (this.#session) void this.#subscribe()
    }, 200)
  }

  /** (Re)creates the subscription with one monitored item per bound node. */
  async #subscribe(): Promise<void> {
    const session = this.#session
    if (!session) return
    const old = this.#subscription
    this.#subscription = null
    this.#leases.clear()
    if (old) await old.terminate().catch(() => {})
    if (this.#routes.size === 0) return
    const subscription = ClientSubscription.create(session, {
      requestedPublishingInterval: this.settings.publishingInterval ?? 250,
      requestedLifetimeCount: 120,
      requestedMaxKeepAliveCount: 10,
      maxNotificationsPerPublish: 0,
      publishingEnabled: true,
      priority: 10,
    })
    this.#subscription = subscription
    // One group per (sampling interval, deadband): the server takes each group in one request. A leased
    // node is an item of its own, since ModifyMonitoredItems changes every item of a group.
    const groups = new Map<string, { opcua: OpcuaBinding; nodeIds: string[] }>()
    for (const [nodeId, routes] of this.#routes) {
      const opcua = routes[0]?.opcua
      if (!opcua) continue
      const slowSamplingInterval = opcua.slowSamplingInterval
      if (slowSamplingInterval !== undefined) {
        const keys = routes.map((route) => route.key)
        this.#leases.add(nodeId, keys, { ...opcua, slowSamplingInterval }, (parameters) => {
          const item = ClientMonitoredItem.create(
            subscription,
            { nodeId, attributeId: AttributeIds.Value },
            parameters,
            TimestampsToReturn.Both,
          )
          item.on('changed', (dataValue: DataValue) => this.#deliver(nodeId, dataValue))
          item.on('err', (message) => this.log.warn(`opcua ${this.name}: ${nodeId}: ${message}`))
          return item
        })
        continue
      }
      const key = `${opcua.samplingInterval}/${opcua.deadband}`
      const group = groups.get(key)
      if (group) group.nodeIds.push(nodeId)
      else groups.set(key, { opcua, nodeIds: [nodeId] })
    }
    for (const { opcua, nodeIds } of groups.values()) {
      const group = ClientMonitoredItemGroup.create(
        subscription,
        nodeIds.map((nodeId) => ({ nodeId, attributeId: AttributeIds.Value })),
        SamplingLeases.parameters(opcua, opcua.samplingInterval),
        TimestampsToReturn.Both,
      )
      group.on('changed', (_item, dataValue, index) => this.#deliver(nodeIds[index] ?? '', dataValue))
      group.on('err', (message) => this.log.warn(`opcua ${this.name}: monitored items: ${message}`))
    }
  }

  #deliver(nodeId: string, dataValue: DataValue): void {
    const sink = this.#sink
    const routes = this.#routes.get(nodeId)
    if (!sink || !routes) return
    const quality = qualityOf(dataValue)
    const raw = dataValue.value?.value
    const value = typeof raw === 'bigint' ? Number(raw) : raw
    const timestamp = dataValue.sourceTimestamp ?? dataValue.serverTimestamp ?? new Date()
    for (const route of routes) {
      // A bad status often comes without a value: the property keeps its last one, with that quality.
      const shown = value === null || value === undefined ? this.#last.get(route.key) : value
      if (shown === undefined) continue
      if (sink.write(route.objName, route.propName, shown, quality, timestamp.getTime()))
        this.#last.remember(route.key, route.objName, route.propName, shown)
    }
  }

  #setStatus(online: boolean, description: string): void {
    const invalid = this.#invalid.size > 0 ? `; ${this.#invalid.size} binding(s) ignored` : ''
    if (this.#status.online !== online || this.#status.time === '')
      this.#status.time = new Date().toISOString()
    this.#status.online = online
    this.#status.description = `${description}${invalid}`
  }
}
