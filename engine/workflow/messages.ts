import type { MessageDescriptor } from '../messages.ts'

/** Why a workflow model is refused at publish, or a step cannot be taken. */
export const WORKFLOW_MESSAGES = {
  noFlowMatched: /*i18n*/ {
    id: 'engine.workflow.noFlowMatched',
    message: 'No outgoing flow of {element} applies (no condition is true and there is no default flow)',
  },
  conditionFailed: /*i18n*/ {
    id: 'engine.workflow.conditionFailed',
    message: 'The condition of flow {flow} cannot be evaluated: {reason}',
  },
  notWaiting: /*i18n*/ {
    id: 'engine.workflow.notWaiting',
    message: 'Step {token} is not waiting here any more',
  },
  notRunning: /*i18n*/ { id: 'engine.workflow.notRunning', message: 'The process is not running' },
  badTimer: /*i18n*/ { id: 'engine.workflow.badTimer', message: 'The timer of {element} cannot be read' },
  tooManySteps: /*i18n*/ {
    id: 'engine.workflow.tooManySteps',
    message: 'The process loops without waiting (more than {count} elements in one step)',
  },
} satisfies Record<string, MessageDescriptor>

/** A step that cannot be taken: the host rolls back and answers with the message. */
export class WorkflowError extends Error {
  constructor(readonly descriptor: MessageDescriptor) {
    super(descriptor.message)
    this.name = 'WorkflowError'
  }
}
