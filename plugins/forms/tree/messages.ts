import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The tree's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.tree.title', message: 'Tree' },
  expandAll: /*i18n*/ { id: 'form.tree.expandAll', message: 'Open all branches at first' },
} satisfies Record<string, MessageDescriptor>
