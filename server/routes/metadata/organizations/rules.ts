import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { checkTextLength } from '../../../../engine/rules/names.ts'
import { checkValue } from '../../../../engine/rules/valueCheckers.ts'
import { ruleError } from '../../../http/httpError.ts'
import type { RuleStatus } from '../common/rules.ts'
import { ORGANIZATION_MESSAGES } from './messages.ts'

/*
 * Organisation and staff names are display text (a department is "生产部", a person "张伟"): not blank,
 * at most 50 characters. Employee number, post, phone at most 50, email a valid address up to 200,
 * description at most 500 (spec S1 §5 text limits).
 */

function nameProblem(name: string | undefined): MessageDescriptor | null {
  if (name === undefined) return null
  if (name.trim() === '') return ORGANIZATION_MESSAGES.nameRequired
  return checkTextLength(name, 50)
}

export function assertOrgTexts(status: RuleStatus, body: { name?: string; description?: string }) {
  const problems = [nameProblem(body.name), body.description ? checkTextLength(body.description, 500) : null]
  const found = problems.filter((p): p is MessageDescriptor => p !== null)
  if (found.length > 0) throw ruleError(status, found)
}

export function assertStaffTexts(
  status: RuleStatus,
  body: { name?: string; code?: string; post?: string; phone?: string; email?: string; description?: string },
) {
  const problems = [
    nameProblem(body.name),
    body.code ? checkTextLength(body.code, 50) : null,
    body.post ? checkTextLength(body.post, 50) : null,
    body.phone ? checkTextLength(body.phone, 50) : null,
    body.email ? (checkTextLength(body.email, 200) ?? emailProblem(body.email)) : null,
    body.description ? checkTextLength(body.description, 500) : null,
  ]
  const found = problems.filter((p): p is MessageDescriptor => p !== null)
  if (found.length > 0) throw ruleError(status, found)
}

function emailProblem(email: string): MessageDescriptor | null {
  return checkValue(email, { kind: 'email', required: false }) ? ORGANIZATION_MESSAGES.badEmail : null
}
