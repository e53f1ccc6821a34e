import { type MessageDescriptor, withValues } from '../messages.ts'
import { compilePattern } from './valueCheckers.ts'

/**
 * Password rules of spec S1 §3: length, complexity (case, digit, special character, regex with a
 * custom hint), retry count, lock time, history and validity period.
 */
export interface PasswordSettings {
  minLength: number
  maxLength: number
  requireUpper: boolean
  requireLower: boolean
  requireDigit: boolean
  requireSpecial: boolean
  /** Extra rule as a regular expression source; '' means none. */
  regex: string
  /** Shown instead of the generic message when `regex` does not match; '' means none. */
  regexHint: string
  retryCount: number
  lockMinutes: number
  historyCount: number
  validityDays: number
}

/** Defaults used until an administrator saves password settings (the spec does not show values). */
export const DEFAULT_PASSWORD_SETTINGS: Readonly<PasswordSettings> = Object.freeze({
  minLength: 8,
  maxLength: 32,
  requireUpper: true,
  requireLower: true,
  requireDigit: true,
  requireSpecial: false,
  regex: '',
  regexHint: '',
  retryCount: 5,
  lockMinutes: 15,
  historyCount: 3,
  validityDays: 90,
})

/** Messages of the password rules. */
export const PASSWORD_MESSAGES = {
  mismatch: /*i18n*/ { id: 'rules.password.mismatch', message: 'The two passwords differ' },
  tooShort: /*i18n*/ {
    id: 'rules.password.tooShort',
    message: 'The password needs at least {num} characters',
  },
  tooLong: /*i18n*/ {
    id: 'rules.password.tooLong',
    message: 'The password may have at most {num} characters',
  },
  upper: /*i18n*/ { id: 'rules.password.upper', message: 'The password needs an uppercase letter' },
  lower: /*i18n*/ { id: 'rules.password.lower', message: 'The password needs a lowercase letter' },
  digit: /*i18n*/ { id: 'rules.password.digit', message: 'The password needs a digit' },
  special: /*i18n*/ { id: 'rules.password.special', message: 'The password needs a special character' },
  regex: /*i18n*/ {
    id: 'rules.password.regex',
    message: 'The password does not match the required pattern',
  },
  // The administrator's own hint text travels as a value so no catalogue entry can replace it.
  regexHint: /*i18n*/ { id: 'rules.password.regexHint', message: '{hint}' },
  regexInvalid: /*i18n*/ {
    id: 'rules.password.regexInvalid',
    message: 'The password regular expression is not valid',
  },
  minLengthNumber: /*i18n*/ {
    id: 'rules.password.minLengthNumber',
    message: 'The minimum length must be a whole number of at least 0',
  },
  maxLengthNumber: /*i18n*/ {
    id: 'rules.password.maxLengthNumber',
    message: 'The maximum length must be a whole number of at least 1',
  },
  minBelowMax: /*i18n*/ {
    id: 'rules.password.minBelowMax',
    message: 'The minimum length must be less than the maximum length',
  },
  retryCount: /*i18n*/ {
    id: 'rules.password.retryCount',
    message: 'The retry count must be a whole number of at least 0',
  },
  lockMinutes: /*i18n*/ {
    id: 'rules.password.lockMinutes',
    message: 'The lock time must be a whole number of at least 0',
  },
  historyCount: /*i18n*/ {
    id: 'rules.password.historyCount',
    message: 'The history count must be a whole number of at least 0',
  },
  validityDays: /*i18n*/ {
    id: 'rules.password.validityDays',
    message: 'The validity period must be a whole number of at least 0',
  },
  hintNotText: /*i18n*/ { id: 'rules.password.hintNotText', message: 'The pattern hint must be text' },
} satisfies Record<string, MessageDescriptor>

// Special characters are the printable ASCII punctuation marks (the OWASP list without the space).
const SPECIAL = /[!-/:-@[-`{-~]/

const COUNT_FIELDS = ['retryCount', 'lockMinutes', 'historyCount', 'validityDays'] as const

function isCount(value: unknown, least: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= least
}

/**
 * Every rule of `settings` that `password` breaks, in a fixed order (empty = acceptable). Never
 * throws, whatever the inputs, because the server enforces passwords with this same function.
 */
export function checkPassword(password: string, settings: PasswordSettings): MessageDescriptor[] {
  const text = typeof password === 'string' ? password : ''
  const rules: Partial<PasswordSettings> = settings ?? {}
  const problems: MessageDescriptor[] = []
  // Lengths count code points, so one emoji is one character, as the user sees it.
  const length = [...text].length
  if (isCount(rules.minLength, 0) && length < rules.minLength) {
    problems.push(withValues(PASSWORD_MESSAGES.tooShort, { num: rules.minLength }))
  }
  if (isCount(rules.maxLength, 1) && length > rules.maxLength) {
    problems.push(withValues(PASSWORD_MESSAGES.tooLong, { num: rules.maxLength }))
  }
  if (rules.requireUpper === true && !/[A-Z]/.test(text)) problems.push(PASSWORD_MESSAGES.upper)
  if (rules.requireLower === true && !/[a-z]/.test(text)) problems.push(PASSWORD_MESSAGES.lower)
  if (rules.requireDigit === true && !/\d/.test(text)) problems.push(PASSWORD_MESSAGES.digit)
  if (rules.requireSpecial === true && !SPECIAL.test(text)) problems.push(PASSWORD_MESSAGES.special)
  const regexProblem = checkRegexRule(text, rules.regex, rules.regexHint)
  if (regexProblem !== null) problems.push(regexProblem)
  return problems
}

function checkRegexRule(text: string, source: unknown, hint: unknown): MessageDescriptor | null {
  if (source === undefined || source === null || source === '') return null
  const pattern = compilePattern(source)
  if (pattern === null) return PASSWORD_MESSAGES.regexInvalid
  if (pattern.test(text)) return null
  const hasHint = typeof hint === 'string' && hint.trim() !== ''
  return hasHint ? withValues(PASSWORD_MESSAGES.regexHint, { hint }) : PASSWORD_MESSAGES.regex
}

/** The confirmation must match the password exactly ("the two passwords differ"). */
export function checkPasswordConfirmation(password: string, confirmation: string): MessageDescriptor | null {
  return password === confirmation ? null : PASSWORD_MESSAGES.mismatch
}

/**
 * Checks settings before they are saved: "min length is a number and less than max length", counts
 * are whole numbers not below 0, and the regex compiles. Returns every problem; never throws.
 */
export function checkPasswordSettings(settings: PasswordSettings): MessageDescriptor[] {
  const rules: Partial<PasswordSettings> = settings ?? {}
  const problems: MessageDescriptor[] = []
  const { minLength, maxLength } = rules
  const minOk = isCount(minLength, 0)
  const maxOk = isCount(maxLength, 1)
  if (!minOk) problems.push(PASSWORD_MESSAGES.minLengthNumber)
  if (!maxOk) problems.push(PASSWORD_MESSAGES.maxLengthNumber)
  if (minOk && maxOk && minLength >= maxLength) problems.push(PASSWORD_MESSAGES.minBelowMax)
  for (const field of COUNT_FIELDS) {
    if (!isCount(rules[field], 0)) problems.push(PASSWORD_MESSAGES[field])
  }
  const regex = rules.regex
  if (regex !== undefined && regex !== '' && compilePattern(regex) === null) {
    problems.push(PASSWORD_MESSAGES.regexInvalid)
  }
  if (rules.regexHint !== undefined && typeof rules.regexHint !== 'string') {
    problems.push(PASSWORD_MESSAGES.hintNotText)
  }
  return problems
}
