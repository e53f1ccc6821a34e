import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The breadcrumb's own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.breadcrumb.title', message: 'Breadcrumb' },
  items: /*i18n*/ { id: 'form.breadcrumb.items', message: 'Steps' },
  itemLabel: /*i18n*/ { id: 'form.breadcrumb.items.label', message: 'Text' },
  clickEvent: /*i18n*/ { id: 'form.breadcrumb.event', message: 'On a step clicked' },
} satisfies Record<string, MessageDescriptor>
