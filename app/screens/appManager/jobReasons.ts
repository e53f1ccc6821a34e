import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { MESSAGES } from '../../../engine/rules/responses'
import type { JobItem, JobView } from './appsApi'

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

// The notices' titles already say these (an export failed, an import succeeded or failed, an upgrade failed).
const HEADLINES = new Set([
  MESSAGES.exportFailed.id,
  MESSAGES.namedImportSucceeded.id,
  MESSAGES.namedImportFailed.id,
  'server.app.upgradeFailed',
])

/**
 * A finished job's message under its notice's title: in the user's language when the server gave
 * descriptors (less what the title says already), else as stored.
 */
export function jobDetail(job: Pick<JobView, 'details' | 'message'>): string {
  const details = job.details ?? []
  if (details.length === 0) return job.message
  return details
    .filter((detail) => !HEADLINES.has(detail.id))
    .map((detail) => i18n._(detail))
    .join('; ')
}

/** The application a finished import job's summary names (the file's name may differ), or null. */
export function importedName(job: Pick<JobView, 'details'>): string | null {
  const headline = job.details?.find(
    (detail) => detail.id === MESSAGES.namedImportSucceeded.id || detail.id === MESSAGES.namedImportFailed.id,
  )
  const name = headline?.values?.name
  return typeof name === 'string' && name !== '' ? name : null
}
