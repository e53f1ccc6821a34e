import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import { withValues } from '../../engine/messages.ts'
import { durationMs } from '../../engine/workflow/durations.ts'
import { WorkflowError } from '../../engine/workflow/messages.ts'
import type { FlowEffect, FlowModel, FlowState } from '../../engine/workflow/model.ts'
import {
  completeToken,
  fireDueTimers,
  nextTimer,
  type StepResult,
  startProcess,
  terminateProcess,
} from '../../engine/workflow/runner.ts'
import type { Database } from '../db/schema.ts'
import { conflict, HttpError, notFound } from '../http/httpError.ts'
import { FLOW_MESSAGES } from './messages.ts'
import './tables.ts'
import { noticeOverdueTask } from './overdueNotice.ts'

export type Db = Kysely<Database> | Transaction<Database>

/** Who acts: the signed-in user, and whom a delegate acts for. */
export interface Actor {
  userId: number
  username: string
}

/** One instance row as the host works on it. */
interface InstanceRow {
  id: number
  versionId: number
  appId: number
  diagramName: string
  starterId: number | null
  starterName: string
  status: string
  state: string
  parentId: number | null
  parentToken: string | null
  version: number
}

/** Follow-up work inside one transaction (a called process ended, a child must stop). */
type Work =
  | { kind: 'complete'; instanceId: number; token: string; variables: Record<string, unknown> }
  | { kind: 'terminate'; instanceId: number }

/** What a transaction leaves to do after it commits (services are I/O and may use the database). */
interface After {
  services: { instanceId: number; token: string; element: string }[]
  timersChanged: boolean
}

// A signal that starts processes that throw it again must not recurse for ever in one transaction.
const MAX_STARTS_PER_STEP = 50

/**
 * Runs workflow instances for the server: every step (start, task submit, timer, service answer) loads the
 * instance, lets the runner (engine/workflow) compute the next state, and writes state, task rows and log
 * in one transaction. Timers are scheduled from the stored `next_timer_at`, so after a restart — even a
 * kill -9 — `start()` finds every due timer and every service call still waiting and carries on.
 */
export class FlowHost {
  private readonly models = new Map<number, FlowModel>()
  private timer: NodeJS.Timeout | undefined
  private stopped = false
  private ticking: Promise<void> = Promise.resolve()

