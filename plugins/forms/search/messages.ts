import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The search box's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.search.title', message: 'Search' },
  searchEvent: /*i18n*/ { id: 'form.search.event', message: 'On search' },
} satisfies Record<string, MessageDescriptor>
