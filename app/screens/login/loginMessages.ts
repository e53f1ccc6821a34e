import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MESSAGES } from '../../../engine/rules/responses'

const locked = (minutes: string) =>
  msg`The account is locked after too many failed attempts. Try again in ${minutes} minute(s).`
const wrongAndLocked = (minutes: string) =>
  msg`The account or password is wrong. The account is now locked after too many failed attempts; try again in ${minutes} minute(s).`
const disabled = msg`The account is disabled. Ask an administrator.`
const tooManyAttempts = (seconds: string) => msg`Too many login attempts. Try again in ${seconds} seconds.`
const waitForCode = (seconds: string) => msg`Wait ${seconds} seconds before requesting a new code.`
const codeNotSent = msg`The verification code could not be sent. Try again later.`

// The server words these login refusals in English with a number inside; each is shown in the user's
// language. Any other text is shown as the server sent it.
const PATTERNS: { pattern: RegExp; message: (match: RegExpExecArray) => ReturnType<typeof msg> }[] = [
  {
    pattern: /^The account or password is wrong\. The account is locked .*try again in (\d+) minute/,
    message: (m) => wrongAndLocked(m[1] ?? ''),
  },
  { pattern: /^The account is locked .*try again in (\d+) minute/, message: (m) => locked(m[1] ?? '') },
  { pattern: /^The account is disabled/, message: () => disabled },
  {
    pattern: /^Too many login attempts; try again in (\d+) seconds/,
    message: (m) => tooManyAttempts(m[1] ?? ''),
  },
  { pattern: /^Wait (\d+) seconds before requesting a new code/, message: (m) => waitForCode(m[1] ?? '') },
  { pattern: /^The verification code could not be sent/, message: () => codeNotSent },
  { pattern: /^The account or password is wrong$/, message: () => MESSAGES.accountOrPasswordWrong },
]

/** The message of a refused login in the user's language. */
export function localiseLoginFailure(text: string): string {
  for (const { pattern, message } of PATTERNS) {
    const match = pattern.exec(text)
    if (match) return i18n._(message(match))
  }
  return text
}
