import { describe, expect, test } from 'vitest'
import { VALUE_MESSAGES } from '../../../engine/rules/valueCheckers.ts'
import { cellText, keyedColumns, readTableRows, TABLE_MAX_ROWS } from '../table/tableRows.ts'
import { displayText, validateInput, valueToWrite } from './inputValue.ts'

const check = (checker: Parameters<typeof validateInput>[1]['checker'], required = false, pattern = '') => ({
  checker,
  required,
  pattern,
})

describe('input validation uses the engine value checkers', () => {
  test.each([
    ['number', '42.5', null],
    ['number', '-3', null],
    ['number', '4,5', VALUE_MESSAGES.number],
    ['mobilePhone', '13812345678', null],
    ['mobilePhone', '12812345678', VALUE_MESSAGES.mobilePhone],
    ['ip', '10.0.0.1', null],
    ['ip', '10.0.0.300', VALUE_MESSAGES.ip],
    ['email', 'op@plant.example', null],
    ['email', 'op@', VALUE_MESSAGES.email],
    ['zipCode', '100080', null],
    ['zipCode', '012345', VALUE_MESSAGES.zipCode],
    ['none', 'anything', null],
  ] as const)('%s: %s', (checker, text, expected) => {
    expect(validateInput(text, check(checker))).toEqual(expected)
  })

  test('empty is valid unless required', () => {
    expect(validateInput('', check('number'))).toBeNull()
    expect(validateInput('  ', check('none', true))).toEqual(VALUE_MESSAGES.required)
  })

  test('a custom pattern is used only by the custom checker', () => {
    expect(validateInput('AB-12', check('other', false, '[A-Z]{2}-\\d{2}'))).toBeNull()
    expect(validateInput('ab-12', check('other', false, '^[A-Z]{2}-\\d{2}$'))).toEqual(VALUE_MESSAGES.other)
    expect(validateInput('x', check('other', false, ''))).toEqual(VALUE_MESSAGES.patternMissing)
    expect(validateInput('x', check('other', false, '('))).toEqual(VALUE_MESSAGES.patternInvalid)
    expect(validateInput('x', check('none', false, '('))).toBeNull()
  })

  test('what is written: numbers for the number checker, null when empty', () => {
    expect(valueToWrite('42.5', 'number')).toBe(42.5)
    expect(valueToWrite('42.5', 'none')).toBe('42.5')
    expect(valueToWrite('  ', 'number')).toBeNull()
    expect(displayText(null)).toBe('')
    expect(displayText(Number.NaN)).toBe('')
    expect(displayText(3)).toBe('3')
  })
})

describe('table rows', () => {
  test('records only, at most 200, the rest counted', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ i }))
    const { rows, hidden } = readTableRows([...many, 'junk', null, [1]])
    expect(rows).toHaveLength(TABLE_MAX_ROWS)
    expect(hidden).toBe(50)
    expect(readTableRows('not a list')).toEqual({ rows: [], hidden: 0 })
  })

  test('cell texts and column keys', () => {
    expect(cellText(undefined)).toBe('')
    expect(cellText(4.2)).toBe('4.2')
    expect(cellText({ a: 1 })).toBe('{"a":1}')
    expect(keyedColumns([{ field: 'a' }, { field: 'b' }, { field: 'a' }]).map((c) => c.key)).toEqual([
      'a',
      'b',
      'a#2',
    ])
  })
})
