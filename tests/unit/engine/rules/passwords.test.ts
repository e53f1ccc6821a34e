import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  checkPassword,
  checkPasswordConfirmation,
  checkPasswordSettings,
  DEFAULT_PASSWORD_SETTINGS,
  PASSWORD_MESSAGES,
  type PasswordSettings,
} from '../../../../engine/rules/passwords.ts'

const settings = (changes: Partial<PasswordSettings> = {}): PasswordSettings => ({
  ...DEFAULT_PASSWORD_SETTINGS,
  ...changes,
})

const ids = (problems: { id: string }[]) => problems.map((problem) => problem.id)

describe('DEFAULT_PASSWORD_SETTINGS', () => {
  it('is itself a valid setting', () => {
    expect(checkPasswordSettings(settings())).toEqual([])
    expect(DEFAULT_PASSWORD_SETTINGS).toMatchObject({ minLength: 8, maxLength: 32, requireSpecial: false })
  })
})

describe('checkPassword', () => {
  it('accepts a password meeting the defaults', () => {
    expect(checkPassword('Abcdefg1', settings())).toEqual([])
  })

  it('reports every violated rule at once', () => {
    expect(ids(checkPassword('abc', settings({ requireSpecial: true })))).toEqual([
      PASSWORD_MESSAGES.tooShort.id,
      PASSWORD_MESSAGES.upper.id,
      PASSWORD_MESSAGES.digit.id,
      PASSWORD_MESSAGES.special.id,
    ])
  })

  it('checks the length boundaries with {num}', () => {
    const rules = settings({
      minLength: 8,
      maxLength: 10,
      requireUpper: false,
      requireLower: false,
      requireDigit: false,
    })
    expect(checkPassword('a'.repeat(8), rules)).toEqual([])
    expect(checkPassword('a'.repeat(10), rules)).toEqual([])
    expect(checkPassword('a'.repeat(7), rules).map(formatMessage)).toEqual([
      'The password needs at least 8 characters',
    ])
    expect(checkPassword('a'.repeat(11), rules).map(formatMessage)).toEqual([
      'The password may have at most 10 characters',
    ])
  })

  it('requires lowercase and special characters when set', () => {
    expect(ids(checkPassword('ABCDEFG1', settings()))).toEqual([PASSWORD_MESSAGES.lower.id])
    expect(checkPassword('Abcdefg1!', settings({ requireSpecial: true }))).toEqual([])
    expect(ids(checkPassword('Abcdefg1 ', settings({ requireSpecial: true })))).toEqual([
      PASSWORD_MESSAGES.special.id,
    ])
  })

  it('uses the custom hint as the message when the regex fails', () => {
    const rules = settings({ regex: '^(?!.*password)', regexHint: 'Must not contain the word password' })
    expect(checkPassword('Mypassword1', rules).map(formatMessage)).toEqual([
      'Must not contain the word password',
    ])
    expect(checkPassword('Secret123', rules)).toEqual([])
  })

  it('keeps a hint with braces verbatim', () => {
    const rules = settings({ regex: '^\\S+$', regexHint: 'No spaces {ever}' })
    expect(checkPassword('Abc defg1', rules).map(formatMessage)).toEqual(['No spaces {ever}'])
  })

  it('falls back to the generic message without a hint', () => {
    expect(checkPassword('Abcdefg1', settings({ regex: 'xyz' }))).toEqual([PASSWORD_MESSAGES.regex])
    expect(checkPassword('Abcdefg1', settings({ regex: 'xyz', regexHint: '  ' }))).toEqual([
      PASSWORD_MESSAGES.regex,
    ])
  })

  it('reports an invalid regex instead of throwing', () => {
    expect(checkPassword('Abcdefg1', settings({ regex: '(' }))).toEqual([PASSWORD_MESSAGES.regexInvalid])
  })

  it('never throws, whatever it is given', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
      fc.boolean(),
    )
    const anySettings = fc.record({
      minLength: anything,
      maxLength: anything,
      requireUpper: anything,
      requireLower: anything,
      requireDigit: anything,
      requireSpecial: anything,
      regex: anything,
      regexHint: anything,
    })
    fc.assert(
      fc.property(anything, anySettings, (password, rules) => {
        const run = () => {
          checkPassword(password as string, rules as unknown as PasswordSettings)
          checkPasswordSettings(rules as unknown as PasswordSettings)
        }
        expect(run).not.toThrow()
      }),
    )
    expect(() => checkPassword('x', null as unknown as PasswordSettings)).not.toThrow()
  })
})

describe('checkPasswordConfirmation', () => {
  it('reports "The two passwords differ"', () => {
    expect(checkPasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeNull()
    expect(checkPasswordConfirmation('Abcdefg1', 'abcdefg1')).toEqual(PASSWORD_MESSAGES.mismatch)
    expect(formatMessage(PASSWORD_MESSAGES.mismatch)).toBe('The two passwords differ')
  })
})

describe('checkPasswordSettings', () => {
  it('needs a numeric min length below the max length', () => {
    expect(ids(checkPasswordSettings(settings({ minLength: 12, maxLength: 12 })))).toEqual([
      PASSWORD_MESSAGES.minBelowMax.id,
    ])
    expect(ids(checkPasswordSettings(settings({ minLength: 13, maxLength: 12 })))).toEqual([
      PASSWORD_MESSAGES.minBelowMax.id,
    ])
    expect(ids(checkPasswordSettings(settings({ minLength: '8' as unknown as number })))).toEqual([
      PASSWORD_MESSAGES.minLengthNumber.id,
    ])
    expect(ids(checkPasswordSettings(settings({ minLength: 7.5 })))).toEqual([
      PASSWORD_MESSAGES.minLengthNumber.id,
    ])
    expect(ids(checkPasswordSettings(settings({ maxLength: 0 })))).toEqual([
      PASSWORD_MESSAGES.maxLengthNumber.id,
    ])
  })

  it('needs non-negative counts', () => {
    const problems = checkPasswordSettings(
      settings({ retryCount: -1, lockMinutes: -5, historyCount: 1.5, validityDays: Number.NaN }),
    )
    expect(ids(problems)).toEqual([
      PASSWORD_MESSAGES.retryCount.id,
      PASSWORD_MESSAGES.lockMinutes.id,
      PASSWORD_MESSAGES.historyCount.id,
      PASSWORD_MESSAGES.validityDays.id,
    ])
    expect(
      checkPasswordSettings(settings({ retryCount: 0, lockMinutes: 0, historyCount: 0, validityDays: 0 })),
    ).toEqual([])
  })

  it('needs a regex that compiles', () => {
    expect(ids(checkPasswordSettings(settings({ regex: '[a-' })))).toEqual([
      PASSWORD_MESSAGES.regexInvalid.id,
    ])
    expect(checkPasswordSettings(settings({ regex: '^[A-Za-z0-9]+$' }))).toEqual([])
  })
})
