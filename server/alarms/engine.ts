import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { LiveHub } from '../live/hub.ts'
import type { LiveStore } from '../live/store.ts'
import type { LiveAlarmLimit, LiveObjectDefinition, ValueChange } from '../live/types.ts'
import { liveKey } from '../live/types.ts'
import type { AlarmColors } from './colors.ts'
import { alarmIdentity, breachedLimits, numericValue } from './evaluate.ts'
import type { AlarmsTable } from './tables.ts'
import { type AlarmAction, type AlarmRecord, recordOf } from './types.ts'

type RaiseOp = { kind: 'raise'; record: AlarmRecord }
type ClearOp = { kind: 'clear'; record: AlarmRecord; time: string; value: number | null }
type Op = RaiseOp | ClearOp

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Rows per statement: 17 columns × 500 stays far below SQLite's bound-parameter limit. */
const ROWS_PER_STATEMENT = 500

/**
 * Splits queued ops into runs of one kind, each naming an alarm at most once and at most
 * ROWS_PER_STATEMENT long, keeping their order: a raise, clear and raise of the same alarm stay three
 * steps, as they must.
 */
function runs(ops: readonly Op[]): Op[][] {
  const out: Op[][] = []
  let run: Op[] = []
  let seen = new Set<string>()
  for (const op of ops) {
    const identity = alarmIdentity(op.record.objName, op.record.propName, op.record.limitName)
    if (
      run.length > 0 &&
      (run[0]?.kind !== op.kind || seen.has(identity) || run.length >= ROWS_PER_STATEMENT)
    ) {
      out.push(run)
      run = []
      seen = new Set()
    }
    run.push(op)
    seen.add(identity)
  }
  if (run.length > 0) out.push(run)
  return out
}

export interface AlarmUser {
  userId: number
  username: string
}

/**
 * Evaluates every live value change against the property's alarm limits (spec S1 §3–§4): a breached
 * limit raises an alarm, the value returning clears it (isRemove), a user acknowledges it (isConfirm).
 *
 * Evaluation is synchronous and in memory (the active alarms by key); the database writes are queued and
 * written in batches, one transaction per batch, in order; each raise, clear and acknowledgement is
 * published to the WebSocket hub once written, carrying the alarm's id. Only values of quality 'good' are
 * evaluated: a bad or uncertain reading neither raises nor clears.
 *
 * Restarts: active alarms are read back at start and stay active until a new value of their property
 * shows the return (the first values after a restart are defaults, not readings, so they do not count).
 */
