import ModbusRTU from 'modbus-serial'
import type {
  BoundProperty,
  Connector,
  ConnectorStatus,
  LiveSink,
  OutboundWrite,
} from '../../live/connectors.ts'
import { LastValues } from '../quality.ts'
import { type ModbusBinding, readModbusBinding, registerCount } from './binding.ts'
import { decodeRegisters, encodeRegisters } from './codec.ts'
import { planReads, type ReadBlock } from './plan.ts'

/** One Modbus TCP device (a row of `collector_connectors`, type 'modbus'). */
export interface ModbusConnectorSettings {
  name: string
  host: string
  port: number
  unitId: number
  /** Default polling interval (ms) of items whose binding names none. */
  interval: number
  /** A request not answered in this time fails, and the connection is re-opened. */
  timeoutMs?: number
}

type Log = { info(message: string): void; warn(message: string): void }
type Item = BoundProperty & { modbus: ModbusBinding }

interface PollGroup {
  interval: number
  /** Leased polling: the interval while none of `keys` is wanted (on a screen, in an active alarm). */
  slowInterval?: number
  keys: Set<string>
  blocks: ReadBlock<Item>[]
  timer: NodeJS.Timeout | null
  /** When the timer fires (ms since epoch). */
  due: number
}

/** A polling group as tests and the bench see it. */
export interface PollGroupState {
  interval: number
  slowInterval?: number
  /** The interval it polls at now. */
  current: number
  keys: string[]
}

/**
 * A Modbus TCP connector: bound items are polled in groups by interval, each group's contiguous
 * addresses merged into one request per block; a user's write goes to the holding register(s) or coil.
 * Requests run one at a time on one connection. When the device stops answering, the properties keep
 * their last value with quality 'bad' and the connection is re-opened with back-off (1 s doubling to 10 s).
 */
export class ModbusConnector implements Connector {
  readonly type = 'modbus'
  readonly name: string
  #sink: LiveSink | null = null
  #offBindings: (() => void) | null = null
  #offWanted: (() => void) | null = null
  #client: ModbusRTU | null = null
  #connected = false
  #connecting = false
  #retryMs = 1000
  #reconnect: NodeJS.Timeout | null = null
  #groups: PollGroup[] = []
  #invalid = new Set<string>()
  readonly #last = new LastValues()
  /** Requests wait here so that only one is on the wire at a time. */
  #queue: Promise<unknown> = Promise.resolve()
  #stopped = false
  #status: ConnectorStatus
  /** Requests sent since start (the bench reads it). */
  requests = 0

  constructor(
    private readonly settings: ModbusConnectorSettings,
    private readonly log: Log = { info: () => {}, warn: () => {} },
  ) {
    this.name = settings.name
    this.#status = { online: false, description: `${this.#where()}: connecting`, time: '' }
  }

