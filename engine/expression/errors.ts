/** Why an expression was refused, with user messages for the binding editor. */
import { type MessageDescriptor, withValues } from '../messages.ts'

/** Reasons an expression is refused. */
export type ExpressionProblem =
  | 'empty'
  | 'tooLong'
  | 'tooDeep'
  | 'unexpectedCharacter'
  | 'unterminatedString'
  | 'badEscape'
  | 'unexpectedToken'
  | 'unknownName'
  | 'unknownFunction'
  | 'wrongArgumentCount'

/** A refused expression: the reason, the position (0-based character index) and the offending text. */
export class ExpressionError extends Error {
  readonly problem: ExpressionProblem
  readonly position: number
  readonly text: string

  constructor(problem: ExpressionProblem, position: number, text = '') {
    super(`${problem} at ${position}${text ? `: ${text}` : ''}`)
    this.name = 'ExpressionError'
    this.problem = problem
    this.position = position
    this.text = text
  }
}

/** What the binding editor shows for each problem; `{text}` is the offending part, `{position}` 1-based. */
export const EXPRESSION_MESSAGES = {
  empty: /*i18n*/ { id: 'plugins.expression.empty', message: 'Enter an expression' },
  tooLong: /*i18n*/ {
    id: 'plugins.expression.tooLong',
    message: 'The expression is too long (at most {text} characters)',
  },
  tooDeep: /*i18n*/ { id: 'plugins.expression.tooDeep', message: 'The expression is nested too deeply' },
  unexpectedCharacter: /*i18n*/ {
    id: 'plugins.expression.unexpectedCharacter',
    message: 'Character {text} is not allowed (position {position})',
  },
  unterminatedString: /*i18n*/ {
    id: 'plugins.expression.unterminatedString',
    message: 'A text in quotes is not closed (position {position})',
  },
  badEscape: /*i18n*/ {
    id: 'plugins.expression.badEscape',
    message: 'Unknown escape {text} (position {position})',
  },
  unexpectedToken: /*i18n*/ {
    id: 'plugins.expression.unexpectedToken',
    message: 'Unexpected {text} (position {position})',
  },
  unknownName: /*i18n*/ {
    id: 'plugins.expression.unknownName',
    message: 'Unknown name {text}: use value, numbers, text in quotes and Math.min/max/abs/round',
  },
  unknownFunction: /*i18n*/ {
    id: 'plugins.expression.unknownFunction',
    message: 'Unknown function {text}: use Math.min, Math.max, Math.abs or Math.round',
  },
  wrongArgumentCount: /*i18n*/ {
    id: 'plugins.expression.wrongArgumentCount',
    message: 'Wrong number of arguments for {text}',
  },
} satisfies Record<ExpressionProblem, MessageDescriptor>

/** The user message of a refused expression. */
export function describeExpressionError(error: ExpressionError): MessageDescriptor {
  return withValues(EXPRESSION_MESSAGES[error.problem], {
    text: error.text || '',
    position: error.position + 1,
  })
}
