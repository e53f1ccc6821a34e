import type { FastifyInstance } from 'fastify'
import { parseCycle, timerDue } from '../../engine/workflow/durations.ts'
import type { FlowModel, FlowTimer } from '../../engine/workflow/model.ts'
import { fireDueTimers } from '../../engine/workflow/runner.ts'
import type { FlowHost } from './host.ts'
import type { Db } from './hostTypes.ts'
import { noticeOverdue } from './todoNotices.ts'
import './tables.ts'

// One pass handles at most this many of each kind; the next pass follows at once when more are due.
const BATCH = 200

/**
 * The timers of the workflow in one process timer: timer events and boundary timers of running instances
 * (`flowInstances.nextTimerAt`), timer start events of published diagrams (`flowStartTimers`) and to-dos
 * reaching their due time. All three are read from the database, so after a restart `schedule()` finds
 * whatever came due while the server was down and fires it once.
 */
export class FlowClock {
  private handle: NodeJS.Timeout | undefined
  private stopped = false
  private ticking: Promise<void> = Promise.resolve()

  constructor(
    private readonly app: FastifyInstance,
    private readonly host: FlowHost,
  ) {}

  stop(): void {
    this.stopped = true
    if (this.handle) clearTimeout(this.handle)
  }

  /** Waits for timers that are being fired (tests, shutdown). */
  settled(): Promise<void> {
    return this.ticking
  }

  /** Sets the one process timer to the earliest due instance timer, start timer or to-do due time. */
  async schedule(): Promise<void> {
    if (this.stopped) return
    const db = this.app.db
    const timer = await db
      .selectFrom('flowInstances')
      .select((eb) => eb.fn.min('nextTimerAt').as('at'))
      .where('status', '=', 'running')
      .executeTakeFirst()
    const start = await db
      .selectFrom('flowStartTimers')
      .select((eb) => eb.fn.min('nextAt').as('at'))
      .executeTakeFirst()
    const due = await db
      .selectFrom('flowTasks')
      .select((eb) => eb.fn.min('dueAt').as('at'))
      .where('status', '=', 'todo')
      .where('overdueNotified', '=', 0)
      .executeTakeFirst()
    const times = [timer?.at, start?.at, due?.at].filter((at): at is string => typeof at === 'string')
    if (this.handle) clearTimeout(this.handle)
    this.handle = undefined
    if (times.length === 0 || this.stopped) return
    const at = Math.min(...times.map((time) => Date.parse(time)))
    const delay = Math.min(Math.max(at - Date.now(), 0), 2 ** 31 - 1)
    this.handle = setTimeout(() => {
      this.ticking = this.ticking
        .then(() => this.tick())
        .catch((error) => this.app.log.error({ err: error }, 'workflow timers failed'))
    }, delay)
    this.handle.unref()
  }

  /** Fires due instance timers, starts processes whose start timer is due, marks and notifies overdue to-dos. */
  async tick(): Promise<void> {
    if (this.stopped) return
    await this.fireInstanceTimers()
    await this.fireStartTimers()
    await this.markOverdue()
    await this.schedule()
  }

  private async fireInstanceTimers(): Promise<void> {
    const due = await this.app.db
      .selectFrom('flowInstances')
      .select('id')
      .where('status', '=', 'running')
      .where('nextTimerAt', '<=', new Date().toISOString())
      .orderBy('nextTimerAt')
      .limit(BATCH)
      .execute()
    for (const { id } of due) {
      if (this.stopped) return
      await this.host
        .transact(async (trx, after) => {
          const row = await this.host.instance(trx, id)
          if (row.status !== 'running') return
          await this.host.log(trx, id, { action: 'timer', user: null })
          await this.host.step(trx, after, row, (model, state) => fireDueTimers(model, state, new Date()))
        })
        .catch((error) => this.app.log.warn({ err: error }, `workflow: timer of instance ${id} failed`))
    }
  }

