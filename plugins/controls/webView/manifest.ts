/**
 * Web view: another page in a sandboxed frame. Only http and https addresses; no same-origin, forms or
 * pop-ups unless the designer allows each; the embedded page's frame messages (spec S1 §7: `timeout`
 * when its session ended) show in place.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { messages as m } from './messages.ts'
import { isWebAddress } from './webAddress.ts'

/** Props of the web view. The address binds, so a page can switch what it shows. */
export const props = {
  url: field.string({ label: m.url, default: '', maxLength: 2000, bindable: true }),
  allowSameOrigin: field.boolean({
    label: m.allowSameOrigin,
    description: m.allowSameOriginHelp,
    default: false,
  }),
  allowForms: field.boolean({ label: m.allowForms, default: false }),
  allowPopups: field.boolean({ label: m.allowPopups, default: false }),
  refreshSeconds: field.number({ label: m.refreshSeconds, default: 0, min: 0, max: 86_400, integer: true }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'control.webView',
  version: 1,
  category: 'control',
  order: 40,
  title: m.title,
  icon: {
    paths: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M3 12h18', 'M12 3c3 3 3 15 0 18', 'M12 3c-3 3-3 15 0 18'],
  },
  defaultSize: { w: 640, h: 400 },
  props,
  rules: [{ fields: ['url'], message: m.badUrl, holds: (p) => isWebAddress(p.url) }],
})
