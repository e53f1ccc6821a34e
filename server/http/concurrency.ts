import type { MessageDescriptor } from '../../engine/messages.ts'
import { conflict } from './httpError.ts'

/**
 * What a stale edit says: a whole descriptor ("The user {username} was changed by someone else…"), or
 * the record's English name for areas that have no descriptor yet.
 */
export type StaleRecord = MessageDescriptor | string

function staleError(what: StaleRecord) {
  return conflict(
    typeof what === 'string'
      ? `${what} was changed by someone else since you loaded it; reload and try again`
      : what,
  )
}

/**
 * Optimistic concurrency: an edit names the `version` it was based on; the UPDATE matches that version
 * and bumps it. Zero rows changed means someone saved in between: 409, never a silent overwrite.
 */
export function assertUpdated(result: { numUpdatedRows: bigint }, what: StaleRecord): void {
  if (result.numUpdatedRows === 0n) throw staleError(what)
}

/** 409 when the caller's `version` is not the stored one (for edits that check before writing). */
export function assertVersion(stored: number, given: number, what: StaleRecord): void {
  if (stored !== given) throw staleError(what)
}
