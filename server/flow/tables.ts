import type { Generated } from 'kysely'

/* Table types of migration 0070_workflow, merged into the shared `Database` (see compose/tables.ts). */

export interface FlowDiagramsTable {
  id: Generated<number>
  appId: number
  diagramName: string
  type: Generated<string>
  description: Generated<string>
  xml: Generated<string>
  currentVersion: Generated<number>
  defaultVersionId: number | null
  createdBy: Generated<string>
  updatedBy: Generated<string>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface FlowVersionsTable {
  id: Generated<number>
  diagramId: number
  appId: number
  diagramName: string
  versionNo: number
  xml: string
  model: string
  startSignals: Generated<string>
  createdBy: Generated<string>
  createdAt: string
}

export interface FlowInstancesTable {
  id: Generated<number>
  diagramId: number
  versionId: number
  versionNo: number
  appId: number
  diagramName: string
  starterId: number | null
  starterName: Generated<string>
  status: Generated<string>
  state: string
  nextTimerAt: string | null
  parentId: number | null
  parentToken: string | null
  alarmId: number | null
  createdAt: string
  updatedAt: string
  endedAt: string | null
  version: Generated<number>
}

export interface FlowTasksTable {
  id: Generated<number>
  instanceId: number
  token: string
  elementId: string
  name: Generated<string>
  status: Generated<string>
  formKey: Generated<string>
  data: Generated<string>
  tempData: string | null
  audit: Generated<string>
  branch: Generated<string>
  dueAt: string | null
  overdueNotified: Generated<number>
  delegateId: number | null
  createdAt: string
  doneAt: string | null
  doneById: number | null
  doneByName: Generated<string>
  doneForId: number | null
  doneForName: Generated<string>
  stateBefore: string | null
  stepAfter: number | null
  version: Generated<number>
}

export interface FlowTaskUsersTable {
  taskId: number
  kind: string
  refId: number
}

export interface FlowDelegationsTable {
  id: Generated<number>
  taskId: number
  userFrom: number
  userFromName: Generated<string>
  userTo: number
  userToName: Generated<string>
  reason: Generated<string>
  status: Generated<string>
  createdAt: string
  endedAt: string | null
}

export interface FlowLogsTable {
  id: Generated<number>
  instanceId: number
  taskId: number | null
  elementId: Generated<string>
  elementName: Generated<string>
  action: string
  userId: number | null
  userName: Generated<string>
  forUserId: number | null
  forUserName: Generated<string>
  audit: Generated<string>
  branch: Generated<string>
  createdAt: string
}

export interface FlowTemplatesTable {
  id: Generated<number>
  name: string
  appId: number
  type: Generated<number>
  xml: Generated<string>
  createdAt: string
  updatedAt: string
}

declare module '../db/schema.ts' {
  interface Database {
    flowDiagrams: FlowDiagramsTable
    flowVersions: FlowVersionsTable
    flowInstances: FlowInstancesTable
    flowTasks: FlowTasksTable
    flowTaskUsers: FlowTaskUsersTable
    flowDelegations: FlowDelegationsTable
    flowLogs: FlowLogsTable
    flowTemplates: FlowTemplatesTable
  }
}

/* Migration 0071_flow_start_timers. */
export interface FlowStartTimersTable {
  id: Generated<number>
  diagramId: number
  versionId: number
  appId: number
  elementId: string
  nextAt: string | null
  fired: Generated<number>
  createdAt: string
}

declare module '../db/schema.ts' {
  interface Database {
    flowStartTimers: FlowStartTimersTable
  }
}
