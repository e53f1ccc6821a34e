import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import { withValues } from '../../engine/messages.ts'
import { WorkflowError } from '../../engine/workflow/messages.ts'
import type { FlowModel, FlowState } from '../../engine/workflow/model.ts'
import {
  completeToken,
  nextTimer,
  type StepResult,
  startProcess,
  terminateProcess,
} from '../../engine/workflow/runner.ts'
import type { Database } from '../db/schema.ts'
import { conflict, HttpError, notFound } from '../http/httpError.ts'
import { journalInstanceEnded, listenToAlarms } from './alarmLoop.ts'
import { applyEffect } from './effects.ts'
import { appendLog } from './flowLog.ts'
import type { Actor, After, Budget, Db, InstanceRow, LogEntry, Work } from './hostTypes.ts'
import { FLOW_MESSAGES } from './messages.ts'
import { runServiceCall } from './serviceCalls.ts'
import { FlowClock } from './timers.ts'
import { noticeAssigned } from './todoNotices.ts'
import { pushTodos } from './todoPush.ts'
import './tables.ts'

export type { Actor, After, Db, InstanceRow } from './hostTypes.ts'

// A signal that starts processes that throw it again must not recurse for ever in one transaction.
const MAX_STARTS_PER_STEP = 50

/** What an instance starts with besides its variables: its caller, its alarm, the start event to use. */
export interface StartExtra {
  parentId?: number
  parentToken?: string
  alarmId?: number
  startEvent?: string
}

/**
 * Runs workflow instances for the server: every step (start, task submit, timer, service answer) loads the
 * instance, lets the runner (engine/workflow) compute the next state, and writes state, task rows and log
 * in one transaction. What a step asks for is done by effects.ts (task rows in taskRows.ts); after the
 * commit come service calls (serviceCalls.ts), to-do notifications (todoNotices.ts) and the timers
 * (timers.ts), which are read from the database, so after a restart — even a kill -9 — `start()` finds
 * every due timer and every service call still waiting and carries on.
 */
export class FlowHost {
  private readonly models = new Map<number, FlowModel>()
  private stopped = false
  readonly clock: FlowClock
  /** The alarm → to-do loop's listener (alarmLoop.ts), from `start()` on. */
  alarms: ReturnType<typeof listenToAlarms> = { off: () => {}, settled: () => Promise.resolve() }

  constructor(readonly app: FastifyInstance) {
    this.clock = new FlowClock(app, this)
  }

  get db(): Kysely<Database> {
    return this.app.db
  }

  /** Resumes after a start: service calls that were waiting, then the timers. */
  async start(): Promise<void> {
    const running = await this.db
      .selectFrom('flowInstances')
      .select(['id', 'state'])
      .where('status', '=', 'running')
      .where('state', 'like', '%"wait":"service"%')
      .execute()
    const services: After['services'] = []
    for (const row of running) {
      const state = JSON.parse(row.state) as FlowState
      for (const token of state.tokens)
        if (token.wait === 'service')
          services.push({ instanceId: row.id, token: token.id, element: token.element })
    }
    void this.afterCommit({ services, timersChanged: true, tasks: [] })
    this.alarms = listenToAlarms(this)
  }

  stop(): void {
    this.stopped = true
    this.clock.stop()
    this.alarms.off()
  }

  /** The compiled model of a published version (cached: versions never change). */
  async model(db: Db, versionId: number): Promise<FlowModel> {
    const cached = this.models.get(versionId)
    if (cached) return cached
    const row = await db
      .selectFrom('flowVersions')
      .select('model')
      .where('id', '=', versionId)
      .executeTakeFirst()
    if (!row) throw notFound(withValues(FLOW_MESSAGES.versionMissing, { id: versionId }))
    const model = JSON.parse(row.model) as FlowModel
    this.models.set(versionId, model)
    return model
  }

