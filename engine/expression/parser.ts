/**
 * A precedence-climbing parser for binding expressions. The grammar has no member access, no indexing,
 * no assignment and no calls except the whitelisted `Math.min/max/abs/round/floor/ceil`; names other than
 * `value`, `true`, `false` and `null` are refused at parse time, so evaluation never looks a name up.
 *
 *   expr    := or ('?' expr ':' expr)?
 *   or      := and ('||' and)*          and := equal ('&&' equal)*
 *   equal   := compare (('=='|'!='|'==='|'!==') compare)*
 *   compare := sum (('<'|'<='|'>'|'>=') sum)*
 *   sum     := product (('+'|'-') product)*
 *   product := unary (('*'|'/'|'%') unary)*
 *   unary   := ('!'|'-'|'+') unary | primary
 *   primary := number | string | 'value' | 'true' | 'false' | 'null' | '(' expr ')'
 *            | 'Math' '.' name '(' (expr (',' expr)*)? ')'
 */
import { ExpressionError } from './errors.ts'
import { type Operator, type Token, tokenize } from './tokens.ts'

/** Most characters an expression may have. */
export const MAX_EXPRESSION_LENGTH = 500
/** Deepest nesting of sub-expressions, so a hostile `((((…` cannot exhaust the stack. */
export const MAX_EXPRESSION_DEPTH = 40

/** Functions an expression may call, with their argument counts. */
export const MATH_FUNCTIONS = {
  min: { minArgs: 1, maxArgs: 16 },
  max: { minArgs: 1, maxArgs: 16 },
  abs: { minArgs: 1, maxArgs: 1 },
  round: { minArgs: 1, maxArgs: 1 },
  floor: { minArgs: 1, maxArgs: 1 },
  ceil: { minArgs: 1, maxArgs: 1 },
} as const

/** A whitelisted function name. */
export type MathFunction = keyof typeof MATH_FUNCTIONS

export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '<'
  | '<='
  | '>'
  | '>='
  | '=='
  | '!='
  | '==='
  | '!=='