  constructor(private readonly app: FastifyInstance) {}

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
    void this.afterCommit({ services, timersChanged: true })
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
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
    const after: After = { services: [], timersChanged: false }
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
    extra: { parentId?: number; parentToken?: string; alarmId?: number; startEvent?: string } = {},
    budget = { starts: 0 },
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
      version: 1,
    }
    after.timersChanged = true
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
    budget = { starts: 0 },
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
    row.version++
    row.state = JSON.stringify(state)
    row.status = status
    after.timersChanged = true
  }

  private async drain(
    trx: Transaction<Database>,
    after: After,
    queue: Work[],
    budget: { starts: number },
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
    budget: { starts: number },
  ): Promise<void> {
    const stamp = new Date().toISOString()
    for (const effect of result.effects)
      await this.effect(trx, after, row, model, result, effect, queue, budget, stamp)
  }

  private async effect(
    trx: Transaction<Database>,
    after: After,
    row: InstanceRow,
    model: FlowModel,
    result: StepResult,
    effect: FlowEffect,
    queue: Work[],
    budget: { starts: number },
    stamp: string,
  ): Promise<void> {
    switch (effect.type) {
      case 'task':
        await this.createTask(trx, row, model, result.state, effect.token, effect.element, stamp)
        return
      case 'cancelTask': {
        const tasks = await trx
          .selectFrom('flowTasks')
          .select('id')
          .where('instanceId', '=', row.id)
          .where('token', '=', effect.token)
          .where('status', '=', 'todo')
          .execute()
        for (const task of tasks) {
          await trx
            .updateTable('flowTasks')
            .set({ status: 'cancelled', doneAt: stamp, delegateId: null })
            .where('id', '=', task.id)
            .execute()
          await trx
            .updateTable('flowDelegations')
            .set({ status: 'cancelled', endedAt: stamp })
            .where('taskId', '=', task.id)
            .where('status', '=', 'active')
            .execute()
        }
        return
      }
      case 'service':
        after.services.push({ instanceId: row.id, token: effect.token, element: effect.element })
        return
      case 'call': {
        const called = model.elements[effect.element]?.calledElement ?? ''
        const version = await this.defaultVersion(trx, row.appId, called)
        if (!version) throw new HttpError(422, withValues(FLOW_MESSAGES.notPublished, { name: called }))
        const starter = row.starterId ? { userId: row.starterId, username: row.starterName } : null
        const childId = await this.startIn(
          trx,
          after,
          version,
          starter,
          { ...result.state.variables },
          { parentId: row.id, parentToken: effect.token },
          budget,
        )
        const child = await trx
          .selectFrom('flowInstances')
          .select(['status', 'state'])
          .where('id', '=', childId)
          .executeTakeFirstOrThrow()
        if (child.status === 'completed') {
          const variables = (JSON.parse(child.state) as FlowState).variables
          queue.push({ kind: 'complete', instanceId: row.id, token: effect.token, variables })
        }
        return
      }
      case 'cancelCall': {
        const children = await trx
          .selectFrom('flowInstances')
          .select('id')
          .where('parentId', '=', row.id)
          .where('parentToken', '=', effect.token)
          .where('status', 'in', ['running', 'suspended'])
          .execute()
        for (const child of children) queue.push({ kind: 'terminate', instanceId: child.id })
        return
      }
      case 'signal': {
        const targets = await trx
          .selectFrom('flowDiagrams')
          .innerJoin('flowVersions', 'flowVersions.id', 'flowDiagrams.defaultVersionId')
          .select(['flowVersions.id as versionId', 'flowVersions.model as model'])
          .where('flowDiagrams.appId', '=', row.appId)
          .where('flowVersions.startSignals', 'like', `%${effect.name}%`)
          .execute()
        const starter = row.starterId ? { userId: row.starterId, username: row.starterName } : null
        for (const target of targets) {
          const targetModel = JSON.parse(target.model) as FlowModel
          const start = Object.values(targetModel.elements).find(
            (element) =>
              element.kind === 'startEvent' && element.parent === null && element.signal === effect.name,
          )
          if (start)
            await this.startIn(
              trx,
              after,
              target.versionId,
              starter,
              { signal: effect.name },
              { startEvent: start.id },
              budget,
            )
        }
        return
      }
      case 'completed':
        await this.log(trx, row.id, { action: 'complete', user: null })
        if (row.parentId && row.parentToken)
          queue.push({
            kind: 'complete',
            instanceId: row.parentId,
            token: row.parentToken,
            variables: result.state.variables,
          })
        return
      case 'passed':
        return
    }
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

  // A user task row and who may act on it: the assignee and candidate users by id, candidate roles by id;
  // nobody named means the starter.
  private async createTask(
    trx: Transaction<Database>,
    row: InstanceRow,
    model: FlowModel,
    state: FlowState,
    token: string,
    elementId: string,
    stamp: string,
  ): Promise<void> {
    const element = model.elements[elementId]
    const definition = element?.userTask
    const names = new Set<string>()
    if (definition?.assignee) {
      const variable = /^\$\{\s*([A-Za-z_][\w.]*)\s*\}$/.exec(definition.assignee)
      const resolved = variable ? state.variables[variable[1] ?? ''] : definition.assignee
      if (typeof resolved === 'string' && resolved !== '') names.add(resolved)
    }
    for (const name of definition?.candidateUsers ?? []) names.add(name)
    const userIds = new Set<number>()
    if (names.size > 0) {
      const users = await trx
        .selectFrom('users')
        .select('userId')
        .where('username', 'in', [...names])
        .execute()
      for (const user of users) userIds.add(user.userId)
    }
    const roleIds = new Set(definition?.candidateRoles ?? [])
    if (userIds.size === 0 && roleIds.size === 0 && row.starterId) userIds.add(row.starterId)
    const dueMs = definition?.dueIn ? durationMs(definition.dueIn) : null
    const inserted = await trx
      .insertInto('flowTasks')
      .values({
        instanceId: row.id,
        token,
        elementId,
        name: element?.name || elementId,
        formKey: definition?.formKey ?? '',
        dueAt: dueMs === null ? null : new Date(Date.parse(stamp) + dueMs).toISOString(),
        createdAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const rows = [
      ...[...userIds].map((refId) => ({ taskId: inserted.id, kind: 'user', refId })),
      ...[...roleIds].map((refId) => ({ taskId: inserted.id, kind: 'role', refId })),
    ]
    if (rows.length > 0) await trx.insertInto('flowTaskUsers').values(rows).execute()
  }

  /** Appends to an instance's log. */
  async log(
    db: Db,
    instanceId: number,
    entry: {
      action: string
      user: Actor | null
      forUser?: Actor | null
      taskId?: number
      elementId?: string
      elementName?: string
      audit?: string
      branch?: string
    },
  ): Promise<void> {
    await db
      .insertInto('flowLogs')
      .values({
        instanceId,
        taskId: entry.taskId ?? null,
        elementId: entry.elementId ?? '',
        elementName: entry.elementName ?? '',
        action: entry.action,
        userId: entry.user?.userId ?? null,
        userName: entry.user?.username ?? '',
        forUserId: entry.forUser?.userId ?? null,
        forUserName: entry.forUser?.username ?? '',
        audit: entry.audit ?? '',
        branch: entry.branch ?? '',
        createdAt: new Date().toISOString(),
      })
      .execute()
  }

  private async afterCommit(after: After): Promise<void> {
    for (const call of after.services) await this.runService(call)
    if (after.timersChanged) await this.schedule()
  }

  // Service tasks call the object's service as the instance's starter; the answer goes into the result
  // variable. A failure is logged and the token keeps waiting (an administrator can terminate it).
  private async runService(call: After['services'][number]): Promise<void> {
    if (this.stopped) return
    try {
      const { callObjectService } = await import('./services.ts')
      const row = await this.db
        .selectFrom('flowInstances')
        .select(['versionId', 'starterId', 'starterName', 'state'])
        .where('id', '=', call.instanceId)
        .executeTakeFirst()
      if (!row) return
      const model = await this.model(this.db, row.versionId)
      const service = model.elements[call.element]?.service
      if (!service) return
      const variables = (JSON.parse(row.state) as FlowState).variables
      const actor = { userId: row.starterId ?? 1, username: row.starterName || 'admin' }
      const result = await callObjectService(this.app, service.object, service.service, variables, actor)
      await this.transact(async (trx, after) => {
        const instance = await this.instance(trx, call.instanceId)
        if (instance.status !== 'running') return
        const state = JSON.parse(instance.state) as FlowState
        if (!state.tokens.some((token) => token.id === call.token && token.wait === 'service')) return
        await this.log(trx, instance.id, {
          action: 'service',
          user: null,
          elementId: call.element,
          elementName: model.elements[call.element]?.name ?? '',
        })
        const variablesOut = service.resultVariable ? { [service.resultVariable]: result } : {}
        await this.step(trx, after, instance, (m, s) =>
          completeToken(m, s, call.token, variablesOut, new Date()),
        )
      })
    } catch (error) {
      this.app.log.warn({ err: error }, 'workflow: service task failed')
      await this.log(this.db, call.instanceId, {
        action: 'serviceFailed',
        user: null,
        elementId: call.element,
        audit: String((error as Error).message ?? error).slice(0, 500),
      }).catch(() => {})
    }
  }

  /** Sets the one process timer to the earliest due timer or overdue task. */
  async schedule(): Promise<void> {
    if (this.stopped) return
    const timer = await this.db
      .selectFrom('flowInstances')
      .select((eb) => eb.fn.min('nextTimerAt').as('at'))
      .where('status', '=', 'running')
      .executeTakeFirst()
    const due = await this.db
      .selectFrom('flowTasks')
      .select((eb) => eb.fn.min('dueAt').as('at'))
      .where('status', '=', 'todo')
      .where('overdueNotified', '=', 0)
      .executeTakeFirst()
    const times = [timer?.at, due?.at].filter((at): at is string => typeof at === 'string')
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    if (times.length === 0) return
    const at = Math.min(...times.map((time) => Date.parse(time)))
    const delay = Math.min(Math.max(at - Date.now(), 0), 2 ** 31 - 1)
    this.timer = setTimeout(() => {
      this.ticking = this.ticking
        .then(() => this.tick())
        .catch((error) => this.app.log.error({ err: error }, 'workflow timers failed'))
    }, delay)
    this.timer.unref()
  }

  /** Fires due timers instance by instance and marks overdue tasks. */
  async tick(): Promise<void> {
    if (this.stopped) return
    const stamp = new Date().toISOString()
    const due = await this.db
      .selectFrom('flowInstances')
      .select('id')
      .where('status', '=', 'running')
      .where('nextTimerAt', '<=', stamp)
      .orderBy('nextTimerAt')
      .limit(200)
      .execute()
    for (const { id } of due) {
      await this.transact(async (trx, after) => {
        const row = await this.instance(trx, id)
        if (row.status !== 'running') return
        await this.log(trx, id, { action: 'timer', user: null })
        await this.step(trx, after, row, (model, state) => fireDueTimers(model, state, new Date()))
      }).catch((error) => this.app.log.warn({ err: error }, `workflow: timer of instance ${id} failed`))
    }
    const overdue = await this.db
      .selectFrom('flowTasks')
      .select(['id', 'instanceId', 'elementId', 'name'])
      .where('status', '=', 'todo')
      .where('overdueNotified', '=', 0)
      .where('dueAt', '<=', stamp)
      .limit(500)
      .execute()
    for (const task of overdue) {
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable('flowTasks').set({ overdueNotified: 1 }).where('id', '=', task.id).execute()
        await this.log(trx, task.instanceId, {
          action: 'overdue',
          user: null,
          taskId: task.id,
          elementId: task.elementId,
          elementName: task.name,
        })
      })
      await noticeOverdueTask(this.app, task.id)
    }
    await this.schedule()
  }

  /** Waits for timers that are being fired (tests). */
  settled(): Promise<void> {
    return this.ticking
  }
}
