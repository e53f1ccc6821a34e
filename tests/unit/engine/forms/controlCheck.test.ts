import { describe, expect, it } from 'vitest'
import {
  type ControlRules,
  checkControlValue,
  checkForm,
  formValues,
  isEmptyValue,
  NO_RULES,
} from '../../../../engine/forms/controlCheck.ts'
import { VALUE_MESSAGES } from '../../../../engine/rules/valueCheckers.ts'

const rules = (partial: Partial<ControlRules>): ControlRules => ({ ...NO_RULES, ...partial })

describe('checkControlValue', () => {
  it('takes an empty value unless the control is required', () => {
    for (const empty of [null, undefined, '', '   ', []]) {
      expect(checkControlValue(empty, rules({ checker: 'email' }))).toBeNull()
      expect(checkControlValue(empty, rules({ checker: 'email', required: true }))).toBe(
        VALUE_MESSAGES.required,
      )
    }
  })

  it('applies each checker kind of the spec', () => {
    const cases: [Exclude<ControlRules['checker'], 'none' | 'other'>, string, string][] = [
      ['mobilePhone', '13812345678', '12812345678'],
      ['telephone', '010-12345678', '12-34'],
      ['zipCode', '100080', '012345'],
      ['idCard', '11010519491231002X', '1101051949123100'],
      ['number', '-12.5', '12.'],
      ['email', 'li.wei@plant.cn', 'li.wei@plant'],
      ['ip', '192.168.1.20', '192.168.1.256'],
    ]
    for (const [checker, good, bad] of cases) {
      expect(checkControlValue(good, rules({ checker })), `${checker} ${good}`).toBeNull()
      expect(checkControlValue(bad, rules({ checker })), `${checker} ${bad}`).toBe(VALUE_MESSAGES[checker])
    }
  })

  it('uses the custom pattern of "other" and reports a missing or broken one', () => {
    expect(checkControlValue('P-101', rules({ checker: 'other', pattern: '^P-\\d{3}$' }))).toBeNull()
    expect(checkControlValue('V-101', rules({ checker: 'other', pattern: '^P-\\d{3}$' }))).toBe(
      VALUE_MESSAGES.other,
    )
    expect(checkControlValue('x', rules({ checker: 'other', pattern: '' }))).toBe(
      VALUE_MESSAGES.patternMissing,
    )
    expect(checkControlValue('x', rules({ checker: 'other', pattern: '(' }))).toBe(
      VALUE_MESSAGES.patternInvalid,
    )
  })

  it('holds the text limits 50, 200 and 500 counting characters, not bytes', () => {
    expect(checkControlValue('泵'.repeat(50), rules({ maxLength: 50 }))).toBeNull()
    expect(checkControlValue('泵'.repeat(51), rules({ maxLength: 50 }))).toEqual(
      expect.objectContaining({ id: 'rules.text.tooLong', values: { num: 50 } }),
    )
    expect(checkControlValue('a'.repeat(200), rules({ maxLength: 200 }))).toBeNull()
    expect(checkControlValue('a'.repeat(201), rules({ maxLength: 200 }))?.id).toBe('rules.text.tooLong')
    expect(checkControlValue('a'.repeat(501), rules({ maxLength: 500 }))?.id).toBe('rules.text.tooLong')
  })

  it('checks numbers as their text and a list item by item: valid only if all are', () => {
    expect(checkControlValue(42, rules({ checker: 'number' }))).toBeNull()
    expect(checkControlValue(['10.0.0.1', '10.0.0.2'], rules({ checker: 'ip' }))).toBeNull()
    expect(checkControlValue(['10.0.0.1', '10.0.0.300'], rules({ checker: 'ip' }))).toBe(VALUE_MESSAGES.ip)
  })
})

describe('checkForm', () => {
  const entries = [
    { field: 'name', value: '', rules: rules({ required: true }) },
    { field: 'phone', value: '123', rules: rules({ checker: 'mobilePhone' as const }) },
    { field: 'zip', value: '100080', rules: rules({ checker: 'zipCode' as const }) },
  ]

  it('reports every control that fails, by field, and nothing for a valid form', () => {
    expect(checkForm(entries)).toEqual({ name: VALUE_MESSAGES.required, phone: VALUE_MESSAGES.mobilePhone })
    const fixed = entries.map((entry) =>
      entry.field === 'name'
        ? { ...entry, value: 'Li Wei' }
        : entry.field === 'phone'
          ? { ...entry, value: '13812345678' }
          : entry,
    )
    expect(checkForm(fixed)).toEqual({})
  })

  it('sends each field once, undefined as null and lists copied', () => {
    const list = ['a']
    const values = formValues([
      { field: 'a', value: undefined, rules: NO_RULES },
      { field: 'b', value: list, rules: NO_RULES },
    ])
    expect(values).toEqual({ a: null, b: ['a'] })
    expect(values.b).not.toBe(list)
    expect(isEmptyValue(0)).toBe(false)
    expect(isEmptyValue(false)).toBe(false)
  })
})
