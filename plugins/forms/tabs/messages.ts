import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The tabs' own labels. */
export const messages = {
  title: /*i18n*/ { id: 'form.tabs.title', message: 'Tabs' },
  shown: /*i18n*/ { id: 'form.tabs.shown', message: 'Tab shown (the one edited in the designer)' },
  changeEvent: /*i18n*/ { id: 'form.tabs.event', message: 'On a tab chosen' },
} satisfies Record<string, MessageDescriptor>
