/**
 * The runtime's workflow services over `/api/flow/*` (plugins/shared/viewContract.ts WorkflowServices):
 * the user's to-dos, a process's start entry, and start. The to-do controls' count stays live by the
 * server's `todos` push on the session's live socket (a change to any of the user's to-dos), at once after
 * a start from this page, and by a slow poll shared by all of them.
 */
import type { TodoRow, WorkflowServices } from '../../../plugins/shared/viewContract'
import { ServiceError } from '../../../plugins/shared/viewContract'
import { requestJson } from '../../shell/http'
import { sessionSocket } from './liveHub'

/**
 * How often the to-do controls ask again besides the server's `todos` pushes: a safety net for a push
 * missed while the socket was reconnecting (it also reads again when the socket reopens).
 */
export const TODO_POLL_MS = 60_000

interface ServerTodo {
  taskId: number
  taskName: string
  flowId: number
  flowName: string
  startPerson: string
  receiveTime: string
  overdue: boolean
}

function orThrow<T>(result: Awaited<ReturnType<typeof requestJson<T>>>): T {
  if (!result.ok) throw new ServiceError(result.message, result.status)
  return result.data
}

export function createWorkflowServices(): WorkflowServices {
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | undefined
  let unlisten: (() => void) | undefined
  const changed = () => {
    for (const listener of listeners) listener()
  }
  return {
    async todos(page, size) {
      const result = await requestJson<{ list: ServerTodo[]; pagination: { total: number } }>(
        'GET',
        '/api/flow/task',
        undefined,
        { query: { done: 'false', page: page - 1, size }, suppressNotice: true },
      )
      const data = orThrow(result)
      const list: TodoRow[] = data.list.map((row) => ({
        taskId: row.taskId,
        taskName: row.taskName,
        flowId: row.flowId,
        flowName: row.flowName,
        startPerson: row.startPerson,
        received: Date.parse(row.receiveTime),
        overdue: row.overdue,
      }))
      return { list, total: data.pagination.total }
    },
    async flow(diagramId) {
      const result = await requestJson<{ id: number; diagramName: string; startable: boolean }>(
        'GET',
        `/api/flow/diagram/${diagramId}/entry`,
        undefined,
        { suppressNotice: true },
      )
      const entry = orThrow(result)
      return { id: entry.id, name: entry.diagramName, startable: entry.startable }
    },
    async start(diagramId, data) {
      const result = await requestJson<{ instanceId: number }>(
        'POST',
        `/api/flow/diagram/${diagramId}/start`,
        { data },
        { suppressNotice: true },
      )
      const started = orThrow(result)
      changed()
      return { instanceId: started.instanceId }
    },
    openTask(taskId) {
      window.location.hash = `#/layout/workflow-task/${taskId}`
    },
    subscribe(listener) {
      listeners.add(listener)
      if (timer === undefined) {
        timer = setInterval(changed, TODO_POLL_MS)
        const socket = sessionSocket()
        const offMessage = socket.onMessage('todos', changed)
        const offState = socket.onStateChange((state) => {
          if (state === 'open') changed()
        })
        socket.connect()
        unlisten = () => {
          offMessage()
          offState()
        }
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer)
          timer = undefined
          unlisten?.()
          unlisten = undefined
        }
      }
    },
  }
}