/** The parsed expression. */
export type ExpressionNode =
  | { type: 'literal'; value: number | string | boolean | null }
  | { type: 'value' }
  | { type: 'variable'; path: string[] }
  | { type: 'unary'; op: '!' | '-' | '+'; arg: ExpressionNode }
  | { type: 'binary'; op: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { type: 'logical'; op: '&&' | '||'; left: ExpressionNode; right: ExpressionNode }
  | { type: 'conditional'; test: ExpressionNode; yes: ExpressionNode; no: ExpressionNode }
  | { type: 'call'; fn: MathFunction; args: ExpressionNode[] }

const LITERAL_NAMES: Readonly<Record<string, boolean | null>> = { true: true, false: false, null: null }

// Binary levels from loosest to tightest (the ternary and the logical operators are handled apart).
const BINARY_LEVELS: readonly (readonly BinaryOperator[])[] = [
  ['==', '!=', '===', '!=='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
]

/** How names are read: bindings know only `value`; workflow conditions read named variables. */
export interface ParseOptions {
  /** Accept any name (and dotted paths `form.amount`) as a variable looked up in a scope at evaluation. */
  variables?: boolean
}

/** Parses `source`; throws ExpressionError with the first problem found. */
export function parseExpression(source: string, options: ParseOptions = {}): ExpressionNode {
  if (typeof source !== 'string' || source.trim() === '') throw new ExpressionError('empty', 0)
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError('tooLong', MAX_EXPRESSION_LENGTH, String(MAX_EXPRESSION_LENGTH))
  }
  const parser = new Parser(tokenize(source), options.variables === true)
  const node = parser.expression(0)
  parser.expectEnd()
  return node
}

class Parser {
  private index = 0

  constructor(
    private readonly tokens: Token[],
    private readonly variables: boolean,
  ) {}

  expression(depth: number): ExpressionNode {
    this.guard(depth)
    const test = this.logical('||', depth)
    if (!this.acceptOp('?')) return test
    const yes = this.expression(depth + 1)
    this.expectOp(':')
    const no = this.expression(depth + 1)
    return { type: 'conditional', test, yes, no }
  }

  expectEnd(): void {
    const token = this.peek()
    if (token.kind !== 'end') throw unexpected(token)
  }

  private logical(op: '||' | '&&', depth: number): ExpressionNode {
    const next = (): ExpressionNode => (op === '||' ? this.logical('&&', depth) : this.binary(0, depth))
    let left = next()
    while (this.acceptOp(op)) left = { type: 'logical', op, left, right: next() }
    return left
  }

  private binary(level: number, depth: number): ExpressionNode {
    const operators = BINARY_LEVELS[level]
    if (operators === undefined) return this.unary(depth)
    let left = this.binary(level + 1, depth)
    for (let op = this.matchOp(operators); op; op = this.matchOp(operators)) {
      left = { type: 'binary', op, left, right: this.binary(level + 1, depth) }
    }
    return left
  }

  private unary(depth: number): ExpressionNode {
    this.guard(depth)
    const op = this.matchOp(['!', '-', '+'] as const)
    if (op) return { type: 'unary', op, arg: this.unary(depth + 1) }
    return this.primary(depth)
  }

  private primary(depth: number): ExpressionNode {
    const token = this.next()
    switch (token.kind) {
      case 'number':
      case 'string':
        return { type: 'literal', value: token.value }
      case 'name':
        return this.name(token, depth)
      case 'op':
        if (token.value === '(') {
          const inner = this.expression(depth + 1)
          this.expectOp(')')
          return inner
        }
        throw unexpected(token)
      default:
        throw unexpected(token)
    }
  }

  private name(token: Extract<Token, { kind: 'name' }>, depth: number): ExpressionNode {
    if (token.value === 'value' && !this.variables) return { type: 'value' }
    if (Object.hasOwn(LITERAL_NAMES, token.value)) {
      return { type: 'literal', value: LITERAL_NAMES[token.value] ?? null }
    }
    if (this.variables && token.value !== 'Math') return this.variable(token.value)
    if (token.value !== 'Math') throw new ExpressionError('unknownName', token.at, token.value)
    this.expectOp('.')
    const fnToken = this.next()
    if (fnToken.kind !== 'name') throw unexpected(fnToken)
    if (!Object.hasOwn(MATH_FUNCTIONS, fnToken.value)) {
      throw new ExpressionError('unknownFunction', fnToken.at, `Math.${fnToken.value}`)
    }
    const fn = fnToken.value as MathFunction
    this.expectOp('(')
    const args: ExpressionNode[] = []
    if (!this.acceptOp(')')) {
      do args.push(this.expression(depth + 1))
      while (this.acceptOp(','))
      this.expectOp(')')
    }
    const { minArgs, maxArgs } = MATH_FUNCTIONS[fn]
    if (args.length < minArgs || args.length > maxArgs) {
      throw new ExpressionError('wrongArgumentCount', fnToken.at, `Math.${fn}`)
    }
    return { type: 'call', fn, args }
  }

  // A variable and its dotted members (`form.amount`): read from the scope's own keys only.
  private variable(first: string): ExpressionNode {
    const path = [first]
    while (this.acceptOp('.')) {
      const member = this.next()
      if (member.kind !== 'name') throw unexpected(member)
      path.push(member.value)
    }
    return { type: 'variable', path }
  }

  private guard(depth: number): void {
    if (depth > MAX_EXPRESSION_DEPTH) throw new ExpressionError('tooDeep', this.peek().at)
  }

  private peek(): Token {
    return this.tokens[this.index] ?? { kind: 'end', at: 0 }
  }

  private next(): Token {
    const token = this.peek()
    if (token.kind !== 'end') this.index++
    return token
  }

  private matchOp<O extends Operator>(operators: readonly O[]): O | undefined {
    const token = this.peek()
    if (token.kind !== 'op' || !(operators as readonly Operator[]).includes(token.value)) return undefined
    this.index++
    return token.value as O
  }

  private acceptOp(op: Operator): boolean {
    return this.matchOp([op]) !== undefined
  }

  private expectOp(op: Operator): void {
    const token = this.peek()
    if (!this.acceptOp(op)) throw unexpected(token)
  }
}

function unexpected(token: Token): ExpressionError {
  const text = token.kind === 'end' ? 'end' : String(token.value)
  return new ExpressionError('unexpectedToken', token.at, text)
}
