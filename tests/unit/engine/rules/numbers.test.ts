import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  checkFontSize,
  checkIntegerAtLeast,
  checkLunarYear,
  checkMinimumValue,
  checkMinMax,
  checkPageRange,
  checkPositiveInteger,
  checkWarningRange,
  checkYear,
  FONT_SIZE_LIST,
  NUMBER_MESSAGES,
  parsePageRange,
  toInteger,
  toNumber,
} from '../../../../engine/rules/numbers.ts'

describe('toNumber and toInteger', () => {
  it('read numbers and numeric strings only', () => {
    expect(toNumber(' 12.5 ')).toBe(12.5)
    expect(toNumber('-3')).toBe(-3)
    expect(toNumber(Number.NaN)).toBeNull()
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull()
    expect(toNumber('')).toBeNull()
    expect(toNumber('1e3')).toBeNull()
    expect(toNumber(null)).toBeNull()
    expect(toInteger('7')).toBe(7)
    expect(toInteger('5.0')).toBeNull()
    expect(toInteger(5.5)).toBeNull()
    expect(toInteger('99999999999999999999')).toBeNull()
  })
})

describe('checkPositiveInteger', () => {
  it('accepts integers from 1 up', () => {
    for (const value of [1, '1', 42, '+3', ' 8 '])
      expect(checkPositiveInteger(value), String(value)).toBeNull()
  })

  it('rejects zero, negatives, fractions and text', () => {
    for (const value of [0, '0', -1, 1.5, '1.5', '', 'abc', Number.NaN]) {
      expect(checkPositiveInteger(value), String(value)).toEqual(NUMBER_MESSAGES.positiveInteger)
    }
  })
})

describe('checkIntegerAtLeast', () => {
  it('accepts num itself and rejects num - 1 with the {num} value', () => {
    expect(checkIntegerAtLeast(3, 3)).toBeNull()
    expect(checkIntegerAtLeast('4', 3)).toBeNull()
    const problem = checkIntegerAtLeast(2, 3)
    expect(problem && formatMessage(problem)).toBe('Enter an integer of at least 3')
    expect(checkIntegerAtLeast(3.5, 3)?.id).toBe(NUMBER_MESSAGES.integerAtLeast.id)
  })
})

describe('checkMinimumValue', () => {
  it('accepts values from num up, fractions included', () => {
    expect(checkMinimumValue(0.5, 0.5)).toBeNull()
    expect(checkMinimumValue('10.25', 10)).toBeNull()
    expect(checkMinimumValue(-0.1, 0)?.values).toEqual({ num: 0 })
    expect(checkMinimumValue('x', 0)).toEqual(NUMBER_MESSAGES.notNumber)
  })
})

describe('checkMinMax', () => {
  it('"max not below min" allows equal values', () => {
    expect(checkMinMax(1, 1)).toBeNull()
    expect(checkMinMax(1, 2)).toBeNull()
    expect(checkMinMax(2, 1)).toEqual(NUMBER_MESSAGES.maxNotBelowMin)
  })

  it('"max length must exceed min length" needs a strictly larger max', () => {
    expect(checkMinMax(6, 7, { kind: 'length' })).toBeNull()
    expect(checkMinMax(6, 6, { kind: 'length' })).toEqual(NUMBER_MESSAGES.maxLengthAboveMin)
    expect(checkMinMax('8', '6', { kind: 'length' })).toEqual(NUMBER_MESSAGES.maxLengthAboveMin)
  })

  it('asks for numbers when either side is not one', () => {
    expect(checkMinMax('', 3)).toEqual(NUMBER_MESSAGES.notNumber)
    expect(checkMinMax(1, 'x')).toEqual(NUMBER_MESSAGES.notNumber)
  })
})

describe('checkWarningRange', () => {
  it('"min warning value not above max"', () => {
    expect(checkWarningRange(10, 90)).toBeNull()
    expect(checkWarningRange(50, 50)).toBeNull()
    expect(checkWarningRange(90.5, 90)).toEqual(NUMBER_MESSAGES.warningRange)
  })
})

describe('checkYear and checkLunarYear', () => {
  it('allows 1904 to 9999', () => {
    expect(checkYear(1903)?.values).toEqual({ min: 1904, max: 9999 })
    expect(checkYear(1904)).toBeNull()
    expect(checkYear(9999)).toBeNull()
    expect(checkYear('10000')?.id).toBe(NUMBER_MESSAGES.yearRange.id)
    expect(checkYear(2000.5)?.id).toBe(NUMBER_MESSAGES.yearRange.id)
  })

  it('allows lunar years 1900 to 2099', () => {
    expect(checkLunarYear(1899)?.values).toEqual({ min: 1900, max: 2099 })
    expect(checkLunarYear(1900)).toBeNull()
    expect(checkLunarYear(2099)).toBeNull()
    expect(checkLunarYear(2100)?.id).toBe(NUMBER_MESSAGES.yearRange.id)
  })
})

describe('checkFontSize', () => {
  it('reads 1 to 409', () => {
    expect(checkFontSize(0, { max: 409 })?.values).toEqual({ max: 409 })
    expect(checkFontSize(1, { max: 409 })).toBeNull()
    expect(checkFontSize(10.5, { max: 409 })).toBeNull()
    expect(checkFontSize(409, { max: 409 })).toBeNull()
    expect(checkFontSize(410, { max: 409 })?.id).toBe(NUMBER_MESSAGES.fontSize.id)
  })

  it('reads 1 to 499', () => {
    expect(checkFontSize(499, { max: 499 })).toBeNull()
    expect(checkFontSize('450', { max: 499 })).toBeNull()
    expect(checkFontSize(500, { max: 499 })?.values).toEqual({ max: 499 })
    expect(checkFontSize('big', { max: 499 })?.id).toBe(NUMBER_MESSAGES.fontSize.id)
  })

  it('offers a list from 8 to 72, ascending', () => {
    expect(FONT_SIZE_LIST[0]).toBe(8)
    expect(FONT_SIZE_LIST.at(-1)).toBe(72)
    expect([...FONT_SIZE_LIST].sort((a, b) => a - b)).toEqual(FONT_SIZE_LIST)
  })
})

describe('page ranges', () => {
  it('parses ranges like 1-3 and single pages', () => {
    expect(parsePageRange('1-3')).toEqual({ from: 1, to: 3 })
    expect(parsePageRange(' 2 - 5 ')).toEqual({ from: 2, to: 5 })
    expect(parsePageRange('4')).toEqual({ from: 4, to: 4 })
    expect(parsePageRange('3-3')).toEqual({ from: 3, to: 3 })
  })

  it('rejects backwards, zero and malformed ranges', () => {
    for (const text of ['3-1', '0-2', '1-', '-3', 'a-b', '1-3-5', '', '1,3']) {
      expect(checkPageRange(text), text).toEqual(NUMBER_MESSAGES.pageRange)
    }
    expect(checkPageRange('1-3')).toBeNull()
  })
})
