import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import { checkName, checkTextLength, findDuplicates, NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { HttpError, ruleError } from '../../../http/httpError.ts'

/** Create answers 422 and edit 400 for broken rules (server/README.md). */
export type RuleStatus = 400 | 422

export const METADATA_MESSAGES = {
  reserved: /*i18n*/ { id: 'metadata.name.reserved', message: 'The name {name} is reserved' },
} satisfies Record<string, MessageDescriptor>

/**
 * Names of objects, templates, properties, services, features and structures: the engine's rule (letter
 * first, then letters, digits, underscore; the hyphen variant for labels and networks) and at most 50
 * characters. Dots never pass, which keeps `objName.propName` keys unambiguous.
 */
export function nameProblems(name: string, opts: { allowHyphen?: boolean } = {}): MessageDescriptor[] {
  const problem = checkName(name, opts) ?? checkTextLength(name, 50)
  return problem ? [problem] : []
}

export function assertName(status: RuleStatus, name: string, opts: { allowHyphen?: boolean } = {}): void {
  const problems = nameProblems(name, opts)
  if (problems.length > 0) throw ruleError(status, problems)
}

/** Display names at most 50 characters, descriptions at most 500 (spec S1 §5 text limits). */
export function assertTexts(
  status: RuleStatus,
  texts: { showName?: string | null; description?: string | null },
) {
  const problems: MessageDescriptor[] = []
  if (texts.showName) {
    const problem = checkTextLength(texts.showName, 50)
    if (problem) problems.push(problem)
  }
  if (texts.description) {
    const problem = checkTextLength(texts.description, 500)
    if (problem) problems.push(problem)
  }
  if (problems.length > 0) throw ruleError(status, problems)
}

/** Names given twice in one request. */
export function assertNoDuplicates(status: RuleStatus, names: readonly string[]): void {
  const duplicates = findDuplicates(names, { ignoreCase: true })
  if (duplicates.length > 0) {
    throw ruleError(
      status,
      duplicates.map((name) => withValues(NAME_MESSAGES.uniqueName, { name })),
    )
  }
}

/** 409 for a name another record already has (as roles and users answer). */
export function nameTaken(name: string): HttpError {
  const descriptor = withValues(NAME_MESSAGES.uniqueName, { name })
  return new HttpError(409, formatMessage(descriptor), 409, [descriptor])
}

export function reservedName(status: RuleStatus, name: string): HttpError {
  return ruleError(status, [withValues(METADATA_MESSAGES.reserved, { name })])
}
