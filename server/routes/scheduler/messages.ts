/** What the task scheduler's calls answer when a request cannot be done. */
export const SCHEDULER_MESSAGES = {
  taskMissing: /*i18n*/ {
    id: 'server.scheduler.taskMissing',
    message: 'The scheduled task {task} does not exist',
  },
  nameTaken: /*i18n*/ {
    id: 'server.scheduler.nameTaken',
    message: 'The scheduled task name {name} is already in use',
  },
  stale: /*i18n*/ {
    id: 'server.scheduler.stale',
    message:
      'The scheduled task {name} was changed by someone else since you loaded it; reload and try again',
  },
  oneSchedule: /*i18n*/ {
    id: 'server.scheduler.oneSchedule',
    message: 'Give either a cron expression or an interval in seconds, not both and not neither',
  },
  badCron: /*i18n*/ {
    id: 'server.scheduler.badCron',
    message: 'The cron expression "{cron}" is not valid: {reason}',
  },
  cronNeverRuns: /*i18n*/ {
    id: 'server.scheduler.cronNeverRuns',
    message: 'The cron expression "{cron}" never comes due',
  },
  kindNotRunnable: /*i18n*/ {
    id: 'server.scheduler.kindNotRunnable',
    message: 'Tasks of kind {kind} cannot be scheduled',
  },
  badConfig: /*i18n*/ {
    id: 'server.scheduler.badConfig',
    message: 'The task settings are not valid: {reason}',
  },
  unknownProperty: /*i18n*/ {
    id: 'server.scheduler.unknownProperty',
    message: 'Unknown property: {name}',
  },
  notNumeric: /*i18n*/ {
    id: 'server.scheduler.notNumeric',
    message: 'The property {name} must be a number or boolean property',
  },
  targetIsSource: /*i18n*/ {
    id: 'server.scheduler.targetIsSource',
    message: 'The result cannot be written to the source property {name}',
  },
  continuousNoSchedule: /*i18n*/ {
    id: 'server.scheduler.continuousNoSchedule',
    message: 'A real-time data task runs continuously while enabled: give it no cron expression or interval',
  },
  unknownUsers: /*i18n*/ {
    id: 'server.scheduler.unknownUsers',
    message: 'These users do not exist: {ids}',
  },
  noFile: /*i18n*/ {
    id: 'server.scheduler.noFile',
    message: 'The run {run} has no file to download (it made none, or it was pruned)',
  },
  alreadyRunning: /*i18n*/ {
    id: 'server.scheduler.alreadyRunning',
    message: 'The task {name} is running already',
  },
} as const
