/**
 * Report (issue 27): a saved grid report on a runtime page. Its parameters become form controls, a run
 * shows the report's lines (groups, subtotals, total) page by page, and the operator exports it.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { messages as m } from './messages.ts'

export const props = {
  title: titleField(),
  reportName: field.string({
    label: m.reportName,
    description: m.reportNameHelp,
    default: '',
    maxLength: 100,
    group: 'data',
  }),
  runOnOpen: field.boolean({ label: m.runOnOpen, default: true, group: 'data' }),
  allowExport: field.boolean({ label: m.allowExport, default: true, group: 'data' }),
  theme: themeField(),
}

export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'control.report',
  version: 1,
  category: 'control',
  order: 16,
  title: m.title,
  // A sheet with a header band and two summed rows.
  icon: { paths: ['M4 4h16v16H4z', 'M4 9h16', 'M4 14h16', 'M10 9v11', 'M14 17h4'] },
  defaultSize: { w: 880, h: 420 },
  props,
})
