import { formatMessage, type MessageDescriptor, withValues } from '../../engine/messages.ts'
import { ConnectorNoAnswer, ConnectorRegistry, ConnectorUnavailable } from './connectors.ts'
import { type HubOptions, LiveHub } from './hub.ts'
import { LIVE_MESSAGES } from './messages.ts'
import { type ModelSync, singleProcessSync } from './modelSync.ts'
import { LiveStore } from './store.ts'
import type { LiveObjectDefinition, Vqt } from './types.ts'
import { liveKey } from './types.ts'
import { valueProblem, valueProblemMessage } from './values.ts'

/** Reads object definitions from the model storage (the metadata tables). */
export interface ModelSource {
  loadAll(): Promise<LiveObjectDefinition[]>
  /** The named objects that still exist; missing names are simply absent from the answer. */
  load(objNames: readonly string[]): Promise<LiveObjectDefinition[]>
}

/** A point of a property's history. */
export interface HistoryPoint extends Vqt {}

/** What the history store (a later module) provides for reading; `PUT /objectselector/history/data` uses it. */
export interface HistoryReader {
  read(query: {
    keys: string[]
    start: string
    end: string
  }): Promise<{ key: string; points: HistoryPoint[] }[]>
}

/** A refused user write; `status` is the HTTP answer, `descriptor` its words for the app to translate. */
export class LiveWriteError extends Error {
  readonly descriptor: MessageDescriptor | undefined

  constructor(
    readonly status: number,
    text: MessageDescriptor | string,
  ) {
    super(typeof text === 'string' ? text : formatMessage(text))
    this.descriptor = typeof text === 'string' ? undefined : text
  }

  /** What the HTTP answer says: the descriptor when there is one, else the plain text. */
  get text(): MessageDescriptor | string {
    return this.descriptor ?? this.message
  }
}

/** A driver entry of an object (spec S0 §3 "Device": name, online, description, time, type). */
export interface DriverEntry {
  name: string
  type: string
  online: boolean
  description: string
  time: string
}

/**
 * The live side of the server as one object, `app.live`: the value store, the connectors feeding it, the
 * WebSocket hub, and the optional history reader. Model writes call `refresh` with the objects they touched.
 */
export class LiveRuntime {
  readonly store = new LiveStore()
  readonly connectors: ConnectorRegistry
  readonly hub: LiveHub
  /** Set by the history module when it exists. */
  history: HistoryReader | null = null
  /** Other server processes on the same database; set by the live plugin on PostgreSQL. */
  sync: ModelSync = singleProcessSync
  /** A failed announcement does not undo the committed write; it is reported here (logged). */
  onSyncError: (error: unknown) => void = () => {}
  #refreshing: Promise<void> = Promise.resolve()

  constructor(
    private readonly source: ModelSource,
    options: { hub?: HubOptions } = {},
  ) {
    this.hub = new LiveHub(this.store, options.hub)
    this.connectors = new ConnectorRegistry(this.store, this.hub.interest)
  }

  async loadAll(): Promise<void> {
    this.store.define(await this.source.loadAll())
  }

  /**
   * After a model write this process committed: re-reads the objects it touched here, then tells the
   * other server processes on the same database (`sync`) to do the same.
   */
  async refresh(objNames: readonly string[]): Promise<void> {
    await this.reload(objNames)
    await this.sync.announce([...new Set(objNames)]).catch((error) => this.onSyncError(error))
  }

  /**
   * Re-reads these objects (or the whole model): redefines those that exist and forgets the others.
   * Reloads run one after another, so an older read never overwrites a newer one; reading the same
   * model twice keeps the values.
   */
  reload(objNames: readonly string[] | 'all'): Promise<void> {
    const run = this.#refreshing.then(async () => {
      if (objNames === 'all') {
        const definitions = await this.source.loadAll()
        const found = new Set(definitions.map((definition) => definition.name))
        this.store.define(definitions)
        this.store.remove(this.store.objectNames().filter((name) => !found.has(name)))
        return
      }
      const names = [...new Set(objNames)]
      if (names.length === 0) return
      const definitions = await this.source.load(names)
      const found = new Set(definitions.map((definition) => definition.name))
      this.store.define(definitions)
      this.store.remove(names.filter((name) => !found.has(name)))
    })
    this.#refreshing = run.catch(() => {})
    return run
  }

  /**
   * Why a signed-in user's write of `value` would be refused before it is tried (a missing property, the
   * wrong type, a read-only one); null when it would be tried. Lets a batch check every value first.
   */
  userWriteProblem(objName: string, propName: string, value: unknown): LiveWriteError | null {
    const key = liveKey(objName, propName)
    const property = this.store.property(objName, propName)
    if (!property) return new LiveWriteError(404, withValues(LIVE_MESSAGES.propertyMissing, { key }))
    const problem = valueProblem(property.type, value)
    if (problem) return new LiveWriteError(400, valueProblemMessage('property', key, property.type, problem))
    if (!property.writable) return new LiveWriteError(400, withValues(LIVE_MESSAGES.readOnly, { key }))
    return null
  }

  /**
   * A signed-in user's write (setPropertyValue, services): the exact type is required, read-only
   * properties refuse, and a bound property is published to its connector before it is stored.
   */
  async setByUser(
    objName: string,
    propName: string,
    value: unknown,
    user: { userId: number; username: string },
  ): Promise<Vqt> {
    const key = liveKey(objName, propName)
    const refused = this.userWriteProblem(objName, propName, value)
    if (refused) throw refused
    const property = this.store.property(objName, propName)
    if (!property) throw new LiveWriteError(404, withValues(LIVE_MESSAGES.propertyMissing, { key }))
    if (property.binding) {
      try {
        await this.connectors.publish({
          objName,
          propName,
          key,
          type: property.type,
          binding: property.binding,
          value,
          user,
        })
      } catch (error) {
        if (error instanceof ConnectorUnavailable)
          throw new LiveWriteError(
            503,
            withValues(LIVE_MESSAGES.connectorDown, { connector: error.connector }),
          )
        if (error instanceof ConnectorNoAnswer)
          throw new LiveWriteError(
            504,
            withValues(LIVE_MESSAGES.connectorNoAnswer, {
              connector: error.connector,
              seconds: error.seconds,
            }),
          )
        throw new LiveWriteError(
          502,
          withValues(LIVE_MESSAGES.connectorRefused, {
            connector: property.binding.connector,
            error: String(error),
          }),
        )
      }
    }
    const result = this.store.write(objName, propName, value, {
      strict: true,
      origin: { kind: 'user', userId: user.userId, username: user.username },
    })
    if (!result.ok) throw new LiveWriteError(result.status, result.reason)
    return result.vqt
  }

  /** The connectors feeding an object's properties, with their status. */
  drivers(objName: string): DriverEntry[] {
    const names = new Set<string>()
    for (const property of this.store.object(objName)?.properties ?? []) {
      if (property.binding) names.add(property.binding.connector)
    }
    return [...names].map((name) => {
      const connector = this.connectors.get(name)
      if (!connector) return { name, type: 'unknown', online: false, description: 'Not running', time: '' }
      return { name, type: connector.type, ...connector.status() }
    })
  }

  async close(): Promise<void> {
    await this.sync.close()
    this.hub.close()
    await this.connectors.stopAll()
  }
}