  // A start timer moves on (or ends) in the transaction that starts its instance: exactly one start per
  // firing even when the server dies in between. A start that fails is logged and the timer still moves on,
  // so a broken model does not fire again every pass.
  private async fireStartTimers(): Promise<void> {
    const due = await this.app.db
      .selectFrom('flowStartTimers')
      .select(['id'])
      .where('nextAt', '<=', new Date().toISOString())
      .orderBy('nextAt')
      .limit(BATCH)
      .execute()
    for (const { id } of due) {
      if (this.stopped) return
      try {
        await this.host.transact(async (trx, after) => {
          const timer = await trx
            .selectFrom('flowStartTimers')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst()
          if (!timer?.nextAt || timer.nextAt > new Date().toISOString()) return
          const model = await this.host.model(trx, timer.versionId)
          const next = nextStart(model.elements[timer.elementId]?.timer, timer.fired + 1, timer.nextAt)
          const moved = await trx
            .updateTable('flowStartTimers')
            .set({ nextAt: next, fired: timer.fired + 1 })
            .where('id', '=', id)
            .where('fired', '=', timer.fired)
            .executeTakeFirst()
          if (Number(moved.numUpdatedRows) !== 1) return
          await this.host.startIn(trx, after, timer.versionId, null, {}, { startEvent: timer.elementId })
        })
      } catch (error) {
        this.app.log.warn({ err: error }, `workflow: timer start ${id} failed`)
        await this.app.db
          .updateTable('flowStartTimers')
          .set((eb) => ({ nextAt: null, fired: eb('fired', '+', 1) }))
          .where('id', '=', id)
          .execute()
          .catch(() => {})
      }
    }
  }

  private async markOverdue(): Promise<void> {
    const overdue = await this.app.db
      .selectFrom('flowTasks')
      .select(['id', 'instanceId', 'elementId', 'name', 'dueAt', 'delegateId'])
      .where('status', '=', 'todo')
      .where('overdueNotified', '=', 0)
      .where('dueAt', '<=', new Date().toISOString())
      .limit(BATCH * 2)
      .execute()
    for (const task of overdue) {
      if (this.stopped) return
      await this.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('flowTasks').set({ overdueNotified: 1 }).where('id', '=', task.id).execute()
        await this.host.log(trx, task.instanceId, {
          action: 'overdue',
          user: null,
          taskId: task.id,
          elementId: task.elementId,
          elementName: task.name,
        })
      })
      await noticeOverdue(this.app, task)
    }
  }
}

/**
 * After a start timer fired `fired` times (the last at `firedAt`): when it fires next, or null when done.
 * A duration or a date fires once; a cycle every interval from the last firing, up to its repeat count.
 */
export function nextStart(timer: FlowTimer | undefined, fired: number, firedAt: string): string | null {
  if (!timer?.cycle) return null
  const cycle = parseCycle(timer.cycle)
  if (!cycle || (cycle.repeat !== null && fired >= cycle.repeat)) return null
  // From the planned time, not from now: a server that was down fires a missed cycle once, then keeps pace.
  const next = Date.parse(firedAt) + cycle.everyMs
  return new Date(Math.max(next, Date.now())).toISOString()
}

/**
 * Keeps a diagram's start timers on its default version: called when that version changes (publish, set
 * default) and when the diagram is deleted. Timers of the same version are kept as they are (setting the
 * default again does not restart a cycle) unless `rearm` (a publish, which may replace the version's model);
 * a new default version's timer start events are armed from `now`.
 */
export async function syncStartTimers(
  db: Db,
  diagramId: number,
  options: { rearm?: boolean } = {},
  now = new Date(),
): Promise<void> {
  const diagram = await db
    .selectFrom('flowDiagrams')
    .innerJoin('flowVersions', 'flowVersions.id', 'flowDiagrams.defaultVersionId')
    .select(['flowDiagrams.appId', 'flowVersions.id as versionId', 'flowVersions.model'])
    .where('flowDiagrams.id', '=', diagramId)
    .executeTakeFirst()
  const existing = await db
    .selectFrom('flowStartTimers')
    .select(['id', 'versionId'])
    .where('diagramId', '=', diagramId)
    .execute()
  const same = existing.length > 0 && existing.every((row) => row.versionId === diagram?.versionId)
  if (diagram && same && !options.rearm) return
  await db.deleteFrom('flowStartTimers').where('diagramId', '=', diagramId).execute()
  if (!diagram) return
  const model = JSON.parse(diagram.model) as FlowModel
  const rows = Object.values(model.elements)
    .filter((element) => element.kind === 'startEvent' && element.parent === null && element.timer)
    .map((element) => ({
      diagramId,
      versionId: diagram.versionId,
      appId: diagram.appId,
      elementId: element.id,
      nextAt: timerDue(element.timer as FlowTimer, now),
      createdAt: now.toISOString(),
    }))
  if (rows.length > 0) await db.insertInto('flowStartTimers').values(rows).execute()
}
