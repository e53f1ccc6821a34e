import { type MessageDescriptor, withValues } from '../messages.ts'

/** Messages of the numeric rules of spec S1 §5. */
export const NUMBER_MESSAGES = {
  notNumber: /*i18n*/ { id: 'rules.number.notNumber', message: 'Enter a number' },
  positiveInteger: /*i18n*/ { id: 'rules.number.positiveInteger', message: 'Enter a positive integer' },
  integerAtLeast: /*i18n*/ {
    id: 'rules.number.integerAtLeast',
    message: 'Enter an integer of at least {num}',
  },
  minimumValue: /*i18n*/ { id: 'rules.number.minimumValue', message: 'The minimum value is {num}' },
  maxLengthAboveMin: /*i18n*/ {
    id: 'rules.number.maxLengthAboveMin',
    message: 'The maximum length must exceed the minimum length',
  },
  maxNotBelowMin: /*i18n*/ {
    id: 'rules.number.maxNotBelowMin',
    message: 'The maximum cannot be below the minimum',
  },
  warningRange: /*i18n*/ {
    id: 'rules.number.warningRange',
    message: 'The minimum warning value cannot be above the maximum warning value',
  },
  yearRange: /*i18n*/ { id: 'rules.number.yearRange', message: 'Enter a year from {min} to {max}' },
  fontSize: /*i18n*/ { id: 'rules.number.fontSize', message: 'Enter a font size from 1 to {max}' },
  pageRange: /*i18n*/ { id: 'rules.number.pageRange', message: 'Enter a page range like 1-3' },
} satisfies Record<string, MessageDescriptor>

/** A number as typed in a form field or received as JSON. */
export type NumericInput = number | string

/** Year range of the date label that allows 1904 to 9999 (spec S1 §5). */
export const YEAR_RANGE = { min: 1904, max: 9999 } as const

/** Lunar calendar range (spec S1 §9). */
export const LUNAR_YEAR_RANGE = { min: 1900, max: 2099 } as const

/** The font-size list "offers 8 to 72" (spec S1 §5/§9). */
export const FONT_SIZE_LIST: readonly number[] = [
  8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 24, 26, 28, 36, 48, 72,
]

/** The two font-size readings of spec S1 §5: 1 to 409 and 1 to 499. */
export type FontSizeMax = 409 | 499

/** A page range such as '1-3' (or a single page '2'), first page first. */
export interface PageRange {
  from: number
  to: number
}

/** Reads a finite number from a number or a decimal string; null when it is not one. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || !/^\s*[+-]?\d+(?:\.\d+)?\s*$/.test(value)) return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/** Reads a safe integer from a number or an integer string ('5.0' is not one); null otherwise. */
export function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null
  if (typeof value !== 'string' || !/^\s*[+-]?\d+\s*$/.test(value)) return null
  const parsed = Number(value)
  return Number.isSafeInteger(parsed) ? parsed : null
}

/** "Positive integer required": an integer of at least 1. */
export function checkPositiveInteger(value: NumericInput): MessageDescriptor | null {
  const n = toInteger(value)
  return n !== null && n >= 1 ? null : NUMBER_MESSAGES.positiveInteger
}

/** "Integer at least {num}". */
export function checkIntegerAtLeast(value: NumericInput, num: number): MessageDescriptor | null {
  const n = toInteger(value)
  return n !== null && n >= num ? null : withValues(NUMBER_MESSAGES.integerAtLeast, { num })
}

/** "Minimum value {num}": any number not below `num`; a non-number asks for a number. */
export function checkMinimumValue(value: NumericInput, num: number): MessageDescriptor | null {
  const n = toNumber(value)
  if (n === null) return NUMBER_MESSAGES.notNumber
  return n >= num ? null : withValues(NUMBER_MESSAGES.minimumValue, { num })
}

/**
 * "Max length must exceed min length" (kind 'length': max > min) and "max not below min" (kind
 * 'value', the default: max >= min).
 */
export function checkMinMax(
  min: NumericInput,
  max: NumericInput,
  opts: { kind?: 'length' | 'value' } = {},
): MessageDescriptor | null {
  const low = toNumber(min)
  const high = toNumber(max)
  if (low === null || high === null) return NUMBER_MESSAGES.notNumber
  if (opts.kind === 'length') return high > low ? null : NUMBER_MESSAGES.maxLengthAboveMin
  return high >= low ? null : NUMBER_MESSAGES.maxNotBelowMin
}

/** "Min warning value not above max": the lower warning limit may equal the upper one. */
export function checkWarningRange(
  minWarning: NumericInput,
  maxWarning: NumericInput,
): MessageDescriptor | null {
  const low = toNumber(minWarning)
  const high = toNumber(maxWarning)
  if (low === null || high === null) return NUMBER_MESSAGES.notNumber
  return low <= high ? null : NUMBER_MESSAGES.warningRange
}

function checkYearWithin(year: NumericInput, range: { min: number; max: number }): MessageDescriptor | null {
  const n = toInteger(year)
  return n !== null && n >= range.min && n <= range.max ? null : withValues(NUMBER_MESSAGES.yearRange, range)
}

/** "Year range 1904 to 9999", both ends included. */
export function checkYear(year: NumericInput): MessageDescriptor | null {
  return checkYearWithin(year, YEAR_RANGE)
}

/** Lunar calendar years 1900 to 2099, both ends included. */
export function checkLunarYear(year: NumericInput): MessageDescriptor | null {
  return checkYearWithin(year, LUNAR_YEAR_RANGE)
}

/** "Font size: 1 to 409 in one reading and 1 to 499 in another"; fractional sizes such as 10.5 pass. */
export function checkFontSize(size: NumericInput, opts: { max: FontSizeMax }): MessageDescriptor | null {
  const n = toNumber(size)
  return n !== null && n >= 1 && n <= opts.max
    ? null
    : withValues(NUMBER_MESSAGES.fontSize, { max: opts.max })
}

/** Parses "page range like 1-3" (or a single page); pages start at 1 and the range must not run backwards. */
export function parsePageRange(text: string): PageRange | null {
  const match = typeof text === 'string' ? /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text) : null
  if (match === null) return null
  const from = Number(match[1])
  const to = match[2] === undefined ? from : Number(match[2])
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || to < from) return null
  return { from, to }
}

/** Checks a page range like 1-3. */
export function checkPageRange(text: string): MessageDescriptor | null {
  return parsePageRange(text) === null ? NUMBER_MESSAGES.pageRange : null
}
