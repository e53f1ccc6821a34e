/**
 * Permission bit masks of spec S1 §6: a hexadecimal string whose set bits deny. The last 8 hex
 * characters hold positions 0-31; the characters before them ("the upper part") hold 32 and above.
 */

/** The mask that "yields nothing": no position is permitted. */
export const DENY_ALL_MASK = '-1'

/** Highest position `setPermissionBit` writes; it keeps masks a sane size on the server. */
export const MAX_PERMISSION_POSITION = 1023

const HEX = /^[0-9a-fA-F]+$/
const LOWER_HEX_DIGITS = 8

function isPosition(position: number): boolean {
  return Number.isSafeInteger(position) && position >= 0
}

// Upper part * 2^32 + lower part is the whole string read as one number, so one BigInt serves both.
function readMask(mask: string): bigint | null {
  return HEX.test(mask) ? BigInt(`0x${mask}`) : null
}

/**
 * Whether `position` is permitted by `mask`. Empty mask means permitted; '-1' yields nothing; a set bit
 * means denied; an invalid mask or position is not permitted.
 */
export function hasPermission(mask: string | null | undefined, position: number): boolean {
  if (mask === undefined || mask === null || mask === '') return true
  if (mask === DENY_ALL_MASK || !isPosition(position)) return false
  const value = typeof mask === 'string' ? readMask(mask) : null
  if (value === null) return false
  return ((value >> BigInt(position)) & 1n) === 0n
}

/**
 * Returns `mask` with `position` denied or permitted, in lower-case hex of at least 8 digits (and no
 * shorter than the input). Throws RangeError for an invalid mask or position, and for permitting one
 * position of '-1', which no hex mask can say without knowing every position.
 */
export function setPermissionBit(mask: string | null | undefined, position: number, denied: boolean): string {
  if (!isPosition(position) || position > MAX_PERMISSION_POSITION) {
    throw new RangeError(`Permission position out of range: ${position}`)
  }
  const text = mask ?? ''
  if (text === DENY_ALL_MASK) {
    if (denied) return DENY_ALL_MASK
    throw new RangeError("Cannot permit one position of the deny-all mask '-1'")
  }
  const value = text === '' ? 0n : readMask(text)
  if (value === null) throw new RangeError(`Invalid permission mask: ${text}`)
  const bit = 1n << BigInt(position)
  const next = denied ? value | bit : value & ~bit
  return next.toString(16).padStart(Math.max(LOWER_HEX_DIGITS, text.length), '0')
}
