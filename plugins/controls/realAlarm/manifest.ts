/**
 * Real-time alarms: the current alarms of chosen objects from the alarm service, updated as the server
 * pushes them, in priority colours; operators acknowledge selected or all rows after a confirmation, and
 * the server records who acknowledged and when.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
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

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'control.realAlarm',
  version: 1,
  category: 'control',
  order: 10,
  title: m.title,
  icon: { paths: ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'] },
  defaultSize: { w: 960, h: 320 },
  props: realAlarmProps,
})
