/**
 * Real-time alarms: the current alarms of chosen objects from the alarm service, updated as the server
 * pushes them, in priority colours; operators acknowledge selected or all rows after a confirmation, and
 * the server records who acknowledged and when.
 */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import type { DomWidgetView } from '../../shared/viewContract.ts'
import { realAlarmMessages as m } from './messages.ts'

/** Props of the real-alarm control. */
export const realAlarmProps = {
  title: titleField(),
  objects: field.list({
    label: m.objects,
    description: m.objectsHelp,
    group: 'data',
    maxItems: 200,
    // Blank names are skipped: a row just added in the inspector must not make the widget invalid.
    item: { objName: field.string({ label: m.objName, default: '', maxLength: 200 }) },
    default: [],
  }),
  showAcknowledged: field.boolean({ label: m.showAcknowledged, default: true, group: 'data' }),
  maxRows: field.number({ label: m.maxRows, default: 200, min: 1, max: 1000, integer: true, group: 'data' }),
  theme: themeField(),
}

/** The real-alarm control's props. */
export type RealAlarmProps = PropsOf<typeof realAlarmProps>

const view = () => import('./view.tsx').then((module) => module.default)

/** The real-alarm control plugin. */
export const realAlarmControl = definePlugin<typeof realAlarmProps, DomWidgetView<RealAlarmProps>>({
  id: 'control.realAlarm',
  version: 1,
  category: 'control',
  title: m.title,
  icon: 'control-alarm',
  defaultSize: { w: 960, h: 320 },
  props: realAlarmProps,
  render: 'dom',
  views: { design: view, runtime: view },
})
