import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isColor } from '../../../../engine/rules/colors'
import { checkTextLength, checkUnique } from '../../../../engine/rules/names'

/**
 * Rules of the settings records that the engine does not hold as such; each mirrors the server's check
 * (server/routes/config) so the form says what is wrong before anything is sent.
 */

export const SETTINGS_MESSAGES = {
  homePath: msg`Enter a path inside the app that starts with /, such as /hellow (no spaces)`,
  color: msg`Enter a colour such as #f5222d, rgb(245, 34, 45) or red`,
}

/** A home page path: one leading '/', no '//' start, no spaces, backslashes or control characters. */
export function checkHomePath(path: string): MessageDescriptor | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
  const bad = /[\s\\\u0000-\u001f\u007f]/
  if (!path.startsWith('/') || path.startsWith('//') || bad.test(path)) return SETTINGS_MESSAGES.homePath
  return checkTextLength(path, 500)
}

/** One alarm priority and its colour, as the alarm colour setup edits them. */
export interface PriorityColor {
  priority: string
  color: string
}

/** The `user_widget_alarm_color` record (priority → CSS colour) as rows, most urgent (lowest number) first. */
export function priorityRows(value: Record<string, string>): PriorityColor[] {
  const collator = new Intl.Collator(undefined, { numeric: true })
  return Object.entries(value)
    .map(([priority, color]) => ({ priority, color: String(color) }))
    .sort((a, b) => collator.compare(a.priority, b.priority))
}

export function priorityRecord(rows: readonly PriorityColor[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.priority.trim(), row.color.trim()]))
}

/** The next free priority number after the highest numeric one. */
export function nextPriority(rows: readonly PriorityColor[]): string {
  const numbers = rows.map((row) => Number(row.priority)).filter((n) => Number.isInteger(n))
  return String(numbers.length === 0 ? 1 : Math.max(...numbers) + 1)
}

/** Problems by row index: a priority named once and at most 50 characters; a colour the product accepts. */
export function priorityProblems(
  rows: readonly PriorityColor[],
): Map<number, { priority?: MessageDescriptor; color?: MessageDescriptor }> {
  const problems = new Map<number, { priority?: MessageDescriptor; color?: MessageDescriptor }>()
  rows.forEach((row, index) => {
    const others = rows.filter((_, other) => other !== index).map((other) => other.priority.trim())
    const priority =
      checkUnique(row.priority.trim(), others, { subject: 'name' }) ??
      checkTextLength(row.priority.trim(), 50)
    const color = isColor(row.color) ? null : SETTINGS_MESSAGES.color
    if (priority || color) problems.set(index, { priority: priority ?? undefined, color: color ?? undefined })
  })
  return problems
}

/** A CSS colour as the `<input type="color">` can show it: #rrggbb, or black for anything else. */
export function colorInputValue(color: string): string {
  const text = color.trim()
  if (/^#[0-9a-f]{6}$/i.test(text)) return text.toLowerCase()
  if (/^#[0-9a-f]{3}$/i.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join('')}`.toLowerCase()
  return '#000000'
}
