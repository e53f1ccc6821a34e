import { describe, expect, it } from 'vitest'
import { formatBytes } from '../../../../app/screens/admin/common/byteSize.ts'
import {
  dayRangeQuery,
  formatDateTime,
  isReversedRange,
  splitDuration,
} from '../../../../app/screens/admin/common/dateTime.ts'
import {
  draftOf,
  passwordRulesProblems,
} from '../../../../app/screens/admin/passwordRules/passwordRulesForm.ts'
import {
  draftOfMailServer,
  mailServerOf,
  mailServerProblems,
} from '../../../../app/screens/admin/system/mailServerForm.ts'
import {
  emptyUserDraft,
  type User,
  updateUserBody,
  userProblems,
} from '../../../../app/screens/admin/users/userForm.ts'
import { NAME_MESSAGES } from '../../../../engine/rules/names.ts'
import { NUMBER_MESSAGES } from '../../../../engine/rules/numbers.ts'
import { DEFAULT_PASSWORD_SETTINGS, PASSWORD_MESSAGES } from '../../../../engine/rules/passwords.ts'
import { VALUE_MESSAGES } from '../../../../engine/rules/valueCheckers.ts'

describe('password rules form', () => {
  it('accepts the defaults', () => {
    expect(passwordRulesProblems(draftOf(DEFAULT_PASSWORD_SETTINGS))).toEqual({})
  })

  it('says "max length must exceed min length" on the maximum', () => {
    const problems = passwordRulesProblems({
      ...draftOf(DEFAULT_PASSWORD_SETTINGS),
      minLength: 12,
      maxLength: 12,
    })
    expect(problems.maxLength).toBe(NUMBER_MESSAGES.maxLengthAboveMin)
  })

  it('reports empty numbers, a broken regex and values above the server limits', () => {
    const problems = passwordRulesProblems({
      ...draftOf(DEFAULT_PASSWORD_SETTINGS),
      retryCount: null,
      regex: '([',
      historyCount: 51,
    })
    expect(problems.retryCount).toBe(PASSWORD_MESSAGES.retryCount)
    expect(problems.regex).toBe(PASSWORD_MESSAGES.regexInvalid)
    expect(problems.historyCount?.values).toEqual({ num: 50 })
  })
})

describe('mail server form', () => {
  const valid = draftOfMailServer({
    smtp_server: 'smtp.example.com',
    smtp_server_port: 465,
    smtp: 'SMTP',
    smtp_account_user: 'plant@example.com',
    smtp_account_password: '******',
    display_name: 'Plant',
    ssl: '1',
  })

  it('round-trips the stored record', () => {
    expect(mailServerProblems(valid)).toEqual({})
    expect(mailServerOf(valid)).toMatchObject({
      smtp_server_port: 465,
      ssl: '1',
      smtp_account_password: '******',
    })
  })

  it('requires every field and checks the port and the sender address', () => {
    const problems = mailServerProblems(draftOfMailServer({}))
    expect(problems.smtpServer).toBe(VALUE_MESSAGES.required)
    expect(problems.sender).toBe(VALUE_MESSAGES.required)
    expect(problems.password).toBe(VALUE_MESSAGES.required)
    expect(problems.displayName).toBe(VALUE_MESSAGES.required)
    expect(mailServerProblems({ ...valid, port: '70000' }).port?.message).toContain('65535')
    expect(mailServerProblems({ ...valid, port: 'x' }).port).toBe(VALUE_MESSAGES.number)
    expect(mailServerProblems({ ...valid, sender: 'plant' }).sender).toBe(VALUE_MESSAGES.email)
  })
})

describe('user form', () => {
  it('checks the username, the first password and its confirmation on create', () => {
    const problems = userProblems(
      { ...emptyUserDraft(), username: '1abc', password: 'short', confirmPassword: 'other', phone: '123' },
      'create',
      DEFAULT_PASSWORD_SETTINGS,
    )
    expect(problems.username).toBe(NAME_MESSAGES.letterFirst)
    expect(problems.password?.id).toBe(PASSWORD_MESSAGES.tooShort.id)
    expect(problems.confirmPassword).toBe(PASSWORD_MESSAGES.mismatch)
    expect(problems.phone).toBe(VALUE_MESSAGES.mobilePhone)
  })

  it('leaves username and password alone on edit', () => {
    expect(userProblems({ ...emptyUserDraft(), email: 'a@b.cn' }, 'edit', DEFAULT_PASSWORD_SETTINGS)).toEqual(
      {},
    )
  })

  it('never sends the administrator state or roles', () => {
    const admin = { userId: 1, version: 3 } as User
    const other = { userId: 2, version: 1 } as User
    expect(updateUserBody(emptyUserDraft(), admin)).not.toHaveProperty('enabled')
    expect(updateUserBody(emptyUserDraft(), other)).toMatchObject({ enabled: true, roleIds: [], version: 1 })
  })
})

describe('times and sizes', () => {
  it('formats ISO times as YYYY-MM-DD HH:mm:ss local time', () => {
    const iso = new Date(2024, 0, 2, 3, 4, 5).toISOString()
    expect(formatDateTime(iso)).toBe('2024-01-02 03:04:05')
    expect(formatDateTime('')).toBe('')
  })

  it('turns whole local days into an inclusive-exclusive range', () => {
    const range = dayRangeQuery('2024-03-01', '2024-03-02')
    expect(range.from).toBe(new Date(2024, 2, 1).toISOString())
    expect(range.to).toBe(new Date(2024, 2, 3).toISOString())
    expect(dayRangeQuery('', 'nonsense')).toEqual({})
    expect(isReversedRange('2024-03-02', '2024-03-01')).toBe(true)
  })

  it('splits durations and sizes for people', () => {
    expect(splitDuration(90_061)).toEqual({ days: 1, hours: 1, minutes: 1 })
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(12_800)).toBe('12.5 KB')
  })
})
