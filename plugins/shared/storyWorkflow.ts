/**
 * STORY DATA ONLY. A user's workflow in memory for Storybook and view tests: a few to-dos of a water
 * plant, two published processes, and starts that add a to-do and tell the listeners, as the server does.
 * The app never imports this file.
 */
import type { FormValue, StartableFlow, TodoRow, WorkflowServices } from './viewContract.ts'
import { ServiceError } from './viewContract.ts'

/** Story workflow services plus what they were asked. */
export interface StoryWorkflowServices extends WorkflowServices {
  readonly started: { diagramId: number; data: Record<string, FormValue> }[]
  readonly opened: number[]
}

const MINUTE = 60_000

/** Processes of the sample plant: 1 and 2 can be started, 3 only starts on a timer. */
export const STORY_FLOWS: StartableFlow[] = [
  { id: 1, name: 'Maintenance request', startable: true },
  { id: 2, name: 'Purchase approval', startable: true },
  { id: 3, name: 'Weekly inspection', startable: false },
]

export function storyTodos(now = Date.now()): TodoRow[] {
  return [
    {
      taskId: 14,
      taskName: 'Approve spare pump',
      flowId: 7,
      flowName: 'Purchase approval',
      startPerson: 'li.wei',
      received: now - 5 * MINUTE,
      overdue: false,
    },
    {
      taskId: 12,
      taskName: 'Check valve V-204',
      flowId: 6,
      flowName: 'Maintenance request',
      startPerson: 'operator',
      received: now - 95 * MINUTE,
      overdue: true,
    },
    {
      taskId: 9,
      taskName: 'Sign off filter change',
      flowId: 4,
      flowName: 'Maintenance request',
      startPerson: 'zhang.min',
      received: now - 26 * 60 * MINUTE,
      overdue: false,
    },
  ]
}

export function createStoryWorkflow(now = Date.now()): StoryWorkflowServices {
  let todos = storyTodos(now)
  let nextTask = 20
  const listeners = new Set<() => void>()
  const started: StoryWorkflowServices['started'] = []
  const opened: number[] = []
  return {
    started,
    opened,
    async todos(page, size) {
      return { list: todos.slice((page - 1) * size, page * size), total: todos.length }
    },
    async flow(diagramId) {
      const flow = STORY_FLOWS.find((entry) => entry.id === diagramId)
      if (!flow) throw new ServiceError(`Process ${diagramId} does not exist`, 404)
      return flow
    },
    async start(diagramId, data) {
      const flow = STORY_FLOWS.find((entry) => entry.id === diagramId)
      if (!flow?.startable) throw new ServiceError(`Process ${diagramId} cannot be started`, 404)
      started.push({ diagramId, data })
      const taskId = nextTask++
      todos = [
        {
          taskId,
          taskName: 'Review',
          flowId: taskId,
          flowName: flow.name,
          startPerson: 'operator',
          received: Date.now(),
          overdue: false,
        },
        ...todos,
      ]
      for (const listener of listeners) listener()
      return { instanceId: taskId }
    },
    openTask(taskId) {
      opened.push(taskId)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
