import type { MessageDescriptor } from '../../../../engine/messages.ts'

/** What the page-view calls answer when the input breaks a rule the JSON schema cannot state. */
export const PAGE_VIEW_MESSAGES = {
  inFuture: /*i18n*/ {
    id: 'server.pageViews.inFuture',
    message: 'A page view at {at} lies in the future; nothing was stored',
  },
  tooOld: /*i18n*/ {
    id: 'server.pageViews.tooOld',
    message: 'A page view at {at} is older than {days} days; nothing was stored',
  },
  rangeOrder: /*i18n*/ {
    id: 'server.pageViews.rangeOrder',
    message: 'The start of the period must be before its end',
  },
  rangeTooLong: /*i18n*/ {
    id: 'server.pageViews.rangeTooLong',
    message: 'The period may span at most {days} days',
  },
} satisfies Record<string, MessageDescriptor>
