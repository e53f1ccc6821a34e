import type { MessageDescriptor } from '../../engine/messages.ts'

/** What the runtime-side calls (statistics, object services, object selector, alarms) answer when a request cannot be done. */
export const OPERATIONS_MESSAGES = {
  taskMissing: /*i18n*/ {
    id: 'server.operations.taskMissing',
    message: 'The statistics task {task} does not exist',
  },
  unknownProperties: /*i18n*/ {
    id: 'server.operations.unknownProperties',
    message: 'Unknown properties: {names}',
  },
  statisticsTypes: /*i18n*/ {
    id: 'server.operations.statisticsTypes',
    message: 'Statistics need number or boolean properties: {names}',
  },
  taskNameTaken: /*i18n*/ {
    id: 'server.operations.taskNameTaken',
    message: 'The statistics task name {name} is already in use',
  },
  taskStale: /*i18n*/ {
    id: 'server.operations.taskStale',
    message:
      'The statistics task {name} was changed by someone else since you loaded it; reload and try again',
  },
  nameTheTask: /*i18n*/ { id: 'server.operations.nameTheTask', message: 'Name the task: taskId or taskName' },
  startBeforeEnd: /*i18n*/ {
    id: 'server.operations.startBeforeEnd',
    message: 'startTime must be before endTime',
  },
  startNotAfterEnd: /*i18n*/ {
    id: 'server.operations.startNotAfterEnd',
    message: 'startTime must not be after endTime',
  },
  spanTooLong: /*i18n*/ {
    id: 'server.operations.spanTooLong',
    message: 'The time span cannot exceed 30 days',
  },
  badTime: /*i18n*/ {
    id: 'server.operations.badTime',
    message: '{field} must be an ISO-8601 time or epoch milliseconds',
  },
  objectMissing: /*i18n*/ {
    id: 'server.operations.objectMissing',
    message: 'The object {name} does not exist',
  },
  objectProperty: /*i18n*/ {
    id: 'server.operations.objectProperty',
    message: 'The object {objName} has no property {propName}',
  },
  objectService: /*i18n*/ {
    id: 'server.operations.objectService',
    message: 'The object {objName} has no service {serviceName}',
  },
  serviceInputs: /*i18n*/ {
    id: 'server.operations.serviceInputs',
    message: 'The service {service} has no input(s) {names}',
  },
  serviceNeedsInput: /*i18n*/ {
    id: 'server.operations.serviceNeedsInput',
    message: 'The service {service} needs the input {input}',
  },
  eventNotRunnable: /*i18n*/ {
    id: 'server.operations.eventNotRunnable',
    message: '{service} is an event; only services can be run',
  },
  propertyMissing: /*i18n*/ {
    id: 'server.operations.propertyMissing',
    message: 'The property {objName}.{propName} does not exist',
  },
  propertyReadOnly: /*i18n*/ {
    id: 'server.operations.propertyReadOnly',
    message: 'The property {objName}.{propName} is read-only',
  },
  templateMissing: /*i18n*/ {
    id: 'server.operations.templateMissing',
    message: 'The object template {name} does not exist',
  },
  alarmsMissing: /*i18n*/ {
    id: 'server.operations.alarmsMissing',
    message: 'Unknown alarm(s) {ids}; nothing was acknowledged',
  },
} satisfies Record<string, MessageDescriptor>
