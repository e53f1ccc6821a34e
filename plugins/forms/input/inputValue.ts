/** What an input accepts and what it writes: the engine's value checks, then the typed value. */
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { type CheckerKind, checkValue } from '../../../engine/rules/valueCheckers.ts'

/** The checking props of an input. */
export interface InputCheck {
  checker: CheckerKind
  required: boolean
  pattern: string
}

/** Null when `text` may be written, else the message to show under the field. */
export function validateInput(text: string, check: InputCheck): MessageDescriptor | null {
  return checkValue(text, {
    kind: check.checker,
    required: check.required,
    ...(check.checker === 'other' ? { pattern: check.pattern } : {}),
  })
}

/**
 * The value sent to the bound property: a number for the number check (so a setpoint is written as a
 * number, not as text), null for an empty field, the text otherwise.
 */
export function valueToWrite(text: string, checker: CheckerKind): string | number | null {
  if (text.trim() === '') return null
  return checker === 'number' ? Number(text) : text
}

/** The text an input shows for a live or designed value. */
export function displayText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' && !Number.isFinite(value)) return ''
  return String(value)
}
