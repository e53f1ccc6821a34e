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
} satisfies Record<string, MessageDescriptor>
