import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The start-workflow button's own labels: descriptors with explicit ids. */
export const messages = {
  title: /*i18n*/ { id: 'workflow.startButton.title', message: 'Start-workflow button' },
  defaultText: /*i18n*/ { id: 'workflow.startButton.defaultText', message: 'Start request' },
  diagramId: /*i18n*/ { id: 'workflow.start.diagramId', message: 'Process' },
  diagramIdHelp: /*i18n*/ {
    id: 'workflow.start.diagramIdHelp',
    message: 'A published workflow process of the application; the list offers them.',
  },
  submitForm: /*i18n*/ { id: 'workflow.start.submitForm', message: 'Form with the data' },
  submitFormHelp: /*i18n*/ {
    id: 'workflow.start.submitFormHelp',
    message: 'The form name of controls on this page whose values become the process data; empty: none.',
  },
  resetAfterStart: /*i18n*/ { id: 'workflow.start.resetAfterStart', message: 'Empty the form after a start' },
  confirmText: /*i18n*/ { id: 'workflow.start.confirmText', message: 'Confirmation question' },
} satisfies Record<string, MessageDescriptor>