export class AlarmEngine {
  /** Active alarms by key `objName.propName`, then by limit name. */
  readonly #active = new Map<string, Map<string, AlarmRecord>>()
  /** Keys that changed since start: their current value is a reading, fit to re-evaluate on model edits. */
  readonly #fresh = new Set<string>()
  #pending: Op[] = []
  #scheduled = false
  #chain: Promise<void> = Promise.resolve()
  #off: (() => void)[] = []
  readonly #listeners = new Set<(action: AlarmAction, record: AlarmRecord) => void>()
  #syncTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: LiveStore,
    private readonly hub: LiveHub,
    private readonly colors: AlarmColors,
    private readonly options: { syncMs: number; batchMs?: number; onError: (error: unknown) => void },
  ) {}

  async start(): Promise<void> {
    await this.colors.refresh()
    for (const row of await this.db.selectFrom('alarms').selectAll().where('isRemove', '=', 0).execute()) {
      this.#remember(recordOf(row))
    }
    this.#off.push(this.store.onChange((change) => this.#onChange(change)))
    this.#off.push(this.store.onModel((change) => this.#onModel(change)))
    if (this.options.syncMs > 0) {
      this.#syncTimer = setInterval(() => {
        this.#chain = this.#chain.then(() => this.#sync())
      }, this.options.syncMs)
      this.#syncTimer.unref?.()
    }
  }

  async stop(): Promise<void> {
    for (const off of this.#off) off()
    this.#off = []
    if (this.#syncTimer) clearInterval(this.#syncTimer)
    this.#syncTimer = null
    await this.settled()
  }

  /** Resolves once every queued write is in the database and published. */
  async settled(): Promise<void> {
    for (;;) {
      const chain = this.#chain
      await chain
      if (chain === this.#chain && this.#pending.length === 0) return
    }
  }

  /**
   * Calls `listener` with every raise, acknowledgement and clear once written (as published to the hub);
   * the listener must not block (the notification centre only queues). Answers the unsubscribe.
   */
  onEvent(listener: (action: AlarmAction, record: AlarmRecord) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Re-keys the active alarms of a renamed property (their rows were renamed in the rename's transaction),
   * so the model refresh that follows finds them under the new name instead of clearing them.
   */
  renameProperty(objNames: readonly string[], from: string, to: string): void {
    for (const objName of objNames) {
      const oldKey = liveKey(objName, from)
      const byLimit = this.#active.get(oldKey)
      this.#active.delete(oldKey)
      if (this.#fresh.delete(oldKey)) this.#fresh.add(liveKey(objName, to))
      if (!byLimit) continue
      this.hub.interest.set('alarm', oldKey, false)
      for (const record of byLimit.values()) this.#remember({ ...record, propName: to })
    }
  }

  /** The alarms active in this process now (tests, benchmarks). */
  activeAlarms(): AlarmRecord[] {
    return [...this.#active.values()].flatMap((byLimit) => [...byLimit.values()])
  }

  /**
   * Acknowledges alarms by id for `user` (with the time): answers the records acknowledged now and the
   * ids that were acknowledged before. Unknown ids must be refused by the caller beforehand.
   */
  async acknowledge(
    ids: readonly number[],
    user: AlarmUser,
  ): Promise<{ list: AlarmRecord[]; already: number[] }> {
    await this.settled()
    const at = new Date().toISOString()
    const rows = await this.db
      .updateTable('alarms')
      .set({ isConfirm: 1, confirmUserId: user.userId, confirmPerson: user.username, confirmTime: at })
      .where('alarmId', 'in', [...ids])
      .where('isConfirm', '=', 0)
      .returningAll()
      .execute()
    const list = rows.map(recordOf).sort((a, b) => a.id - b.id)
    const done = new Set(list.map((record) => record.id))
    for (const record of list) {
      this.#replaceIfActive(record)
      this.#publish('acknowledged', record)
    }
    return { list, already: ids.filter((id) => !done.has(id)) }
  }

  #onChange(change: ValueChange): void {
    // A model edit that resets a value to its default is not a reading.
    if (change.origin.kind === 'model') return
    const active = this.#active.get(change.key)
    const definition = this.store.property(change.objName, change.propName)
    const limits = definition?.alarmLimits
    if (!active && (!limits || limits.length === 0)) return
    this.#fresh.add(change.key)
    if (change.quality !== 'good') return
    this.#evaluate(change.objName, change.propName, change.value, change.timestamp, limits ?? [])
  }

  #evaluate(
    objName: string,
    propName: string,
    raw: unknown,
    time: string,
    limits: readonly LiveAlarmLimit[],
  ) {
    const key = liveKey(objName, propName)
    const value = numericValue(raw)
    if (value === null) return
    const active = this.#active.get(key)
    const breached = breachedLimits(value, limits, new Set(active?.keys() ?? []))
    if (active) {
      for (const [limitName, record] of active) {
        if (!breached.some((limit) => limit.name === limitName)) this.#clear(record, time, value)
      }
    }
    for (const limit of breached) {
      if (this.#active.get(key)?.has(limit.name)) continue
      this.#raise(objName, propName, limit, value, time)
    }
  }

  /** Limits edited or objects removed: alarms of vanished or disabled limits clear; fresh values re-evaluate. */
  #onModel({ defined, removed }: { defined: LiveObjectDefinition[]; removed: string[] }): void {
    const at = new Date().toISOString()
    for (const objName of removed) {
      for (const record of this.activeAlarms().filter((r) => r.objName === objName))
        this.#clear(record, at, null)
    }
    for (const object of defined) {
      const properties = new Map(object.properties.map((p) => [p.name, p]))
      for (const record of this.activeAlarms().filter((r) => r.objName === object.name)) {
        const limits = properties.get(record.propName)?.alarmLimits ?? []
        if (!limits.some((limit) => limit.enabled && limit.name === record.limitName)) {
          this.#clear(record, at, null)
        }
      }
      for (const property of object.properties) {
        const key = liveKey(object.name, property.name)
        if (!this.#fresh.has(key)) continue
        const vqt = this.store.getKey(key)
        if (vqt?.quality === 'good')
          this.#evaluate(object.name, property.name, vqt.value, at, property.alarmLimits)
      }
    }
  }

  #raise(objName: string, propName: string, limit: LiveAlarmLimit, value: number, time: string): void {
    const record: AlarmRecord = {
      id: 0,
      objName,
      propName,
      limitName: limit.name,
      showName: limit.showName || limit.name,
      alertType: limit.alertType,
      limitValue: limit.limitValue,
      value,
      priority: limit.priority,
      color: this.colors.colorOf(limit.priority, limit.color),
      alarmTime: time,
      isConfirm: false,
      confirmUserId: null,
      confirmPerson: '',
      confirmTime: null,
      isRemove: false,
      removeTime: null,
      removeValue: null,
    }
    this.#remember(record)
    this.#enqueue({ kind: 'raise', record })
  }

  #clear(record: AlarmRecord, time: string, value: number | null): void {
    this.#forget(record)
    this.#enqueue({ kind: 'clear', record, time, value })
  }

  #remember(record: AlarmRecord): void {
    const key = liveKey(record.objName, record.propName)
    let byLimit = this.#active.get(key)
    if (!byLimit) {
      byLimit = new Map()
      this.#active.set(key, byLimit)
      this.hub.interest.set('alarm', key, true)
    }
    byLimit.set(record.limitName, record)
  }

  #forget(record: AlarmRecord): void {
    const key = liveKey(record.objName, record.propName)
    const byLimit = this.#active.get(key)
    byLimit?.delete(record.limitName)
    if (byLimit?.size === 0) {
      this.#active.delete(key)
      this.hub.interest.set('alarm', key, false)
    }
  }

  #replaceIfActive(record: AlarmRecord): void {
    const current = this.#active.get(liveKey(record.objName, record.propName))?.get(record.limitName)
    if (current && current.id === record.id) Object.assign(current, record)
  }

  #enqueue(op: Op): void {
    this.#pending.push(op)
    if (this.#scheduled) return
    this.#scheduled = true
    // A short wait gathers a burst into one transaction (one commit, one fsync); WebSocket clients hear of
    // alarms in 50 ms batches anyway.
    this.#chain = this.#chain.then(() => delay(this.options.batchMs ?? 20)).then(() => this.#drain())
  }

  /**
   * Writes every queued change in one transaction, then publishes them in order. Consecutive raises (and
   * consecutive clears) of distinct alarms go in one statement each, so an alarm storm costs a few
   * statements per batch rather than one per alarm.
   */
  async #drain(): Promise<void> {
    this.#scheduled = false
    const ops = this.#pending
    this.#pending = []
    if (ops.length === 0) return
    try {
      const events = await this.db.transaction().execute(async (trx) => {
        const out: [AlarmAction, AlarmRecord][] = []
        for (const run of runs(ops)) {
          if (run[0]?.kind === 'raise') out.push(...(await this.#insert(trx, run as RaiseOp[])))
          else out.push(...(await this.#remove(trx, run as ClearOp[])))
        }
        return out
      })
      for (const [action, record] of events) this.#publish(action, record)
    } catch (error) {
      this.options.onError(error)
    }
  }

  /** Inserts raised alarms; one another process raised first is adopted (its row, its id) instead. */
  async #insert(trx: Transaction<Database>, ops: RaiseOp[]): Promise<[AlarmAction, AlarmRecord][]> {
    const inserted = await trx
      .insertInto('alarms')
      .values(ops.map(({ record: { id: _, ...fields } }) => ({ ...fields, isConfirm: 0, isRemove: 0 })))
      // The partial index's predicate as a literal: SQLite matches the conflict target to it textually.
      .onConflict((oc) =>
        oc.columns(['objName', 'propName', 'limitName']).where('isRemove', '=', sql.lit(0)).doNothing(),
      )
      .returningAll()
      .execute()
    const stored = new Map(
      inserted.map((row) => [alarmIdentity(row.objName, row.propName, row.limitName), row]),
    )
    const taken = ops.filter(
      ({ record: r }) => !stored.has(alarmIdentity(r.objName, r.propName, r.limitName)),
    )
    if (taken.length > 0) {
      const rows = await trx
        .selectFrom('alarms')
        .selectAll()
        .where('isRemove', '=', 0)
        .where((eb) =>
          eb(
            eb.refTuple('objName', 'propName', 'limitName'),
            'in',
            taken.map(({ record: r }) => eb.tuple(r.objName, r.propName, r.limitName)),
          ),
        )
        .execute()
      for (const row of rows) stored.set(alarmIdentity(row.objName, row.propName, row.limitName), row)
    }
    return ops.map(({ record }) => {
      const row = stored.get(alarmIdentity(record.objName, record.propName, record.limitName))
      if (row) Object.assign(record, recordOf(row))
      return ['raised', { ...record }]
    })
  }

  /**
   * Marks cleared alarms removed, each with its own time and value, in one UPDATE … FROM (VALUES …).
   * An alarm already removed (another process was first) is left as it is; this process's clients still
   * hear of the clear.
   */
  async #remove(trx: Transaction<Database>, ops: ClearOp[]): Promise<[AlarmAction, AlarmRecord][]> {
    const known = ops.filter((op) => op.record.id > 0)
    if (known.length > 0) {
      // VALUES columns are column1… on both engines; the casts type PostgreSQL's parameters.
      const values = sql.join(
        known.map(
          (op) => sql`(cast(${op.record.id} as integer), ${op.time}, cast(${op.value} as double precision))`,
        ),
      )
      const { rows } = await sql<Selectable<AlarmsTable>>`update alarms
        set is_remove = 1, remove_time = v.column2, remove_value = v.column3
        from (values ${values}) as v where alarms.alarm_id = v.column1 and alarms.is_remove = 0
        returning *`.execute(trx)
      // The rows as stored (an acknowledgement made meanwhile included). SQLite refuses `alarms.*` here,
      // and PostgreSQL's `*` adds v's columns, which recordOf ignores.
      const byId = new Map(rows.map((row) => [row.alarmId, row]))
      for (const op of known) {
        const row = byId.get(op.record.id)
        if (row) Object.assign(op.record, recordOf(row))
      }
    }
    // Not in the rows: another process removed it first, or it was never written (its raise failed).
    return ops.map((op) => {
      Object.assign(op.record, { isRemove: true, removeTime: op.record.removeTime ?? op.time })
      if (op.record.removeValue === null) op.record.removeValue = op.value
      return ['cleared', { ...op.record }]
    })
  }

  /**
   * Several processes share one database: what another process did (an acknowledgement, a raise through
   * its own connector, a clear) reaches this process's memory and WebSocket clients here.
   */
  async #sync(): Promise<void> {
    if (this.#pending.length > 0) return
    try {
      const rows = (await this.db.selectFrom('alarms').selectAll().where('isRemove', '=', 0).execute()).map(
        recordOf,
      )
      if (this.#pending.length > 0) return
      const inDb = new Map(rows.map((r) => [alarmIdentity(r.objName, r.propName, r.limitName), r]))
      for (const record of this.activeAlarms()) {
        if (record.id === 0) continue
        const stored = inDb.get(alarmIdentity(record.objName, record.propName, record.limitName))
        if (!stored || stored.id !== record.id) {
          this.#forget(record)
          const gone = await this.db
            .selectFrom('alarms')
            .selectAll()
            .where('alarmId', '=', record.id)
            .executeTakeFirst()
          this.#publish('cleared', gone ? recordOf(gone) : { ...record, isRemove: true })
        } else if (stored.isConfirm && !record.isConfirm) {
          Object.assign(record, stored)
          this.#publish('acknowledged', { ...record })
        }
      }
      for (const stored of rows) {
        const key = liveKey(stored.objName, stored.propName)
        if (this.#active.get(key)?.has(stored.limitName)) continue
        this.#remember(stored)
        this.#publish('raised', stored)
      }
    } catch (error) {
      this.options.onError(error)
    }
  }

  #publish(action: AlarmAction, record: AlarmRecord): void {
    this.hub.publishAlarm({ action, ...record })
    for (const listener of this.#listeners) {
      try {
        listener(action, record)
      } catch (error) {
        this.options.onError(error)
      }
    }
  }
}
