import { toPositional } from '../datasources/sqlParams.ts'
import { checkScopedExpression } from '../expression/index.ts'
import { formatMessage, type MessageDescriptor, withValues } from '../messages.ts'
import { MAX_DECIMALS, type ReportDefinition } from './definition.ts'
import { REPORT_MESSAGES } from './messages.ts'

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** What is wrong with a report as saved: its SQL's parameters, its columns, its formulas, its grouping. */
export function definitionProblems(sql: string, definition: ReportDefinition): MessageDescriptor[] {
  const problems: MessageDescriptor[] = []
  if (sql.trim() === '') problems.push(REPORT_MESSAGES.sqlRequired)
  const declared = new Set<string>()
  for (const param of definition.params) {
    if (!NAME.test(param.name)) problems.push(withValues(REPORT_MESSAGES.paramNameBad, { name: param.name }))
    else if (declared.has(param.name))
      problems.push(withValues(REPORT_MESSAGES.paramDuplicate, { name: param.name }))
    declared.add(param.name)
  }
  for (const name of new Set(toPositional(sql, () => '?').names))
    if (!declared.has(name)) problems.push(withValues(REPORT_MESSAGES.paramUndeclared, { name }))
  if (definition.columns.length === 0) problems.push(REPORT_MESSAGES.columnsRequired)
  const fields = new Set<string>()
  definition.columns.forEach((column, index) => {
    const field = column.field.trim()
    if (field === '') problems.push(withValues(REPORT_MESSAGES.columnFieldRequired, { index: index + 1 }))
    else if (fields.has(field)) problems.push(withValues(REPORT_MESSAGES.columnDuplicate, { field }))
    fields.add(field)
    if (column.formula !== undefined && column.formula.trim() !== '') {
      const refused = checkScopedExpression(column.formula)
      if (refused)
        problems.push(withValues(REPORT_MESSAGES.formulaBad, { field, reason: formatMessage(refused) }))
    }
    if (
      column.format.kind === 'number' &&
      !(
        Number.isInteger(column.format.decimals) &&
        column.format.decimals >= 0 &&
        column.format.decimals <= MAX_DECIMALS
      )
    )
      problems.push(withValues(REPORT_MESSAGES.decimalsBad, { field }))
  })
  if (definition.groupBy && !fields.has(definition.groupBy))
    problems.push(withValues(REPORT_MESSAGES.groupUnknown, { field: definition.groupBy }))
  return problems
}

/** The columns a report shows that the query does not answer (formula columns are computed, so exempt). */
export function missingColumns(definition: ReportDefinition, queryColumns: string[]): MessageDescriptor[] {
  const answered = new Set(queryColumns)
  return definition.columns
    .filter((column) => !column.formula?.trim() && !answered.has(column.field))
    .map((column) => withValues(REPORT_MESSAGES.columnUnknown, { field: column.field }))
}
