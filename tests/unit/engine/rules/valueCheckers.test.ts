import { describe, expect, it } from 'vitest'
import {
  allValid,
  type CheckerKind,
  checkValue,
  compilePattern,
  VALUE_MESSAGES,
} from '../../../../engine/rules/valueCheckers.ts'

const check = (kind: CheckerKind, value: string, pattern?: string) =>
  checkValue(value, { kind, required: false, pattern })

function expectValid(kind: CheckerKind, values: string[]) {
  for (const value of values) expect(check(kind, value), `${kind} ${value}`).toBeNull()
}

function expectInvalid(kind: Exclude<CheckerKind, 'none'>, values: string[]) {
  for (const value of values) expect(check(kind, value), `${kind} ${value}`).toEqual(VALUE_MESSAGES[kind])
}

describe('checkValue: empty values', () => {
  const kinds: CheckerKind[] = [
    'none',
    'mobilePhone',
    'telephone',
    'zipCode',
    'idCard',
    'number',
    'email',
    'ip',
  ]

  it('accepts an empty value unless required', () => {
    for (const kind of kinds) {
      expect(checkValue('', { kind, required: false })).toBeNull()
      expect(checkValue('', { kind, required: true })).toEqual(VALUE_MESSAGES.required)
    }
  })

  it('treats whitespace as no content ("none: any non-whitespace content")', () => {
    expect(checkValue('   ', { kind: 'none', required: true })).toEqual(VALUE_MESSAGES.required)
    expect(checkValue('\t\n', { kind: 'none', required: false })).toBeNull()
    expect(checkValue(' x ', { kind: 'none', required: true })).toBeNull()
  })
})

describe('checkValue: kinds of the S1 §5 table', () => {
  it('mobilePhone: 11 digits, starting 1, then 3, 4, 5, 7, 8 or 9', () => {
    expectValid('mobilePhone', [
      '13812345678',
      '14012345678',
      '15900000000',
      '17712345678',
      '18812345678',
      '19912345678',
    ])
    expectInvalid('mobilePhone', [
      '12812345678',
      '16812345678',
      '10812345678',
      '1381234567',
      '138123456789',
      '23812345678',
      '1381234567a',
      '+8613812345678',
    ])
  })

  it('telephone: 7 to 14 digits with an optional 3-4 digit area code', () => {
    expectValid('telephone', ['1234567', '12345678901234', '010-12345678', '0755-1234567'])
    expectInvalid('telephone', [
      '123456',
      '123456789012345',
      '10-1234567',
      '01-1234567',
      '01234-1234567',
      '010 12345678',
      '010-123456',
      'abcdefg',
    ])
  })

  it('zipCode: 6 digits not starting with 0', () => {
    expectValid('zipCode', ['100000', '518000', '999999'])
    expectInvalid('zipCode', ['012345', '12345', '1234567', '12345a'])
  })

  it('idCard: 15 digits, 18 digits, or 17 digits plus a digit or X', () => {
    expectValid('idCard', ['123456789012345', '123456789012345678', '12345678901234567X'])
    expectInvalid('idCard', [
      '12345678901234',
      '1234567890123456',
      '1234567890123456789',
      '12345678901234567x',
      '1234567890123456XX',
      '12345678901234X',
    ])
  })

  it('number: optional sign, digits, optional decimals', () => {
    expectValid('number', ['0', '42', '-42', '+42', '3.14', '-0.5', '007'])
    expectInvalid('number', ['.5', '5.', '1e3', '--1', '1.2.3', '1,000', 'abc', '+'])
  })

  it('email: a basic pattern', () => {
    expectValid('email', ['a@b.co', 'first.last@example.com', 'x+tag@mail.example.org'])
    expectInvalid('email', ['plain', 'a@b', '@b.com', 'a@.com', 'a b@c.com', 'a@b..com', 'a@@b.com'])
  })

  it('ip: four numbers 0-255', () => {
    expectValid('ip', ['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.254'])
    expectInvalid('ip', ['256.0.0.1', '1.2.3', '1.2.3.4.5', '1.2.3.-4', '01.2.3.4', 'a.b.c.d', '1.2.3.4 '])
  })

  it('other: a custom pattern', () => {
    expect(check('other', 'AB-12', '^[A-Z]{2}-\\d{2}$')).toBeNull()
    expect(check('other', 'ab-12', '^[A-Z]{2}-\\d{2}$')).toEqual(VALUE_MESSAGES.other)
  })

  it('other: an invalid pattern gives a message instead of throwing', () => {
    expect(() => check('other', 'x', '([a-z')).not.toThrow()
    expect(check('other', 'x', '([a-z')).toEqual(VALUE_MESSAGES.patternInvalid)
    expect(check('other', 'x')).toEqual(VALUE_MESSAGES.patternMissing)
  })

  it('none: any content passes', () => {
    expectValid('none', ['x', '  anything at all ', '中文'])
  })
})

describe('compilePattern', () => {
  it('returns a RegExp for valid sources and null otherwise', () => {
    expect(compilePattern('^a+$')?.test('aaa')).toBe(true)
    expect(compilePattern('[')).toBeNull()
    expect(compilePattern(42)).toBeNull()
  })
})

describe('allValid', () => {
  it('is true only when every control reports valid', () => {
    expect(allValid([])).toBe(true)
    expect(allValid([null, null])).toBe(true)
    expect(allValid([null, VALUE_MESSAGES.email, null])).toBe(false)
  })
})
