import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the web view control. */
export const messages = {
  title: /*i18n*/ { id: 'control.webView.title', message: 'Web view' },
  url: /*i18n*/ { id: 'control.webView.url', message: 'Address (http or https)' },
  badUrl: /*i18n*/ { id: 'control.webView.badUrl', message: 'Use an http or https address' },
  allowSameOrigin: /*i18n*/ { id: 'control.webView.allowSameOrigin', message: 'Allow same origin' },
  allowSameOriginHelp: /*i18n*/ {
    id: 'control.webView.allowSameOrigin.help',
    message:
      'Lets the page keep its own storage and session. Only for pages you trust: with it, a page of this server could read the operator’s session.',
  },
  allowForms: /*i18n*/ { id: 'control.webView.allowForms', message: 'Allow forms' },
  allowPopups: /*i18n*/ { id: 'control.webView.allowPopups', message: 'Allow pop-up windows' },
  refreshSeconds: /*i18n*/ { id: 'control.webView.refreshSeconds', message: 'Reload every (s, 0: never)' },
} satisfies Record<string, MessageDescriptor>
