/**
 * The tokenizer of binding expressions. It knows a closed list of tokens; any other character (brackets,
 * braces, `=`, `;`, backticks, `$`) ends the expression with an error, which is the first of the walls that
 * keep an expression from reaching anything but its own value.
 */
import { ExpressionError } from './errors.ts'

/** A token and where it starts in the source. */
export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: Operator; at: number }
  | { kind: 'end'; at: number }

/** Operators and punctuation, each in its ASCII spelling. */
export type Operator =
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
  | '&&'
  | '||'
  | '!'
  | '?'
  | ':'
  | '('
  | ')'
  | ','
  | '.'

// Longest first, so that '===' is not read as '==' followed by '='.
const OPERATORS: readonly Operator[] = [
  '===',
  '!==',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '?',
  ':',
  '(',
  ')',
  ',',
  '.',
]

// Typographic operators people paste from specifications: − (minus sign), × and ÷.
const TYPOGRAPHIC: Readonly<Record<string, Operator>> = { '\u2212': '-', '×': '*', '÷': '/' }

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/
const SPACE = /^\s+/
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"' }

/** Splits `source` into tokens, ending with an 'end' token; throws ExpressionError on a foreign character. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  while (at < source.length) {
    const rest = source.slice(at)
    const space = SPACE.exec(rest)
    if (space) {
      at += space[0].length
      continue
    }
    const number = NUMBER.exec(rest)
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at })
      at += number[0].length
      continue
    }
    const name = NAME.exec(rest)
    if (name) {
      tokens.push({ kind: 'name', value: name[0], at })
      at += name[0].length
      continue
    }
    const char = rest[0] ?? ''
    if (char === "'" || char === '"') {
      const { value, length } = readString(source, at)
      tokens.push({ kind: 'string', value, at })
      at += length
      continue
    }
    const typographic = TYPOGRAPHIC[char]
    const op = typographic ?? OPERATORS.find((candidate) => rest.startsWith(candidate))
    if (op === undefined) throw new ExpressionError('unexpectedCharacter', at, char)
    tokens.push({ kind: 'op', value: op, at })
    at += typographic ? 1 : op.length
  }
  tokens.push({ kind: 'end', at })
  return tokens
}

function readString(source: string, start: number): { value: string; length: number } {
  const quote = source[start]
  let value = ''
  let at = start + 1
  while (at < source.length) {
    const char = source[at] ?? ''
    if (char === quote) return { value, length: at + 1 - start }
    if (char === '\\') {
      const escaped = ESCAPES[source[at + 1] ?? '']
      if (escaped === undefined) throw new ExpressionError('badEscape', at, source.slice(at, at + 2))
      value += escaped
      at += 2
      continue
    }
    value += char
    at++
  }
  throw new ExpressionError('unterminatedString', start, quote ?? '')
}
