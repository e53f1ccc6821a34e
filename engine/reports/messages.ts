/** The report messages: definitions refused, parameters refused, page ranges refused. */
export const REPORT_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'report.nameRequired', message: 'The report name is required' },
  nameTaken: /*i18n*/ { id: 'report.nameTaken', message: 'A report named {name} already exists' },
  missing: /*i18n*/ { id: 'report.missing', message: 'The report {id} does not exist' },
  missingName: /*i18n*/ { id: 'report.missingName', message: 'There is no report named {name}' },
  stale: /*i18n*/ {
    id: 'report.stale',
    message: 'The report {name} was changed by someone else; refresh before editing',
  },
  sqlRequired: /*i18n*/ { id: 'report.sqlRequired', message: 'The report needs its SQL' },
  paramNameBad: /*i18n*/ {
    id: 'report.paramNameBad',
    message: 'The parameter name {name} must be letters, digits and _ (not starting with a digit)',
  },
  paramDuplicate: /*i18n*/ {
    id: 'report.paramDuplicate',
    message: 'The parameter :{name} is declared twice',
  },
  paramUndeclared: /*i18n*/ {
    id: 'report.paramUndeclared',
    message: 'The SQL uses :{name}, which is not a declared parameter',
  },
  paramsBad: /*i18n*/ {
    id: 'report.paramsBad',
    message: 'The report parameters must be an object of names and values',
  },
  paramRequired: /*i18n*/ { id: 'report.paramRequired', message: 'The parameter {label} needs a value' },
  paramNotNumber: /*i18n*/ { id: 'report.paramNotNumber', message: 'The parameter {label} must be a number' },
  paramNotDate: /*i18n*/ {
    id: 'report.paramNotDate',
    message: 'The parameter {label} must be a date (yyyy-mm-dd or yyyy-mm-dd hh:mm:ss)',
  },
  columnsRequired: /*i18n*/ { id: 'report.columnsRequired', message: 'The report needs at least one column' },
  columnFieldRequired: /*i18n*/ {
    id: 'report.columnFieldRequired',
    message: 'Column {index} needs a field',
  },
  columnDuplicate: /*i18n*/ { id: 'report.columnDuplicate', message: 'The field {field} is shown twice' },
  columnUnknown: /*i18n*/ {
    id: 'report.columnUnknown',
    message: 'The column {field} is not in the query’s result',
  },
  formulaBad: /*i18n*/ { id: 'report.formulaBad', message: 'The formula of {field} is refused: {reason}' },
  decimalsBad: /*i18n*/ {
    id: 'report.decimalsBad',
    message: 'The decimals of {field} must be between 0 and 10',
  },
  groupUnknown: /*i18n*/ {
    id: 'report.groupUnknown',
    message: 'The grouping field {field} is not a column of the report',
  },
  pageRangeBad: /*i18n*/ {
    id: 'report.pageRangeBad',
    message: 'The page range {range} is not valid: write pages like 1-3 or 2,4-5',
  },
  pageRangeBeyond: /*i18n*/ {
    id: 'report.pageRangeBeyond',
    message: 'The report has {pages} pages; the range {range} asks for none of them',
  },
  groupTotal: /*i18n*/ { id: 'report.groupTotal', message: 'Subtotal {group}' },
  grandTotal: /*i18n*/ { id: 'report.grandTotal', message: 'Total' },
}
