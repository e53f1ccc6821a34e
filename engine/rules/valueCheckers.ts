import type { MessageDescriptor } from '../messages.ts'

/** The value checker kinds a form control can use (spec S1 §5 table). */
export type CheckerKind =
  | 'none'
  | 'mobilePhone'
  | 'telephone'
  | 'zipCode'
  | 'idCard'
  | 'number'
  | 'email'
  | 'ip'
  | 'other'

/** Options of one control's check: its checker kind, whether it is required, the custom pattern. */
export interface ValueCheckOptions {
  kind: CheckerKind
  required: boolean
  /** Regular expression source, used only by kind 'other'. */
  pattern?: string
}

/** Messages of the value checkers, one per kind plus the shared ones. */
export const VALUE_MESSAGES = {
  required: /*i18n*/ { id: 'rules.value.required', message: 'This field is required' },
  mobilePhone: /*i18n*/ { id: 'rules.value.mobilePhone', message: 'Enter a valid mobile phone number' },
  telephone: /*i18n*/ { id: 'rules.value.telephone', message: 'Enter a valid telephone number' },
  zipCode: /*i18n*/ { id: 'rules.value.zipCode', message: 'Enter a valid postal code' },
  idCard: /*i18n*/ { id: 'rules.value.idCard', message: 'Enter a valid ID card number' },
  number: /*i18n*/ { id: 'rules.value.number', message: 'Enter a valid number' },
  email: /*i18n*/ { id: 'rules.value.email', message: 'Enter a valid email address' },
  ip: /*i18n*/ { id: 'rules.value.ip', message: 'Enter a valid IP address' },
  other: /*i18n*/ { id: 'rules.value.other', message: 'The value does not match the required format' },
  patternMissing: /*i18n*/ { id: 'rules.value.patternMissing', message: 'No custom pattern is set' },
  patternInvalid: /*i18n*/ {
    id: 'rules.value.patternInvalid',
    message: 'The custom pattern is not a valid regular expression',
  },
} satisfies Record<string, MessageDescriptor>

// One octet of an IPv4 address, 0-255 without leading zeros (so '01' is not mistaken for an octet).
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'

// The fixed-format kinds of the S1 §5 table; 'none' and 'other' have no fixed pattern.
const KIND_PATTERNS: Record<Exclude<CheckerKind, 'none' | 'other'>, RegExp> = {
  mobilePhone: /^1[345789]\d{9}$/,
  // 7 to 14 digits, optionally preceded by a 3-4 digit area code written 0xx- or 0xxx-.
  telephone: /^(?:0\d{2,3}-)?\d{7,14}$/,
  zipCode: /^[1-9]\d{5}$/,
  // 15 digits, or 17 digits plus a digit or X (which covers 18 digits).
  idCard: /^(?:\d{15}|\d{17}[\dX])$/,
  number: /^[+-]?\d+(?:\.\d+)?$/,
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
  ip: new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`),
}

/** Compiles a user-supplied regular expression; null when it is not valid (never throws). */
export function compilePattern(source: unknown): RegExp | null {
  if (typeof source !== 'string') return null
  try {
    return new RegExp(source)
  } catch {
    return null
  }
}

/**
 * Checks one control value against its checker kind. Null means valid. An empty or blank value is
 * valid unless the control is required ("an empty value is valid unless required is yes").
 */
export function checkValue(value: string, opts: ValueCheckOptions): MessageDescriptor | null {
  const text = typeof value === 'string' ? value : ''
  // 'none' accepts "any non-whitespace content", so whitespace alone counts as no value at all.
  if (text.trim() === '') return opts.required ? VALUE_MESSAGES.required : null
  switch (opts.kind) {
    case 'none':
      return null
    case 'other':
      return checkCustomPattern(text, opts.pattern)
    default: {
      const pattern = KIND_PATTERNS[opts.kind]
      if (pattern === undefined) return VALUE_MESSAGES.other
      return pattern.test(text) ? null : VALUE_MESSAGES[opts.kind]
    }
  }
}

function checkCustomPattern(text: string, source: string | undefined): MessageDescriptor | null {
  if (source === undefined || source === '') return VALUE_MESSAGES.patternMissing
  const pattern = compilePattern(source)
  if (pattern === null) return VALUE_MESSAGES.patternInvalid
  return pattern.test(text) ? null : VALUE_MESSAGES.other
}

/** "A list of controls is valid only if all report valid": true when every result is null. */
export function allValid(results: readonly (MessageDescriptor | null)[]): boolean {
  return results.every((result) => result === null)
}
