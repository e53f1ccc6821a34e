import type { MessageDescriptor } from '../../engine/messages.ts'

/** What the workflow calls answer when a model is refused or a request cannot be done. */
export const FLOW_MESSAGES = {
  unreadable: /*i18n*/ { id: 'server.flow.unreadable', message: 'The BPMN file cannot be read: {reason}' },
  oneProcess: /*i18n*/ {
    id: 'server.flow.oneProcess',
    message: 'A workflow must hold exactly one process with elements (this file has {count})',
  },
  scriptTask: /*i18n*/ {
    id: 'server.flow.scriptTask',
    message: 'Script tasks are not allowed ({element}): scripts would run unchecked code in the server',
  },
  scriptCondition: /*i18n*/ {
    id: 'server.flow.scriptCondition',
    message:
      'The condition of {element} is written in {language}: only Gantry expressions (a dollar sign and braces around it) are allowed',
  },
  conditionNotExpression: /*i18n*/ {
    id: 'server.flow.conditionNotExpression',
    message:
      'The condition of {element} must be an expression inside a dollar sign and braces, like amount > 100',
  },
  badCondition: /*i18n*/ {
    id: 'server.flow.badCondition',
    message: 'The condition of {element} is refused: {reason}',
  },
  unsupported: /*i18n*/ { id: 'server.flow.unsupported', message: '{element}: {type} is not supported' },
  serviceTarget: /*i18n*/ {
    id: 'server.flow.serviceTarget',
    message: 'Service task {element} must name an object and one of its services',
  },
  calledElement: /*i18n*/ {
    id: 'server.flow.calledElement',
    message: 'Call activity {element} must name the process it calls',
  },
  signalName: /*i18n*/ { id: 'server.flow.signalName', message: 'The signal of {element} has no name' },
  badTimer: /*i18n*/ {
    id: 'server.flow.badTimer',
    message: 'The timer of {element} must be an ISO 8601 duration (PT10M), date or cycle (R3/PT1H)',
  },
  badIds: /*i18n*/ { id: 'server.flow.badIds', message: '{element}: {text} is not a {what} id' },
  badDue: /*i18n*/ {
    id: 'server.flow.badDue',
    message: '{element}: the due time {text} is not an ISO 8601 duration (P1D, PT4H)',
  },
  badAssignee: /*i18n*/ {
    id: 'server.flow.badAssignee',
    message: '{element}: the assignee {text} must be a username or a process variable',
  },
  danglingFlow: /*i18n*/ {
    id: 'server.flow.danglingFlow',
    message: '{element} connects to an element that does not exist',
  },
  noStart: /*i18n*/ { id: 'server.flow.noStart', message: 'The process has no start event' },
  unreached: /*i18n*/ {
    id: 'server.flow.unreached',
    message: '{element} has no incoming flow and is never reached',
  },
  unknownUsers: /*i18n*/ { id: 'server.flow.unknownUsers', message: '{element}: unknown users {names}' },
  unknownRoles: /*i18n*/ { id: 'server.flow.unknownRoles', message: '{element}: unknown roles {ids}' },
  unknownOrgs: /*i18n*/ {
    id: 'server.flow.unknownOrgs',
    message: '{element}: unknown organisations {ids}',
  },
  unknownCalled: /*i18n*/ {
    id: 'server.flow.unknownCalled',
    message: '{element} calls {name}, which has no published version in this application',
  },
  refused: /*i18n*/ { id: 'server.flow.refused', message: 'The workflow cannot be published: {first}' },
  diagramMissing: /*i18n*/ { id: 'server.flow.diagramMissing', message: 'The workflow {id} does not exist' },
  diagramStale: /*i18n*/ {
    id: 'server.flow.diagramStale',
    message: 'The workflow {name} was changed by someone else since you loaded it; reload and try again',
  },
  diagramNameTaken: /*i18n*/ {
    id: 'server.flow.diagramNameTaken',
    message: 'The application already has a workflow named {name}',
  },
  notPublished: /*i18n*/ {
    id: 'server.flow.notPublished',
    message: 'The workflow {name} has no published version',
  },
  versionMissing: /*i18n*/ {
    id: 'server.flow.versionMissing',
    message: 'The workflow version {id} does not exist',
  },
  versionInUse: /*i18n*/ {
    id: 'server.flow.versionInUse',
    message: 'Version {version} has running instances or is the default: it cannot be deleted',
  },
  taskMissing: /*i18n*/ {
    id: 'server.flow.taskMissing',
    message: 'The task {id} does not exist or is not yours',
  },
  taskDone: /*i18n*/ { id: 'server.flow.taskDone', message: 'The task {id} is already done' },
  taskStale: /*i18n*/ {
    id: 'server.flow.taskStale',
    message: 'The task {id} was changed by someone else since you loaded it; reload and try again',
  },
  taskSuspended: /*i18n*/ {
    id: 'server.flow.taskSuspended',
    message: 'The process of task {id} is suspended',
  },
  badBranch: /*i18n*/ {
    id: 'server.flow.badBranch',
    message: 'The branch {branch} is not one of the choices: {choices}',
  },
  cannotRecall: /*i18n*/ {
    id: 'server.flow.cannotRecall',
    message: 'The task {id} cannot be recalled: the process has moved on since it was submitted',
  },
  noAlarm: /*i18n*/ {
    id: 'server.flow.noAlarm',
    message: 'The task {id} was not started by an alarm',
  },
  processMissing: /*i18n*/ {
    id: 'server.flow.processMissing',
    message: 'The process instance {id} does not exist',
  },
  processState: /*i18n*/ { id: 'server.flow.processState', message: 'The process instance {id} is {status}' },
  delegateSelf: /*i18n*/ {
    id: 'server.flow.delegateSelf',
    message: 'A task cannot be delegated to yourself',
  },
  delegateUnknown: /*i18n*/ {
    id: 'server.flow.delegateUnknown',
    message: 'The user {name} does not exist or is disabled',
  },
  delegationMissing: /*i18n*/ {
    id: 'server.flow.delegationMissing',
    message: 'The delegation {id} of {user} does not exist or is no longer active',
  },
  templateMissing: /*i18n*/ {
    id: 'server.flow.templateMissing',
    message: 'The template {id} does not exist',
  },
  serviceFailed: /*i18n*/ {
    id: 'server.flow.serviceFailed',
    message: 'The service {object}.{service} failed: {reason}',
  },
  appMissing: /*i18n*/ { id: 'server.flow.appMissing', message: 'The application {id} does not exist' },
} satisfies Record<string, MessageDescriptor>
