import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The start-workflow list's own labels: descriptors with explicit ids. */
export const messages = {
  title: /*i18n*/ { id: 'workflow.startList.title', message: 'Start-workflow list' },
  flows: /*i18n*/ { id: 'workflow.startList.flows', message: 'Processes' },
  flowsHelp: /*i18n*/ {
    id: 'workflow.startList.flowsHelp',
    message: 'The published processes offered, by diagram ID; the label replaces the process name.',
  },
  label: /*i18n*/ { id: 'workflow.startList.label', message: 'Label' },
} satisfies Record<string, MessageDescriptor>
