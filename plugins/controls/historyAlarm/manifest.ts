/**
 * History alarms: the alarm journal of chosen objects (or all the user may see) with filters for time,
 * priority, state, acknowledgement, object and text; paged as the spec's lists are (20 a page); export to
 * CSV or a spreadsheet; who acknowledged each alarm and when.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { messages as m } from './messages.ts'

/** Props of the history alarm control. */
export const props = {
  title: titleField(),
  objects: field.list({
    label: m.objects,
    description: m.objectsHelp,
    group: 'data',
    maxItems: 200,
    item: { objName: field.string({ label: m.objName, default: '', maxLength: 200 }) },
    default: [],
  }),
  // The spec's widest trend span is 30 days; a journal opens on a shorter window, the operator widens it.
  rangeHours: field.number({
    label: m.rangeHours,
    default: 24,
    min: 1,
    max: 720,
    integer: true,
    group: 'data',
  }),
  pageSize: field.number({ label: m.pageSize, default: 20, min: 5, max: 200, integer: true, group: 'data' }),
  allowExport: field.boolean({ label: m.allowExport, default: true, group: 'data' }),
  theme: themeField(),
}

/** The history alarm control's props. */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'control.historyAlarm',
  version: 1,
  category: 'control',
  order: 15,
  title: m.title,
  icon: { paths: ['M12 7v5l3 2', 'M3.5 12a8.5 8.5 0 1 0 2.5-6', 'M3 3v4h4'] },
  defaultSize: { w: 960, h: 420 },
  props,
})
