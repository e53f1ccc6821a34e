import { requestJson } from '../../shell/http'

/** A workflow diagram as `/api/flow/diagram/:id` answers it. */
export interface Diagram {
  id: number
  appId: number
  diagramName: string
  description: string
  xml: string
  currentVersion: number
  defaultVersionId: number | null
  version: number
}

/** A refusal detail of a publish: the message and the element it is about. */
export interface ElementProblem {
  elementId: string
  message: string
}

export const loadDiagram = (id: number) => requestJson<Diagram>('GET', `/api/flow/diagram/${id}`)

export const saveDiagram = (id: number, xml: string, version: number) =>
  requestJson<Diagram>('PUT', `/api/flow/diagram/${id}`, { xml, version }, { suppressNotice: true })

export const publishDiagram = (id: number) =>
  requestJson<Diagram & { publishedVersionId: number }>(
    'POST',
    `/api/flow/diagram/${id}`,
    { isNew: true },
    { suppressNotice: true },
  )

export interface VersionRow {
  id: number
  version: number
  createdBy: string
  createdAt: string
  isDefault: boolean
}

export const loadVersions = (diagramId: number) =>
  requestJson<{ list: VersionRow[] }>('GET', '/api/flow/version/diagram', undefined, {
    query: { diagramId, page: 0, size: 15 },
  })

export const setDefaultVersion = (id: number) =>
  requestJson('POST', '/api/flow/version/diagram/setDefault', { id })
export const upgradeVersion = (id: number) => requestJson('POST', '/api/flow/version/diagram/upgrade', { id })

/** A process instance row of `/api/flow/process` (S1 §3 labels). */
export interface InstanceRow {
  id: number
  flowId: number
  diagramId: number
  flowName: string
  version: number
  startPerson: string
  status: 'running' | 'suspended' | 'completed' | 'terminated'
  createTime: string
  operateDate: string | null
}

export interface Paged<T> {
  list: T[]
  pagination: { page: number; size: number; total: number }
}

/** Every instance (managers), optionally of one status; `page` counts from 1 as the Pagination does. */
export const listAllInstances = (status: string, page: number, size: number) =>
  requestJson<Paged<InstanceRow>>('GET', '/api/flow/process', undefined, {
    query: { all: 'true', page: page - 1, size, ...(status ? { status } : {}) },
  })

export const instanceAction = (id: number, action: 'suspend' | 'resume' | 'terminate') =>
  requestJson<{ id: number; status: string }>('POST', `/api/flow/process/${id}/${action}`, {})

/** The instance's diagram with the elements holding a token (`activeKeys`) and the steps done. */
export const instanceDiagram = (id: number) =>
  requestJson<{ xml: string; activeKeys: string[]; doneKeys: string[] }>(
    'GET',
    `/api/flow/diagram/generateDiagram/${id}`,
    undefined,
    { query: { done: 'true' } },
  )

export interface InstanceDetail {
  id: number
  diagramName: string
  versionNo: number
  starterName: string
  status: string
  createdAt: string
  endedAt: string | null
  data: Record<string, unknown>
  log: import('./FlowLog').LogEntry[]
  tasks: { id: number; name: string; status: string; doneByName: string; createdAt: string }[]
}

export const loadInstance = (id: number) => requestJson<InstanceDetail>('GET', `/api/flow/process/${id}`)

/** A task row of `/api/flow/task` (S1 §3 labels). */
// biome-ignore lint/suspicious/noExplicitAny: task rows are shown field by field as the server sends them.
export type TaskRow = Record<string, any>

/** Every task (managers), optionally of one status (todo, done, cancelled). */
export const listAllTasks = (status: string, page: number, size: number) =>
  requestJson<Paged<TaskRow>>('GET', '/api/flow/task', undefined, {
    query: { all: 'true', page: page - 1, size, ...(status ? { status } : {}) },
  })
