import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  checkExpression,
  compileExpression,
  ExpressionError,
  evaluateExpression,
  MAX_EXPRESSION_LENGTH,
} from '../../../plugins/shared/expression/index.ts'

const run = (source: string, value: unknown = 0) => evaluateExpression(source, value)

function refused(source: string): string {
  try {
    compileExpression(source)
  } catch (error) {
    if (error instanceof ExpressionError) return error.problem
    throw error
  }
  return 'accepted'
}

describe('binding expressions: what they compute', () => {
  test('arithmetic with the bound value and precedence', () => {
    expect(run('value * 1.8 + 32', 100)).toBe(212)
    expect(run('1 + 2 * 3')).toBe(7)
    expect(run('(1 + 2) * 3')).toBe(9)
    expect(run('10 - 4 - 3')).toBe(3)
    expect(run('2 * 3 % 4')).toBe(2)
    expect(run('value / 4', 10)).toBe(2.5)
    expect(run('-value + +2', 5)).toBe(-3)
    expect(run('1.5e3 + .5')).toBe(1500.5)
  })

  test('the typographic operators − × ÷ of specifications', () => {
    expect(run('value × 2 − 1 ÷ 2', 3)).toBe(5.5)
  })

  test('comparisons, logic and the ternary', () => {
    expect(run('value > 80 ? "High" : value < 20 ? "Low" : "Normal"', 85)).toBe('High')
    expect(run('value > 80 ? "High" : value < 20 ? "Low" : "Normal"', 10)).toBe('Low')
    expect(run('value > 80 ? "High" : value < 20 ? "Low" : "Normal"', 50)).toBe('Normal')
    expect(run('value >= 1 && value <= 3', 2)).toBe(true)
    expect(run('value < 1 || value > 3', 2)).toBe(false)
    expect(run('!value', 0)).toBe(true)
    expect(run('value != 2', 2)).toBe(false)
    expect(run('value === 2', 2)).toBe(true)
    expect(run('value !== 2', 3)).toBe(true)
  })

  test('a numeric text equals its number, other mixed types are unequal', () => {
    expect(run('value == 1', '1')).toBe(true)
    expect(run('value == 1', true)).toBe(true)
    expect(run("value == 'RUN'", 'RUN')).toBe(true)
    expect(run("value == 'RUN'", 1)).toBe(false)
    expect(run('value == null', null)).toBe(true)
    expect(run('value == 0', null)).toBe(false)
  })

  test('text is joined with +, and strings compare as text', () => {
    expect(run("value + ' °C'", 21.5)).toBe('21.5 °C')
    expect(run("'b' > 'a'")).toBe(true)
    expect(run("'it\\'s'")).toBe("it's")
  })

  test('Math.min, max, abs, round, floor and ceil', () => {
    expect(run('Math.min(value, 100)', 130)).toBe(100)
    expect(run('Math.max(0, value, 5)', -3)).toBe(5)
    expect(run('Math.abs(value)', -7)).toBe(7)
    expect(run('Math.round(value * 10) / 10', 1.23456)).toBe(1.2)
    expect(run('Math.floor(value)', 2.9)).toBe(2)
    expect(run('Math.ceil(value)', 2.1)).toBe(3)
  })

  test('objects and functions never reach an expression: they read as null', () => {
    expect(run('value', { valueOf: () => 42 })).toBe(null)
    expect(run('value', [1, 2])).toBe(null)
    expect(run('value', () => 1)).toBe(null)
    expect(evaluateExpression('value + 1', undefined)).toBeNaN()
  })

  test('compiled expressions are cached by source', () => {
    expect(compileExpression('value + 1')).toBe(compileExpression('value + 1'))
  })

  test('agrees with JavaScript on random arithmetic over the value', () => {
    const ops = ['+', '-', '*']
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.constantFrom(...ops),
        fc.constantFrom(...ops),
        (a, v, op1, op2) => {
          const source = `${a} ${op1} value ${op2} 3`
          const expected =
            op1 === '+'
              ? op2 === '*'
                ? a + v * 3
                : op2 === '+'
                  ? a + v + 3
                  : a + v - 3
              : op1 === '-'
                ? op2 === '*'
                  ? a - v * 3
                  : op2 === '+'
                    ? a - v + 3
                    : a - v - 3
                : op2 === '*'
                  ? a * v * 3
                  : op2 === '+'
                    ? a * v + 3
                    : a * v - 3
          expect(run(source, v)).toBe(expected)
        },
      ),
    )
  })
})