  /** Runs `work` in a transaction and what it left to do after the commit. Runner refusals answer 422. */
  async transact<T>(work: (trx: Transaction<Database>, after: After) => Promise<T>): Promise<T> {
    const after: After = { services: [], timersChanged: false, tasks: [] }
    let result: T
    try {
      result = await this.db.transaction().execute((trx) => work(trx, after))
    } catch (error) {
      if (error instanceof WorkflowError) throw new HttpError(422, error.descriptor)
      throw error
    }
    void this.afterCommit(after)
    return result
  }

  /** Starts an instance of a published version; returns its id. */
  async startIn(
    trx: Transaction<Database>,
    after: After,
    versionId: number,
    starter: Actor | null,
    variables: Record<string, unknown>,
    extra: StartExtra = {},
    budget: Budget = { starts: 0 },
  ): Promise<number> {
    if (++budget.starts > MAX_STARTS_PER_STEP) throw new HttpError(422, FLOW_MESSAGES.refused)
    const version = await trx
      .selectFrom('flowVersions')
      .select(['id', 'diagramId', 'appId', 'diagramName', 'versionNo'])
      .where('id', '=', versionId)
      .executeTakeFirst()
    if (!version) throw notFound(withValues(FLOW_MESSAGES.versionMissing, { id: versionId }))
    const model = await this.model(trx, versionId)
    const now = new Date()
    const starterVars = starter ? { starter: starter.username, starterId: starter.userId } : {}
    const result = startProcess(model, { ...variables, ...starterVars }, now, extra.startEvent)
    const stamp = now.toISOString()
    const inserted = await trx
      .insertInto('flowInstances')
      .values({
        diagramId: version.diagramId,
        versionId,
        versionNo: version.versionNo,
        appId: version.appId,
        diagramName: version.diagramName,
        starterId: starter?.userId ?? null,
        starterName: starter?.username ?? '',
        status: result.state.status,
        state: JSON.stringify(result.state),
        nextTimerAt: nextTimer(result.state),
        parentId: extra.parentId ?? null,
        parentToken: extra.parentToken ?? null,
        alarmId: extra.alarmId ?? null,
        createdAt: stamp,
        updatedAt: stamp,
        endedAt: result.state.status === 'running' ? null : stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row: InstanceRow = {
      id: inserted.id,
      versionId,
      appId: version.appId,
      diagramName: version.diagramName,
      starterId: starter?.userId ?? null,
      starterName: starter?.username ?? '',
      status: result.state.status,
      state: JSON.stringify(result.state),
      parentId: extra.parentId ?? null,
      parentToken: extra.parentToken ?? null,
      alarmId: extra.alarmId ?? null,
      version: 1,
    }
    after.timersChanged = true
    touched(after, row.id)
    await this.log(trx, row.id, { action: 'start', user: starter })
    const queue: Work[] = []
    await this.effects(trx, after, row, model, result, queue, budget)
    await this.drain(trx, after, queue, budget)
    return row.id
  }

  /** Loads an instance inside the transaction, locking its row on PostgreSQL. */
  async instance(trx: Transaction<Database>, id: number): Promise<InstanceRow> {
    let query = trx
      .selectFrom('flowInstances')
      .select([
        'id',
        'versionId',
        'appId',
        'diagramName',
        'starterId',
        'starterName',
        'status',
        'state',
        'parentId',
        'parentToken',
        'alarmId',
        'version',
      ])
      .where('id', '=', id)
    if (this.app.engine === 'postgres') query = query.forUpdate()
    const row = await query.executeTakeFirst()
    if (!row) throw notFound(withValues(FLOW_MESSAGES.processMissing, { id }))
    return row
  }

  /**
   * One step on a loaded instance: `step` computes the next state; it is saved (guarded by the row's
   * version), then its effects are carried out and follow-up work is done, all in `trx`.
   */
  async step(
    trx: Transaction<Database>,
    after: After,
    row: InstanceRow,
    step: (model: FlowModel, state: FlowState) => StepResult,
    budget: Budget = { starts: 0 },
  ): Promise<StepResult> {
    const model = await this.model(trx, row.versionId)
    const result = step(model, JSON.parse(row.state) as FlowState)
    const queue: Work[] = []
    await this.save(trx, row, result.state, after)
    await this.effects(trx, after, row, model, result, queue, budget)
    await this.drain(trx, after, queue, budget)
    return result
  }

  /** Writes a new state over `row`; 409 when someone else wrote it since it was read. */
  async save(trx: Transaction<Database>, row: InstanceRow, state: FlowState, after: After): Promise<void> {
    const stamp = new Date().toISOString()
    const status = state.status === 'running' && row.status === 'suspended' ? 'suspended' : state.status
    const result = await trx
      .updateTable('flowInstances')
      .set({
        state: JSON.stringify(state),
        status,
        nextTimerAt: nextTimer(state),
        updatedAt: stamp,
        endedAt: status === 'completed' || status === 'terminated' ? stamp : null,
        version: row.version + 1,
      })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1)
      throw conflict(withValues(FLOW_MESSAGES.processState, { id: row.id, status: 'changed' }))
    const ended = status === 'completed' || status === 'terminated'
    if (ended && row.status !== status) await journalInstanceEnded(trx, row, status)
    row.version++
    row.state = JSON.stringify(state)
    row.status = status
    after.timersChanged = true
    touched(after, row.id)
  }

  /** The default (published) version of a diagram by name in an application. */
  async defaultVersion(db: Db, appId: number, name: string): Promise<number | null> {
    const diagram = await db
      .selectFrom('flowDiagrams')
      .select('defaultVersionId')
      .where('appId', '=', appId)
      .where('diagramName', '=', name)
      .executeTakeFirst()
    return diagram?.defaultVersionId ?? null
  }

  /** Appends to an instance's log. */
  log(db: Db, instanceId: number, entry: LogEntry): Promise<void> {
    return appendLog(db, instanceId, entry)
  }

  /** Sets the process timer to the earliest due timer, start timer or overdue task (timers.ts). */
  schedule(): Promise<void> {
    return this.clock.schedule()
  }

  /** Fires what is due now (timers.ts). */
  tick(): Promise<void> {
    return this.clock.tick()
  }

  /** Waits for timers that are being fired (tests). */
  async settled(): Promise<void> {
    await this.alarms.settled()
    await this.clock.settled()
  }

  private async drain(
    trx: Transaction<Database>,
    after: After,
    queue: Work[],
    budget: Budget,
  ): Promise<void> {
    while (queue.length > 0) {
      const work = queue.shift() as Work
      const row = await this.instance(trx, work.instanceId)
      if (row.status !== 'running' && row.status !== 'suspended') continue
      if (work.kind === 'complete') {
        await this.step(
          trx,
          after,
          row,
          (model, state) => completeToken(model, state, work.token, work.variables, new Date()),
          budget,
        )
      } else {
        await this.step(trx, after, row, (model, state) => terminateProcess(model, state, new Date()), budget)
      }
    }
  }

  private async effects(
    trx: Transaction<Database>,
    after: After,
    row: InstanceRow,
    model: FlowModel,
    result: StepResult,
    queue: Work[],
    budget: Budget,
  ): Promise<void> {
    const stamp = new Date().toISOString()
    for (const effect of result.effects)
      await applyEffect(this, trx, after, row, model, result, effect, queue, budget, stamp)
  }

  private async afterCommit(after: After): Promise<void> {
    if (after.tasks.length > 0) await noticeAssigned(this.app, after.tasks)
    if (after.instances) await pushTodos(this.app, after.instances)
    for (const call of after.services) if (!this.stopped) await runServiceCall(this, call)
    if (after.timersChanged) await this.schedule()
  }
}

/** Marks an instance as changed in this transaction, for the to-do push after the commit. */
export function touched(after: After, instanceId: number): void {
  after.instances ??= new Set()
  after.instances.add(instanceId)
}
