import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { checkName } from '../../../../engine/rules/names.ts'
import { checkValue } from '../../../../engine/rules/valueCheckers.ts'
import { RESERVED_USERNAMES } from './schema.ts'

/** The rule problems of a username: the spec's name rule (letter first, letters, digits, underscore). */
export function usernameProblems(username: string): MessageDescriptor[] {
  const problem = checkName(username)
  if (problem) return [problem]
  if (RESERVED_USERNAMES.has(username.toLowerCase())) {
    return [
      { id: 'server.users.reserved', message: 'The name {name} is reserved', values: { name: username } },
    ]
  }
  return []
}

/** Email and phone format rules (spec S1 §5): empty is allowed, anything else must be well formed. */
export function contactProblems(fields: { email?: string; phone?: string }): MessageDescriptor[] {
  const problems: MessageDescriptor[] = []
  const email = checkValue(fields.email ?? '', { kind: 'email', required: false })
  if (email) problems.push(email)
  // Phones are used for SMS login, so they must be mobile numbers.
  const phone = checkValue(fields.phone ?? '', { kind: 'mobilePhone', required: false })
  if (phone) problems.push(phone)
  return problems
}
