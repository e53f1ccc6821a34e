/**
 * Tabs: a row of tabs above a panel; widgets placed on the panel belong to the tab shown when they were
 * placed and show only while it is active (engine/document/tabPanels.ts). The chosen tab's value is a form
 * value (or written to the bound `value`), and choosing one raises the click event. The designer shows the
 * tab named by `value`: changing it in the inspector is how a designer switches tabs.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { formGroupFields, optionFields } from '../shared/formFields.ts'
import { messages as m } from './messages.ts'

/** Props of the tabs. */
export const props = {
  ...optionFields([
    { label: 'Overview', value: 'overview' },
    { label: 'Trends', value: 'trends' },
    { label: 'Alarms', value: 'alarms' },
  ]),
  value: field.string({ label: m.shown, default: 'overview', maxLength: 50, bindable: true, group: 'data' }),
  ...formGroupFields,
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'form.tabs',
  version: 1,
  category: 'form',
  order: 4,
  title: m.title,
  icon: { paths: ['M3 9h18v11H3z', 'M3 9V5h6v4', 'M9 5h6v4'] },
  // The strip and a panel below it for the widgets of each tab (a strip-high control has no panel).
  defaultSize: { w: 360, h: 240 },
  props,
  events: { noticeOnclick: { label: m.changeEvent } },
})
