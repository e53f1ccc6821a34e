/**
 * Programmable component: a small view written in JavaScript that runs in a sandboxed frame (its own
 * origin, no access to the page, the session or the network) and talks to the page only through a typed
 * message API: it receives the bound values, may set a bound property and may open a page.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { messages as m } from './messages.ts'

const SAMPLE = `// gantry.root: your element; gantry.values: value1…value4
const box = document.createElement('div')
box.style.cssText = 'display:flex;align-items:center;justify-content:center;height:100%;font-size:28px'
gantry.root.append(box)
gantry.onValues((values) => {
  box.textContent = values.value1 == null ? '—' : String(values.value1)
})`

/** Props of the programmable component: the script and four values it may read (and write). */
export const props = {
  script: field.string({
    label: m.script,
    description: m.scriptHelp,
    default: SAMPLE,
    multiline: true,
    maxLength: 20_000,
  }),
  value1: field.string({ label: m.value1, default: '', bindable: true, group: 'data' }),
  value2: field.string({ label: m.value2, default: '', bindable: true, group: 'data' }),
  value3: field.string({ label: m.value3, default: '', bindable: true, group: 'data' }),
  value4: field.string({ label: m.value4, default: '', bindable: true, group: 'data' }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** The values a script reads; the only props it may set. */
export const SCRIPT_VALUES = ['value1', 'value2', 'value3', 'value4'] as const

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'control.scriptView',
  version: 1,
  category: 'control',
  order: 90,
  title: m.title,
  icon: { paths: ['m8 8-4 4 4 4', 'm16 8 4 4-4 4', 'm13.5 5-3 14'] },
  defaultSize: { w: 320, h: 200 },
  props,
})
