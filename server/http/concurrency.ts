import { conflict } from './httpError.ts'

/**
 * Optimistic concurrency: an edit names the `version` it was based on; the UPDATE matches that version
 * and bumps it. Zero rows changed means someone saved in between: 409, never a silent overwrite.
 */
export function assertUpdated(result: { numUpdatedRows: bigint }, what: string): void {
  if (result.numUpdatedRows === 0n) {
    throw conflict(`${what} was changed by someone else since you loaded it; reload and try again`)
  }
}

/** 409 when the caller's `version` is not the stored one (for edits that check before writing). */
export function assertVersion(stored: number, given: number, what: string): void {
  if (stored !== given) {
    throw conflict(`${what} was changed by someone else since you loaded it; reload and try again`)
  }
}