  start(sink: LiveSink): void {
    this.#sink = sink
    this.#offBindings = sink.onBindingsChanged(() => this.#plan())
    this.#offWanted = sink.onWantedChanged?.((key) => this.#wantedChanged(key)) ?? null
    this.#plan()
    void this.#connect()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    this.#offBindings?.()
    this.#offBindings = null
    this.#offWanted?.()
    this.#offWanted = null
    for (const group of this.#groups) if (group.timer) clearTimeout(group.timer)
    this.#groups = []
    if (this.#reconnect) clearTimeout(this.#reconnect)
    this.#sink = null
    this.#closeClient()
  }

  status(): ConnectorStatus {
    return { ...this.#status }
  }

  async publish(write: OutboundWrite): Promise<void> {
    const binding = readModbusBinding(write.binding)
    if ('error' in binding) throw new Error(`bad Modbus binding: ${binding.error}`)
    if (binding.area === 'input' || binding.area === 'discrete')
      throw new Error(`${binding.area} ${binding.address} is read-only`)
    const client = this.#client
    if (!client || !this.#connected) throw new Error(`the Modbus device ${this.#where()} is not connected`)
    if (binding.area === 'coil') {
      const state = write.value === true || write.value === 1 || write.value === 'true'
      await this.#request(() => client.writeCoil(binding.address, state))
    } else {
      const words = encodeRegisters(write.value, binding)
      await this.#request(() => client.writeRegisters(binding.address, words))
    }
    // Read it back at once, so the property shows what the device holds, not what was asked.
    await this.#pollItems([{ item: this.#itemFor(write), binding }])
  }

  #itemFor(write: OutboundWrite): Item {
    return { ...write, modbus: readModbusBinding(write.binding) as ModbusBinding }
  }

  /** Re-reads the bindings into polling groups and restarts their timers. */
  #plan(): void {
    const sink = this.#sink
    if (!sink) return
    for (const group of this.#groups) if (group.timer) clearTimeout(group.timer)
    const byInterval = new Map<string, { item: Item; binding: ModbusBinding }[]>()
    const invalid = new Set<string>()
    const keys = new Set<string>()
    for (const bound of sink.bindings()) {
      const modbus = readModbusBinding(bound.binding)
      if ('error' in modbus) {
        if (!this.#invalid.has(bound.key))
          this.log.warn(`modbus ${this.name}: ${bound.key} ignored: ${modbus.error}`)
        invalid.add(bound.key)
        continue
      }
      keys.add(bound.key)
      const group = `${modbus.interval ?? this.settings.interval}/${modbus.slowInterval ?? ''}`
      const list = byInterval.get(group) ?? []
      list.push({ item: { ...bound, modbus }, binding: modbus })
      byInterval.set(group, list)
    }
    this.#invalid = invalid
    this.#last.keepOnly(keys)
    this.#groups = [...byInterval.values()].map((items) => {
      const first = items[0]?.binding
      return {
        interval: first?.interval ?? this.settings.interval,
        slowInterval: first?.slowInterval,
        keys: new Set(items.map((entry) => entry.item.key)),
        blocks: planReads(items),
        timer: null,
        due: 0,
      }
    })
    for (const group of this.#groups) this.#schedule(group, 0)
  }

  /** The interval a group polls at now: fast unless it is leased and none of its values is wanted. */
  #currentInterval(group: PollGroup): number {
    if (group.slowInterval === undefined) return group.interval
    const wanted = this.#sink?.wanted
    if (!wanted) return group.slowInterval
    for (const key of group.keys) if (wanted(key)) return group.interval
    return group.slowInterval
  }

  /** A value came on a screen (or left it): a leased group waiting longer than its new interval polls sooner. */
  #wantedChanged(key: string): void {
    for (const group of this.#groups) {
      if (group.slowInterval === undefined || !group.keys.has(key) || !group.timer) continue
      const current = this.#currentInterval(group)
      if (group.due - Date.now() > current) {
        clearTimeout(group.timer)
        this.#schedule(group, 0)
      }
    }
  }

  /** The polling groups and the interval each polls at now. */
  pollGroups(): PollGroupState[] {
    return this.#groups.map((group) => ({
      interval: group.interval,
      slowInterval: group.slowInterval,
      current: this.#currentInterval(group),
      keys: [...group.keys],
    }))
  }

  #schedule(group: PollGroup, delay: number): void {
    group.due = Date.now() + delay
    group.timer = setTimeout(async () => {
      group.timer = null
      const started = Date.now()
      if (this.#connected) {
        for (const block of group.blocks) await this.#pollBlock(block)
      }
      if (!this.#stopped && this.#groups.includes(group))
        this.#schedule(group, Math.max(0, this.#currentInterval(group) - (Date.now() - started)))
    }, delay)
  }

  async #pollItems(items: { item: Item; binding: ModbusBinding }[]): Promise<void> {
    for (const block of planReads(items)) await this.#pollBlock(block)
  }

  async #pollBlock(block: ReadBlock<Item>): Promise<void> {
    const client = this.#client
    const sink = this.#sink
    if (!client || !sink || !this.#connected) return
    try {
      if (block.area === 'coil' || block.area === 'discrete') {
        const read = await this.#request(() =>
          block.area === 'coil'
            ? client.readCoils(block.start, block.length)
            : client.readDiscreteInputs(block.start, block.length),
        )
        for (const { item, binding } of block.items)
          this.#deliver(sink, item, read.data[binding.address - block.start] === true)
      } else {
        const read = await this.#request(() =>
          block.area === 'holding'
            ? client.readHoldingRegisters(block.start, block.length)
            : client.readInputRegisters(block.start, block.length),
        )
        for (const { item, binding } of block.items) {
          const at = binding.address - block.start
          this.#deliver(
            sink,
            item,
            decodeRegisters(read.data.slice(at, at + registerCount(binding.dataType)), binding),
          )
        }
      }
    } catch (error) {
      const message = (error as Error).message ?? String(error)
      // A Modbus exception (illegal address, ...) is the device answering: only this block turns bad.
      if ((error as { modbusCode?: number }).modbusCode !== undefined) {
        for (const { item } of block.items) {
          const last = this.#last.get(item.key)
          if (last !== undefined) sink.write(item.objName, item.propName, last, 'bad')
        }
        this.#setStatus(true, `connected to ${this.#where()}; ${block.area} ${block.start}: ${message}`)
        return
      }
      this.#lost(message)
    }
  }

  #deliver(sink: LiveSink, item: Item, value: number | boolean): void {
    if (sink.write(item.objName, item.propName, value, 'good', Date.now()))
      this.#last.remember(item.key, item.objName, item.propName, value)
  }

  /** Runs one request after the ones before it. */
  #request<T>(run: () => Promise<T>): Promise<T> {
    this.requests++
    const next = this.#queue.then(run, run)
    this.#queue = next.catch(() => {})
    return next
  }

  async #connect(): Promise<void> {
    if (this.#stopped || this.#connecting || this.#connected) return
    this.#connecting = true
    const client = new ModbusRTU()
    this.#client = client
    try {
      await client.connectTCP(this.settings.host, { port: this.settings.port })
      client.setID(this.settings.unitId)
      client.setTimeout(this.settings.timeoutMs ?? 2000)
      if (this.#stopped) {
        this.#closeClient()
        return
      }
      this.#connected = true
      this.#retryMs = 1000
      this.#setStatus(true, `connected to ${this.#where()}`)
      this.log.info(`modbus ${this.name}: connected to ${this.#where()}`)
      // The socket closing (device restarted, cable pulled) is noticed here or by the next failed request.
      client.on('close', () => {
        if (this.#client === client) this.#lost('connection closed')
      })
      client.on('error', () => {})
    } catch (error) {
      this.#closeClient()
      this.#setStatus(false, `${this.#where()}: ${(error as Error).message}`)
      this.#retry()
    } finally {
      this.#connecting = false
    }
  }

  #lost(reason: string): void {
    if (!this.#connected) return
    this.#connected = false
    this.log.warn(`modbus ${this.name}: ${this.#where()}: ${reason}; reconnecting`)
    this.#setStatus(false, `${this.#where()}: ${reason}; reconnecting`)
    this.#last.markBad(this.#sink)
    this.#closeClient()
    this.#retry()
  }

  #retry(): void {
    if (this.#stopped || this.#reconnect) return
    const delay = this.#retryMs
    this.#retryMs = Math.min(this.#retryMs * 2, 10_000)
    this.#reconnect = setTimeout(() => {
      this.#reconnect = null
      void this.#connect()
    }, delay)
  }

  #closeClient(): void {
    const client = this.#client
    this.#client = null
    this.#connected = false
    if (client?.isOpen) client.close(() => {})
  }

  #setStatus(online: boolean, description: string): void {
    const invalid = this.#invalid.size > 0 ? `; ${this.#invalid.size} binding(s) ignored` : ''
    if (this.#status.online !== online || this.#status.time === '')
      this.#status.time = new Date().toISOString()
    this.#status.online = online
    this.#status.description = `${description}${invalid}`
  }

  #where(): string {
    return `${this.settings.host}:${this.settings.port}#${this.settings.unitId}`
  }
}
