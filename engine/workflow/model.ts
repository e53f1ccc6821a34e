/**
 * The compact process model the workflow runner executes: what publishing makes of a BPMN 2.0 file
 * (server/flow/compile.ts) once it is validated. Plain JSON, stored with the published version, so a
 * running instance keeps executing the model it started on.
 */

/** The BPMN elements the runner executes. */
export type FlowElementKind =
  | 'startEvent'
  | 'endEvent'
  | 'intermediateCatchEvent'
  | 'intermediateThrowEvent'
  | 'boundaryEvent'
  | 'task'
  | 'userTask'
  | 'serviceTask'
  | 'subProcess'
  | 'callActivity'
  | 'exclusiveGateway'
  | 'parallelGateway'
  | 'inclusiveGateway'

/** A timer definition, ISO 8601 as in BPMN: a duration (`PT2H`), a date, or a cycle (`R3/PT10M`). */
export interface FlowTimer {
  duration?: string
  date?: string
  cycle?: string
}

/** Who works on a user task and with what. Users are usernames; roles and organisations are ids. */
export interface UserTaskDefinition {
  /** A username, or `${starter}` / `${variable}` resolved when the task is created. */
  assignee: string
  candidateUsers: string[]
  candidateRoles: number[]
  candidateOrgs: number[]
  /** The form shown with the task: a form page id of the application, '' for none. */
  formKey: string
  /** Time allowed before the task is overdue (ISO 8601 duration), '' for none. */
  dueIn: string
}

/** One executable element. `parent` is the id of the sub-process it sits in, null at the top. */
export interface FlowElement {
  id: string
  kind: FlowElementKind
  name: string
  parent: string | null
  incoming: string[]
  outgoing: string[]
  defaultFlow?: string
  timer?: FlowTimer
  signal?: string
  terminate?: boolean
  userTask?: UserTaskDefinition
  /** Service task: an object service `/api/runtime/objects/{object}/services/{service}`. */
  service?: { object: string; service: string; resultVariable: string }
  /** Call activity: the diagram name of the called process (its default version runs). */
  calledElement?: string
  /** Boundary event: the activity it is attached to. */
  attachedTo?: string
  cancelActivity?: boolean
}

/** A sequence flow; `condition` is the `${…}` expression without its braces. */
export interface FlowSequence {
  id: string
  name: string
  source: string
  target: string
  condition?: string
}

/** A validated, executable process. */
export interface FlowModel {
  processId: string
  name: string
  elements: Record<string, FlowElement>
  flows: Record<string, FlowSequence>
  /** Activity id → ids of the boundary events attached to it. */
  boundaries: Record<string, string[]>
}

/** Why a token waits. */
export type FlowWait = 'task' | 'timer' | 'service' | 'call' | 'join' | 'boundary' | 'scope'

/** A token: where execution stands. `scope` is 'root' or the token id of the sub-process it runs in. */
export interface FlowToken {
  id: string
  element: string
  scope: string
  wait: FlowWait
  /** The flow it arrived by (joins count these). */
  via?: string
  /** Timers: when they fire (ISO text). */
  due?: string
  /** Boundary timers: the token of the activity they are attached to. */
  attachedTo?: string
}

/** The whole state of one instance, saved after every step. */
export interface FlowState {
  status: 'running' | 'completed' | 'terminated'
  /** Counter for token ids. */
  seq: number
  /** Steps taken (each start, completion or timer is one). */
  step: number
  variables: Record<string, unknown>
  tokens: FlowToken[]
}

/** What a step asks of the host (the server), in order. */
export type FlowEffect =
  | { type: 'task'; token: string; element: string }
  | { type: 'cancelTask'; token: string }
  | { type: 'service'; token: string; element: string }
  | { type: 'call'; token: string; element: string }
  | { type: 'cancelCall'; token: string }
  | { type: 'signal'; name: string }
  | { type: 'passed'; element: string }
  | { type: 'completed' }
