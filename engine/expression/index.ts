/**
 * Safe binding expressions: `value * 1.8 + 32`, `value > 80 ? 'High' : 'Normal'`, `Math.round(value)`.
 * No eval, no Function: the source is parsed into a tree of a few node kinds and walked, and the only
 * data an expression can reach is the bound value it is given.
 */
import { describeExpressionError, ExpressionError } from './errors.ts'
import { type ExpressionNode, type MathFunction, parseExpression } from './parser.ts'

export { describeExpressionError, EXPRESSION_MESSAGES, ExpressionError } from './errors.ts'
export { MAX_EXPRESSION_DEPTH, MAX_EXPRESSION_LENGTH } from './parser.ts'

import type { MessageDescriptor } from '../messages.ts'

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

/** A compiled expression over named variables: call it with the scope (plain data, e.g. form values). */
export type ScopedExpression = (scope: Readonly<Record<string, unknown>>) => ExpressionResult

const scopedCache = new Map<string, ScopedExpression>()

/**
 * Parses `source` with named variables (`amount > 1000 && form.approved`), as workflow conditions use:
 * names are looked up in the scope's own properties, nothing else is reachable. Throws ExpressionError.
 */
export function compileScopedExpression(source: string): ScopedExpression {
  const cached = scopedCache.get(source)
  if (cached) return cached
  const tree = parseExpression(source, { variables: true })
  const compiled: ScopedExpression = (scope) => evaluate(tree, null, scope)
  if (scopedCache.size >= CACHE_LIMIT) scopedCache.clear()
  scopedCache.set(source, compiled)
  return compiled
}

/** For the workflow condition checker: null when `source` is accepted with variables, else the message. */
export function checkScopedExpression(source: string): MessageDescriptor | null {
  try {
    compileScopedExpression(source)
    return null
  } catch (error) {
    if (error instanceof ExpressionError) return describeExpressionError(error)
    throw error
  }
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

const NO_SCOPE: Readonly<Record<string, unknown>> = {}

function evaluate(
  node: ExpressionNode,
  value: ExpressionResult,
  scope: Readonly<Record<string, unknown>> = NO_SCOPE,
): ExpressionResult {
  const walk = (child: ExpressionNode) => evaluate(child, value, scope)
  switch (node.type) {
    case 'literal':
      return node.value
    case 'value':
      return value
    case 'variable':
      return normalise(lookup(scope, node.path))
    case 'unary': {
      const arg = walk(node.arg)
      if (node.op === '!') return !arg
      return node.op === '-' ? -toNumber(arg) : toNumber(arg)
    }
    case 'logical': {
      const left = walk(node.left)
      if (node.op === '&&') return left ? walk(node.right) : left
      return left ? left : walk(node.right)
    }
    case 'conditional':
      return walk(node.test) ? walk(node.yes) : walk(node.no)
    case 'binary':
      return binary(node.op, walk(node.left), walk(node.right))
    case 'call':
      return call(
        node.fn,
        node.args.map((arg) => toNumber(walk(arg))),
      )
  }
}

// Own properties only, so `constructor` or `__proto__` never reach the prototype chain.
function lookup(scope: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  let current: unknown = scope
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return null
    current = (current as Record<string, unknown>)[key]
  }
  return current
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
