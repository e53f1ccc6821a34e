import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The to-do list's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'workflow.todoList.title', message: 'To-do list' },
  maxRows: /*i18n*/ { id: 'workflow.todoList.maxRows', message: 'Rows shown' },
} satisfies Record<string, MessageDescriptor>
