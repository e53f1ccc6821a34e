import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import type { JobItem } from './appsApi'

/** How many failed items a job's notice names before it counts the rest. */
export const REASONS_SHOWN = 3

/** A failed item in the user's language: "Pump import failed: why"; its English message on older jobs. */
export function itemReason(item: JobItem): string {
  const [line, ...reasons] = item.details ?? []
  if (!line) return item.message
  const head = i18n._(line)
  if (reasons.length === 0) return head
  const why = reasons.map((reason) => i18n._(reason)).join('; ')
  return t`${head}: ${why}`
}

/** The first failed items of a job, one a line, then how many more failed; '' when none did. */
export function failedItemReasons(items: readonly JobItem[] | undefined, shown = REASONS_SHOWN): string {
  const failed = (items ?? []).filter((item) => !item.ok)
  const lines = failed.slice(0, shown).map(itemReason)
  const more = failed.length - lines.length
  if (more > 0) lines.push(plural(more, { one: 'and # more item', other: 'and # more items' }))
  return lines.join('\n')
}
