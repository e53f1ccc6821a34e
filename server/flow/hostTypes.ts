import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/* The shapes the workflow host's parts share (host.ts, effects.ts, taskRows.ts, timers.ts, serviceCalls.ts). */

export type Db = Kysely<Database> | Transaction<Database>

/** Who acts: the signed-in user, and whom a delegate acts for. */
export interface Actor {
  userId: number
  username: string
}

/** One instance row as the host works on it. */
export interface InstanceRow {
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
  /** The alarm that started it (alarm → to-do loop), null otherwise. */
  alarmId: number | null
  version: number
}

/** Follow-up work inside one transaction (a called process ended, a child must stop). */
export type Work =
  | { kind: 'complete'; instanceId: number; token: string; variables: Record<string, unknown> }
  | { kind: 'terminate'; instanceId: number }

/** A to-do created in a transaction, to notify its people once the transaction has committed. */
export interface NewTask {
  taskId: number
  instanceId: number
  name: string
  userIds: number[]
  roleIds: number[]
  createdAt: string
}

/** What a transaction leaves to do after it commits (services are I/O and may use the database). */
export interface After {
  services: { instanceId: number; token: string; element: string }[]
  timersChanged: boolean
  tasks: NewTask[]
  /** Instances whose tasks may have changed: their people's screens are told (todoPush.ts). */
  instances?: Set<number>
}

/** Limits how many instances one step may start (signals that start processes that throw them again). */
export interface Budget {
  starts: number
}

/** The log entry of one action on an instance. */
export interface LogEntry {
  action: string
  user: Actor | null
  forUser?: Actor | null
  taskId?: number
  elementId?: string
  elementName?: string
  audit?: string
  branch?: string
}
