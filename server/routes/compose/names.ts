import { checkTextLength, NAME_MESSAGES } from '../../../engine/rules/names.ts'
import { ruleError } from '../../http/httpError.ts'

/**
 * Names of folders, pages, templates and symbols are display text (any characters, spec S1 §5 "not
 * empty; not only spaces") of at most 50 characters; returns the trimmed name.
 */
export function checkItemName(name: string, status: 400 | 422): string {
  if (name === '') throw ruleError(status, [NAME_MESSAGES.empty])
  if (name.trim() === '') throw ruleError(status, [NAME_MESSAGES.blank])
  const tooLong = checkTextLength(name, 50)
  if (tooLong) throw ruleError(status, [tooLong])
  return name.trim()
}
