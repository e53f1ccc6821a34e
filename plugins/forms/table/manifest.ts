/** Table: columns designed in the inspector, rows static or bound to a property holding a list. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { MESSAGES } from '../../../engine/rules/responses.ts'
import { alignField, themeField, titleField } from '../../shared/commonFields.ts'
import { checkFields, requiredField } from '../shared/formFields.ts'
import { tableMessages as m } from './messages.ts'

function column(title: string, fieldName: string, width: number, align: 'left' | 'right') {
  return {
    title,
    field: fieldName,
    width,
    align,
    editable: false,
    required: false,
    checker: 'none' as const,
    pattern: '',
    textLimit: 200 as const,
    labels: [] as { value: string; label: string }[],
  }
}

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
      field: field.string({ label: m.columnField, default: 'field', maxLength: 50 }),
      width: field.number({ label: m.columnWidth, default: 0, min: 0, max: 2000, integer: true }),
      align: alignField('left'),
      editable: field.boolean({ label: m.columnEditable, default: false }),
      // The options of the control (or property) the column's values come from: cells show the label.
      labels: field.json<{ value: string; label: string }[]>({
        label: m.columnLabels,
        description: m.columnLabelsHelp,
        default: [],
      }),
      ...requiredField,
      ...checkFields,
    },
    default: [
      column('Equipment', 'name', 0, 'left'),
      column('State', 'state', 90, 'left'),
      column('Flow (m³/h)', 'flow', 100, 'right'),
      column('Pressure (bar)', 'pressure', 120, 'right'),
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
  source: field.enum({
    label: m.source,
    group: 'data',
    default: 'rows',
    options: [
      { value: 'rows', label: m.sourceRows },
      { value: 'formRecords', label: m.sourceRecords },
      { value: 'objectQuery', label: m.sourceQuery },
    ] as const,
  }),
  recordsForm: field.string({
    label: m.recordsForm,
    group: 'data',
    default: '',
    maxLength: 50,
    pattern: '([A-Za-z][A-Za-z0-9_-]*)?',
  }),
  dataSource: field.string({ label: m.dataSource, group: 'data', default: '', maxLength: 200 }),
  // The spec's list sizes (S1 §9: versions 15, lists and tasks 20).
  pageSize: field.enum({
    label: m.pageSize,
    default: 20,
    options: [
      { value: 15, label: /*i18n*/ { id: 'form.table.pageSize.15', message: '15' } },
      { value: 20, label: /*i18n*/ { id: 'form.table.pageSize.20', message: '20' } },
      { value: 50, label: /*i18n*/ { id: 'form.table.pageSize.50', message: '50' } },
    ] as const,
  }),
  selectable: field.boolean({ label: m.selectable, default: false }),
  // Spec S0 §9: default export extension xls (or csv).
  exportFormat: field.enum({
    label: m.exportFormat,
    default: 'xls',
    options: [
      { value: 'xls', label: /*i18n*/ { id: 'form.table.exportFormat.xls', message: 'xls' } },
      { value: 'csv', label: /*i18n*/ { id: 'form.table.exportFormat.csv', message: 'csv' } },
      { value: 'none', label: m.exportNone },
    ] as const,
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
  rules: [
    {
      fields: ['columns'],
      message: MESSAGES.dataFieldRequired,
      holds: (p) => p.columns.every((c) => c.field.trim() !== ''),
    },
  ],
})
