import {
  type ClientMonitoredItem,
  DataChangeFilter,
  DataChangeTrigger,
  DeadbandType,
  type MonitoringParametersOptions,
} from 'node-opcua'
import type { OpcuaBinding } from './binding.ts'

/**
 * How long a leased node keeps its fast sampling after its last value left every screen: a page switch or
 * a reload drops a key and subscribes it again a moment later, which should not cost two
 * ModifyMonitoredItems round trips.
 */
export const SLOW_DOWN_GRACE_MS = 2000

/** How soon a refused modification is asked again. */
const RETRY_MS = 1000

/** A leased node as tests and the collector screen see it. */
export interface LeasedItemState {
  nodeId: string
  keys: string[]
  samplingInterval: number
  slowSamplingInterval: number
  /** The interval last asked of the server (fast or slow). */
  requested: number
  /** The interval the server said it samples at (its revision of `requested`); null before it answered. */
  revised: number | null
}

interface LeasedItem {
  nodeId: string
  keys: string[]
  opcua: OpcuaBinding & { slowSamplingInterval: number }
  item: ClientMonitoredItem | null
  requested: number
  revised: number | null
  /** The grace timer before slowing down. */
  grace: NodeJS.Timeout | null
  /** The retry after a refused or lost ModifyMonitoredItems request. */
  retry: NodeJS.Timeout | null
  /** A ModifyMonitoredItems request is in flight; `#apply` runs again when it answers. */
  busy: boolean
}

type Log = { warn(message: string): void }

/**
 * The leased monitored items of one subscription (issue 26): each node with a `slowSamplingInterval` is its
 * own monitored item, sampled slowly while none of its keys is wanted (on a screen, in an active alarm),
 * modified to its `samplingInterval` as soon as one is, and back to slow after `SLOW_DOWN_GRACE_MS`.
 * Modifications of one item go one at a time; the last wish wins.
 */
export class SamplingLeases {
  #items: LeasedItem[] = []

  constructor(
    private readonly wanted: (key: string) => boolean,
    private readonly log: Log,
    private readonly graceMs = SLOW_DOWN_GRACE_MS,
  ) {}

  /** The monitoring parameters of a binding at `samplingInterval` (a modify replaces all of them). */
  static parameters(opcua: OpcuaBinding, samplingInterval: number): MonitoringParametersOptions {
    return { samplingInterval, discardOldest: true, queueSize: 1, filter: deadbandFilter(opcua) }
  }

  /** The interval a node's item should sample at now. */
  #desired(entry: LeasedItem): number {
    return entry.keys.some((key) => this.wanted(key))
      ? entry.opcua.samplingInterval
      : entry.opcua.slowSamplingInterval
  }

  /**
   * Adds a leased node; `create` makes its monitored item with the parameters for the interval it should
   * sample at now.
   */
  add(
    nodeId: string,
    keys: string[],
    opcua: OpcuaBinding & { slowSamplingInterval: number },
    create: (parameters: MonitoringParametersOptions) => ClientMonitoredItem,
  ): void {
    const entry: LeasedItem = {
      nodeId,
      keys,
      opcua,
      item: null,
      requested: 0,
      revised: null,
      grace: null,
      retry: null,
      busy: false,
    }
    entry.requested = this.#desired(entry)
    const item = create(SamplingLeases.parameters(opcua, entry.requested))
    entry.item = item
    item.on('initialized', () => {
      entry.revised = item.result?.revisedSamplingInterval ?? null
      // A key may have come or gone while the item was being created.
      void this.#apply(entry)
    })
    this.#items.push(entry)
  }

  /**
   * After a reconnection node-opcua re-created the items from their parameters: ask each again for what it
   * should sample at now, in case a key came or went while the link was down.
   */
  reapply(): void {
    for (const entry of this.#items) {
      entry.requested = Number.NaN
      void this.#apply(entry)
    }
  }

  /** Forgets every item (the subscription they belong to is being replaced). */
  clear(): void {
    for (const entry of this.#items) {
      if (entry.grace) clearTimeout(entry.grace)
      if (entry.retry) clearTimeout(entry.retry)
    }
    this.#items = []
  }

  /** A key came on a screen or left the last one: speed its nodes up at once, slow them down after grace. */
  wantedChanged(key: string): void {
    for (const entry of this.#items) {
      if (!entry.keys.includes(key)) continue
      const fast = this.#desired(entry) === entry.opcua.samplingInterval
      if (fast) {
        if (entry.grace) clearTimeout(entry.grace)
        entry.grace = null
        void this.#apply(entry)
      } else if (!entry.grace && entry.requested !== entry.opcua.slowSamplingInterval) {
        entry.grace = setTimeout(() => {
          entry.grace = null
          void this.#apply(entry)
        }, this.graceMs)
      }
    }
  }

  /** Sends ModifyMonitoredItems until the item samples at what is desired now (one request at a time). */
  async #apply(entry: LeasedItem): Promise<void> {
    const item = entry.item
    if (!item || entry.busy || item.monitoredItemId === undefined) return
    if (!this.#items.includes(entry)) return
    entry.busy = true
    try {
      for (let target = this.#desired(entry); target !== entry.requested; target = this.#desired(entry)) {
        if (entry.grace && target === entry.opcua.slowSamplingInterval) break
        const result = await item.modify(SamplingLeases.parameters(entry.opcua, target))
        entry.requested = target
        entry.revised = result.revisedSamplingInterval
        // node-opcua re-creates the item from these after a lost session: keep them at the current rate.
        item.monitoringParameters.samplingInterval = result.revisedSamplingInterval
        if (!this.#items.includes(entry)) break
      }
    } catch (error) {
      // A session being re-created refuses it for a moment: try again while the item is still ours.
      this.log.warn(`sampling of ${entry.nodeId} not changed: ${(error as Error).message}; retrying in 1 s`)
      if (!entry.retry && this.#items.includes(entry))
        entry.retry = setTimeout(() => {
          entry.retry = null
          void this.#apply(entry)
        }, RETRY_MS)
    } finally {
      entry.busy = false
    }
  }

  /** The leased nodes and what each samples at. */
  state(): LeasedItemState[] {
    return this.#items.map((entry) => ({
      nodeId: entry.nodeId,
      keys: [...entry.keys],
      samplingInterval: entry.opcua.samplingInterval,
      slowSamplingInterval: entry.opcua.slowSamplingInterval,
      requested: entry.requested,
      revised: entry.revised,
    }))
  }
}

/** The absolute deadband filter of a binding, none at 0. */
export function deadbandFilter(opcua: OpcuaBinding): DataChangeFilter | undefined {
  return opcua.deadband > 0
    ? new DataChangeFilter({
        trigger: DataChangeTrigger.StatusValue,
        deadbandType: DeadbandType.Absolute,
        deadbandValue: opcua.deadband,
      })
    : undefined
}
