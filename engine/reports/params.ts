import { type MessageDescriptor, withValues } from '../messages.ts'
import type { ReportParam } from './definition.ts'
import { REPORT_MESSAGES } from './messages.ts'

export type BoundValue = string | number | null

const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/

/**
 * The values a run binds, typed by the report's declaration: a number parameter gets a number, a date a
 * checked ISO text (both engines compare it as such), a text its text. Defaults fill missing values.
 * Values never reach the SQL text: the driver binds them.
 */
export function bindParams(
  declared: ReportParam[],
  given: Readonly<Record<string, unknown>>,
): { ok: true; values: Record<string, BoundValue> } | { ok: false; problems: MessageDescriptor[] } {
  const values: Record<string, BoundValue> = {}
  const problems: MessageDescriptor[] = []
  for (const param of declared) {
    const label = param.label || param.name
    let raw = Object.hasOwn(given, param.name) ? given[param.name] : undefined
    if (raw === undefined || raw === null || raw === '') raw = param.defaultValue ?? null
    if (raw === null || raw === '') {
      if (param.required) problems.push(withValues(REPORT_MESSAGES.paramRequired, { label }))
      values[param.name] = null
      continue
    }
    if (param.type === 'number') {
      const number = typeof raw === 'number' ? raw : Number(String(raw).trim())
      if (!Number.isFinite(number) || (typeof raw === 'string' && raw.trim() === ''))
        problems.push(withValues(REPORT_MESSAGES.paramNotNumber, { label }))
      else values[param.name] = number
    } else if (param.type === 'date') {
      const text = String(raw).trim()
      if (!DATE.test(text) || Number.isNaN(Date.parse(text.slice(0, 10))))
        problems.push(withValues(REPORT_MESSAGES.paramNotDate, { label }))
      else values[param.name] = text.replace('T', ' ')
    } else values[param.name] = String(raw)
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values }
}
