import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the table. */
export const tableMessages = {
  title: /*i18n*/ { id: 'form.table.title', message: 'Table' },
  columns: /*i18n*/ { id: 'form.table.columns', message: 'Columns' },
  columnTitle: /*i18n*/ { id: 'form.table.columns.title', message: 'Heading' },
  columnField: /*i18n*/ { id: 'form.table.columns.field', message: 'Data field' },
  columnWidth: /*i18n*/ { id: 'form.table.columns.width', message: 'Width (0 = automatic)' },
  rows: /*i18n*/ { id: 'form.table.rows', message: 'Rows' },
  rowsHelp: /*i18n*/ {
    id: 'form.table.rows.help',
    message: 'A list of records keyed by the columns’ data fields; bind it to a property holding such a list',
  },
  striped: /*i18n*/ { id: 'form.table.striped', message: 'Striped rows' },
  source: /*i18n*/ { id: 'form.table.source', message: 'Rows from' },
  sourceRows: /*i18n*/ { id: 'form.table.source.rows', message: 'The rows above (or their binding)' },
  sourceRecords: /*i18n*/ { id: 'form.table.source.records', message: 'A form’s records' },
  sourceQuery: /*i18n*/ { id: 'form.table.source.query', message: 'An object query' },
  recordsForm: /*i18n*/ { id: 'form.table.recordsForm', message: 'Form (records)' },
  dataSource: /*i18n*/ { id: 'form.table.dataSource', message: 'Object template (query)' },
  pageSize: /*i18n*/ { id: 'form.table.pageSize', message: 'Rows per page' },
  selectable: /*i18n*/ { id: 'form.table.selectable', message: 'Rows can be selected' },
  exportFormat: /*i18n*/ { id: 'form.table.exportFormat', message: 'Export as' },
  exportNone: /*i18n*/ { id: 'form.table.exportFormat.none', message: 'No export' },
  columnEditable: /*i18n*/ { id: 'form.table.columns.editable', message: 'Editable in place' },
  columnLabels: /*i18n*/ { id: 'form.table.columns.labels', message: 'Option labels' },
  columnLabelsHelp: /*i18n*/ {
    id: 'form.table.columns.labels.help',
    message:
      'The options of the control or property this column comes from, as [{"value": …, "label": …}]: cells show the label',
  },
} satisfies Record<string, MessageDescriptor>
