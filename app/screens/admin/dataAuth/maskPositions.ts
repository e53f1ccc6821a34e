import { DENY_ALL_MASK, hasPermission, setPermissionBit } from '../../../../engine/rules/permissionMask'

/**
 * The permission bit mask of a data item (spec S1 §6) as the detail screen edits it: one checkbox per
 * position, ticked when the position is permitted. The engine owns the bit rules; this only maps them
 * onto checkboxes and keeps the stored text tidy.
 */

/** What a mask says as a whole: everything permitted (empty), nothing ('-1'), or per position. */
export type MaskMode = 'open' | 'denyAll' | 'positions' | 'invalid'

/** Positions always shown, so a new item offers a useful row of checkboxes. */
export const DEFAULT_VISIBLE_POSITIONS = 16

const HEX = /^[0-9a-fA-F]+$/

export function maskMode(mask: string | null | undefined): MaskMode {
  const text = mask ?? ''
  if (text === '') return 'open'
  if (text === DENY_ALL_MASK) return 'denyAll'
  return HEX.test(text) ? 'positions' : 'invalid'
}

/** The highest denied position of a hexadecimal mask, or -1 when none is denied. */
export function highestDeniedPosition(mask: string): number {
  if (maskMode(mask) !== 'positions') return -1
  const value = BigInt(`0x${mask}`)
  return value === 0n ? -1 : value.toString(2).length - 1
}

/**
 * How many checkboxes to show: at least 16, and enough whole bytes to reach the highest denied
 * position, so a denial set elsewhere (an import, the API) is never hidden.
 */
export function visiblePositionCount(mask: string, atLeast = DEFAULT_VISIBLE_POSITIONS): number {
  const needed = Math.ceil((highestDeniedPosition(mask) + 1) / 8) * 8
  return Math.max(atLeast, needed)
}

/** Whether each of the first `count` positions is permitted (the ticks of the checkboxes). */
export function permittedPositions(mask: string, count: number): boolean[] {
  return Array.from({ length: count }, (_, position) => hasPermission(mask, position))
}

/**
 * The mask after ticking (permitting) or clearing (denying) one checkbox. A mask that denies nothing is
 * stored empty: the spec's "empty mask means permitted". Ticking one position of the deny-all mask
 * starts from "everything denied" over the visible positions, which the engine cannot express on '-1'.
 */
export function togglePosition(mask: string, position: number, permitted: boolean, visible: number): string {
  let base = mask
  if (maskMode(mask) === 'denyAll') {
    if (!permitted) return mask
    base = denyPositions(visible)
  }
  const next = setPermissionBit(base, position, !permitted)
  return /^0+$/.test(next) ? '' : next
}

/** A mask that denies positions 0 to `count - 1`. */
export function denyPositions(count: number): string {
  let mask = ''
  for (let position = 0; position < count; position++) mask = setPermissionBit(mask, position, true)
  return mask
}

/** The denied positions among the first `count`, for a compact summary ("denied: 1, 3"). */
export function deniedPositions(mask: string, count: number): number[] {
  return permittedPositions(mask, count).flatMap((permitted, position) => (permitted ? [] : [position]))
}

export { DENY_ALL_MASK }
