/** Workflow execution: the compact BPMN model, its runner and ISO 8601 timers. */
export { durationMs, parseCycle, timerDue } from './durations.ts'
export { WORKFLOW_MESSAGES, WorkflowError } from './messages.ts'
export type * from './model.ts'
export {
  activeElements,
  branchesAfter,
  completeToken,
  fireDueTimers,
  nextTimer,
  type StepResult,
  startProcess,
  terminateProcess,
} from './runner.ts'