describe('binding expressions: what they refuse', () => {
  test.each([
    ['constructor', 'unknownName'],
    ['this', 'unknownName'],
    ['window', 'unknownName'],
    ['globalThis', 'unknownName'],
    ['process.exit()', 'unknownName'],
    ['eval("1")', 'unknownName'],
    ['Function("return 1")()', 'unknownName'],
    ['value.constructor', 'unexpectedToken'],
    ['value.constructor.constructor("alert(1)")()', 'unexpectedToken'],
    ["value['constructor']", 'unexpectedCharacter'],
    ['value.__proto__', 'unexpectedToken'],
    ['Math.constructor', 'unknownFunction'],
    ['Math.pow(2, 10)', 'unknownFunction'],
    ['Math.random()', 'unknownFunction'],
    ['Math.min', 'unexpectedToken'],
    ['Math["min"](1)', 'unexpectedCharacter'],
    ['Math.abs()', 'wrongArgumentCount'],
    ['Math.round(1, 2)', 'wrongArgumentCount'],
    ['value = 1', 'unexpectedCharacter'],
    ['value; alert(1)', 'unexpectedCharacter'],
    // A template literal, spelled without a literal one so that the linter does not flag it.
    [`\`\${value}\``, 'unexpectedCharacter'],
    ['() => 1', 'unexpectedCharacter'],
    ['x => x', 'unexpectedCharacter'],
    ['x', 'unknownName'],
    ['new Date()', 'unknownName'],
    ['{}', 'unexpectedCharacter'],
    ['[1, 2]', 'unexpectedCharacter'],
    ['import("fs")', 'unknownName'],
    ['value ?? 1', 'unexpectedToken'],
    ['value ** 2', 'unexpectedToken'],
    ['value | 1', 'unexpectedCharacter'],
    ['$', 'unexpectedCharacter'],
    ['"unterminated', 'unterminatedString'],
    ["'bad \\x escape'", 'badEscape'],
    ['1 +', 'unexpectedToken'],
    ['(1 + 2', 'unexpectedToken'],
    ['1 2', 'unexpectedToken'],
    ['value ? 1', 'unexpectedToken'],
    ['', 'empty'],
    ['   ', 'empty'],
  ])('%s → %s', (source, problem) => {
    expect(refused(source)).toBe(problem)
  })

  test('hostile sizes: too long, too deep', () => {
    expect(refused(`1${' + 1'.repeat(MAX_EXPRESSION_LENGTH)}`)).toBe('tooLong')
    expect(refused(`${'('.repeat(200)}1${')'.repeat(200)}`)).toBe('tooDeep')
    expect(refused(`${'-'.repeat(200)}1`)).toBe('tooDeep')
    expect(refused(`${'!'.repeat(200)}1`)).toBe('tooDeep')
    expect(refused(`${'1 ? '.repeat(60)}1${' : 1'.repeat(60)}`)).toBe('tooDeep')
  })

  test('refusing never runs anything: no global is touched', () => {
    const marker = globalThis as { __gantryHacked?: boolean }
    for (const source of [
      '__gantryHacked = true',
      'globalThis.__gantryHacked = true',
      'value.constructor("__gantryHacked=1")()',
    ]) {
      expect(() => compileExpression(source)).toThrow(ExpressionError)
    }
    expect(marker.__gantryHacked).toBeUndefined()
  })

  test('random input either parses or is refused with an ExpressionError, never anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (source) => {
        try {
          compileExpression(source)(1)
        } catch (error) {
          expect(error).toBeInstanceOf(ExpressionError)
        }
      }),
      { numRuns: 2000 },
    )
  })

  test('checkExpression gives the binding editor a message with the position', () => {
    expect(checkExpression('value * 2')).toBeNull()
    const message = checkExpression('value + foo')
    expect(message?.id).toBe('plugins.expression.unknownName')
    expect(message?.values).toEqual({ text: 'foo', position: 9 })
  })

  test('the source never reaches eval or Function', async () => {
    const { readFileSync, readdirSync } = await import('node:fs')
    const dir = new URL('../../../engine/expression/', import.meta.url)
    for (const name of readdirSync(dir)) {
      const source = readFileSync(new URL(name, dir), 'utf8')
      expect(source, name).not.toMatch(/\beval\s*\(|new\s+Function\b|\bFunction\s*\(/)
    }
  })
})
