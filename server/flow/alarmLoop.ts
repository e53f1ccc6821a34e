import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import { addJournal } from '../alarms/journal.ts'
import type { AlarmRecord } from '../alarms/types.ts'
import type { Database } from '../db/schema.ts'
import { loadObjectModels } from '../routes/metadata/model/load.ts'
import type { FlowHost } from './host.ts'
import '../routes/metadata/tables.ts'
import type { Actor, InstanceRow } from './hostTypes.ts'
import './tables.ts'

/*
 * The alarm → to-do loop (issue 24): an alarm limit that names a process (`processName`) starts an instance
 * of its published version when it raises an alarm, with the object and the alarm as data; the instance
 * row keeps the alarm id. The alarm's journal (server/alarms/journal.ts) gets the trail: started, each
 * to-do's comment, acknowledged from a to-do, closed when the instance ends.
 */

/** What an alarm-started instance gets as data (`${objName}`, `${alarm.value}` in its expressions). */
export function alarmVariables(record: AlarmRecord): Record<string, unknown> {
  return {
    alarmId: record.id,
    objName: record.objName,
    propName: record.propName,
    alarm: {
      id: record.id,
      objName: record.objName,
      propName: record.propName,
      limitName: record.limitName,
      showName: record.showName,
      alertType: record.alertType,
      limitValue: record.limitValue,
      value: record.value,
      priority: record.priority,
      alarmTime: record.alarmTime,
    },
  }
}

/** The process a limit names, '' when none (the object's effective limits: its own, else its template's). */
async function processOf(app: FastifyInstance, record: AlarmRecord): Promise<string> {
  // Cheap first: in an alarm flood most limits name no process, and loading the object's model is not free.
  const any = await app.db
    .selectFrom('alertLimits')
    .select('limitId')
    .where('propName', '=', record.propName)
    .where('name', '=', record.limitName)
    .where('processName', '<>', '')
    .executeTakeFirst()
  if (!any) return ''
  const [model] = await loadObjectModels(app.db, { names: [record.objName] })
  const limit = model?.alertLimits[record.propName]?.find((entry) => entry.name === record.limitName)
  return limit?.processName.trim() ?? ''
}

/** Starts the limit's process for a raised alarm, once per alarm (a repeated event starts nothing). */
export async function startForAlarm(host: FlowHost, record: AlarmRecord): Promise<number | null> {
  const app = host.app
  if (record.id <= 0) return null
  const name = await processOf(app, record)
  if (!name) return null
  const diagram = await app.db
    .selectFrom('flowDiagrams')
    .select(['defaultVersionId'])
    .where('diagramName', '=', name)
    .where('defaultVersionId', 'is not', null)
    .orderBy('id')
    .executeTakeFirst()
  if (!diagram?.defaultVersionId) {
    await addJournal(app.db, record.id, { kind: 'failed', text: name })
    return null
  }
  const versionId = diagram.defaultVersionId
  try {
    return await host.transact(async (trx, after) => {
      const started = await trx
        .selectFrom('flowInstances')
        .select('id')
        .where('alarmId', '=', record.id)
        .executeTakeFirst()
      if (started) return null
      const id = await host.startIn(trx, after, versionId, null, alarmVariables(record), {
        alarmId: record.id,
      })
      await addJournal(trx, record.id, { kind: 'started', text: name, instanceId: id })
      return id
    })
  } catch (error) {
    app.log.warn({ err: error }, `workflow: starting ${name} for alarm ${record.id} failed`)
    await addJournal(app.db, record.id, {
      kind: 'failed',
      text: `${name}: ${String((error as Error).message ?? error)}`,
    }).catch(() => {})
    return null
  }
}

/** A to-do of an alarm-started instance was submitted: its comment goes into the alarm's journal. */
export async function journalTaskDone(
  trx: Transaction<Database>,
  instance: InstanceRow,
  task: { id: number; name: string },
  user: Actor,
  audit: string,
): Promise<void> {
  if (instance.alarmId === null) return
  await addJournal(trx, instance.alarmId, {
    kind: 'comment',
    text: audit ? `${task.name}: ${audit}` : task.name,
    user,
    instanceId: instance.id,
    taskId: task.id,
  })
}

/** An alarm-started instance ended: the loop is closed (or broken off, when terminated). */
export async function journalInstanceEnded(
  trx: Transaction<Database>,
  instance: InstanceRow,
  how: 'completed' | 'terminated',
): Promise<void> {
  if (instance.alarmId === null) return
  await addJournal(trx, instance.alarmId, {
    kind: 'closed',
    text: `${instance.diagramName} ${how}`,
    instanceId: instance.id,
  })
}

/** Listens to the alarm engine; starts are queued, so the listener never blocks the engine. */
export function listenToAlarms(host: FlowHost): { off: () => void; settled: () => Promise<void> } {
  const app = host.app
  let chain: Promise<unknown> = Promise.resolve()
  if (!app.hasDecorator('alarms')) return { off: () => {}, settled: () => Promise.resolve() }
  const off = app.alarms.onEvent((action, record) => {
    if (action !== 'raised') return
    chain = chain
      .then(() => startForAlarm(host, record))
      .catch((error) => app.log.warn({ err: error }, 'workflow: alarm start failed'))
  })
  return { off, settled: async () => void (await chain) }
}
