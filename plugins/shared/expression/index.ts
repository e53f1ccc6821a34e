/**
 * Safe binding expressions: `value * 1.8 + 32`, `value > 80 ? 'High' : 'Normal'`, `Math.round(value)`.
 * No eval, no Function: the source is parsed into a tree of a few node kinds and walked, and the only
 * data an expression can reach is the bound value it is given.
 */
import { describeExpressionError, ExpressionError } from './errors.ts'
import { type ExpressionNode, type MathFunction, parseExpression } from './parser.ts'

export { describeExpressionError, EXPRESSION_MESSAGES, ExpressionError } from './errors.ts'
export { MAX_EXPRESSION_DEPTH, MAX_EXPRESSION_LENGTH } from './parser.ts'

import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What an expression evaluates to. */
export type ExpressionResult = number | string | boolean | null

/** A compiled expression: call it with the bound value. */
export type CompiledExpression = (value: unknown) => ExpressionResult

// Bindings evaluate the same few expressions on every value change, so compiled trees are kept; the
// cap stops a designer typing in the binding editor from growing the cache without end.
const CACHE_LIMIT = 500
const cache = new Map<string, CompiledExpression>()

/** Parses `source` once (cached) and returns its evaluator; throws ExpressionError when it is refused. */
export function compileExpression(source: string): CompiledExpression {
  const cached = cache.get(source)
  if (cached) return cached
  const tree = parseExpression(source)
  const compiled: CompiledExpression = (value) => evaluate(tree, normalise(value))
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(source, compiled)
  return compiled
}

/** Evaluates `source` with `value`; throws ExpressionError when the expression is refused. */
export function evaluateExpression(source: string, value: unknown): ExpressionResult {
  return compileExpression(source)(value)
}

/** For the binding editor: null when `source` is accepted, else the message to show. */
export function checkExpression(source: string): MessageDescriptor | null {
  try {
    compileExpression(source)
    return null
  } catch (error) {
    if (error instanceof ExpressionError) return describeExpressionError(error)
    throw error
  }
}

// Objects, arrays and functions never enter an evaluation: an expression sees plain scalars only.
function normalise(value: unknown): ExpressionResult {
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value
  return null
}

function evaluate(node: ExpressionNode, value: ExpressionResult): ExpressionResult {
  switch (node.type) {
    case 'literal':
      return node.value
    case 'value':
      return value
    case 'unary': {
      const arg = evaluate(node.arg, value)
      if (node.op === '!') return !arg
      return node.op === '-' ? -toNumber(arg) : toNumber(arg)
    }
    case 'logical': {
      const left = evaluate(node.left, value)
      if (node.op === '&&') return left ? evaluate(node.right, value) : left
      return left ? left : evaluate(node.right, value)
    }
    case 'conditional':
      return evaluate(node.test, value) ? evaluate(node.yes, value) : evaluate(node.no, value)
    case 'binary':
      return binary(node.op, evaluate(node.left, value), evaluate(node.right, value))
    case 'call':
      return call(
        node.fn,
        node.args.map((arg) => toNumber(evaluate(arg, value))),
      )
  }
}

function binary(
  op: Extract<ExpressionNode, { type: 'binary' }>['op'],
  a: ExpressionResult,
  b: ExpressionResult,
): ExpressionResult {
  switch (op) {
    case '+':
      return typeof a === 'string' || typeof b === 'string' ? text(a) + text(b) : toNumber(a) + toNumber(b)
    case '-':
      return toNumber(a) - toNumber(b)
    case '*':
      return toNumber(a) * toNumber(b)
    case '/':
      return toNumber(a) / toNumber(b)
    case '%':
      return toNumber(a) % toNumber(b)
    case '==':
    case '===':
      return equals(a, b)
    case '!=':
    case '!==':
      return !equals(a, b)
    default:
      return compare(op, a, b)
  }
}

function compare(op: '<' | '<=' | '>' | '>=', a: ExpressionResult, b: ExpressionResult): boolean {
  const bothText = typeof a === 'string' && typeof b === 'string'
  const left = bothText ? a : toNumber(a)
  const right = bothText ? b : toNumber(b)
  switch (op) {
    case '<':
      return left < right
    case '<=':
      return left <= right
    case '>':
      return left > right
    default:
      return left >= right
  }
}

// Live values arrive as numbers or as text ('1' from a string property): a number and a numeric text are
// equal when their numbers are, so `value == 1` works for both; otherwise equality is strict.
function equals(a: ExpressionResult, b: ExpressionResult): boolean {
  if (typeof a === typeof b) return a === b
  const numeric = (x: ExpressionResult) => typeof x === 'number' || typeof x === 'boolean'
  if (numeric(a) || numeric(b)) {
    const left = toNumber(a)
    const right = toNumber(b)
    return !Number.isNaN(left) && left === right
  }
  return false
}

function call(fn: MathFunction, args: number[]): number {
  switch (fn) {
    case 'min':
      return Math.min(...args)
    case 'max':
      return Math.max(...args)
    case 'abs':
      return Math.abs(args[0] ?? Number.NaN)
    case 'round':
      return Math.round(args[0] ?? Number.NaN)
    case 'floor':
      return Math.floor(args[0] ?? Number.NaN)
    case 'ceil':
      return Math.ceil(args[0] ?? Number.NaN)
  }
}

function toNumber(value: ExpressionResult): number {
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value === null) return Number.NaN
  return value.trim() === '' ? Number.NaN : Number(value)
}

function text(value: ExpressionResult): string {
  return value === null ? '' : String(value)
}
