/** Table: columns designed in the inspector, rows static or bound to a property holding a list. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { alignField, themeField, titleField } from '../../shared/commonFields.ts'
import { tableMessages as m } from './messages.ts'

/** Props of the table. */
export const tableProps = {
  title: titleField(),
  columns: field.list({
    label: m.columns,
    group: 'data',
    minItems: 1,
    maxItems: 30,
    item: {
      title: field.string({ label: m.columnTitle, default: 'Column', maxLength: 50, required: true }),
      // Spec S1 §5: "Data field name required for table columns".
      field: field.string({ label: m.columnField, default: 'field', maxLength: 50, required: true }),
      width: field.number({ label: m.columnWidth, default: 0, min: 0, max: 2000, integer: true }),
      align: alignField('left'),
    },
    default: [
      { title: 'Equipment', field: 'name', width: 0, align: 'left' },
      { title: 'State', field: 'state', width: 90, align: 'left' },
      { title: 'Flow (m³/h)', field: 'flow', width: 100, align: 'right' },
      { title: 'Pressure (bar)', field: 'pressure', width: 120, align: 'right' },
    ],
  }),
  rows: field.json<Record<string, unknown>[]>({
    label: m.rows,
    description: m.rowsHelp,
    bindable: true,
    group: 'data',
    default: [
      { name: 'Pump P-101', state: 'Running', flow: 124.6, pressure: 4.2 },
      { name: 'Pump P-102', state: 'Stopped', flow: 0, pressure: 0.1 },
      { name: 'Pump P-103', state: 'Running', flow: 98.3, pressure: 3.9 },
      { name: 'Valve V-201', state: 'Open', flow: 222.9, pressure: 3.8 },
      { name: 'Valve V-202', state: 'Closed', flow: 0, pressure: 0 },
    ],
  }),
  striped: field.boolean({ label: m.striped, default: true, group: 'style' }),
  theme: themeField(),
}

/** The table's props. */
export type TableProps = PropsOf<typeof tableProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'form.table',
  version: 1,
  category: 'form',
  order: 50,
  title: m.title,
  icon: { paths: ['M3 5h18v14H3z', 'M3 10h18', 'M3 15h18', 'M10 5v14'] },
  defaultSize: { w: 450, h: 250 },
  props: tableProps,
})
