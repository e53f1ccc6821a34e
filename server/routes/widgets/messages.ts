import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the widget metadata calls answer for an id no plugin holds. */
export const WIDGET_MESSAGES = {
  unknownWidget: /*i18n*/ { id: 'server.widgets.unknownWidget', message: 'No widget plugin has the id {id}' },
} satisfies Record<string, MessageDescriptor>
