/**
 * Fractional order keys: strings that sort with plain `<` and always leave room between two
 * neighbours, so a z-order change patches one node instead of renumbering an array.
 *
 * A key is an "integer part" followed by an optional fraction. The integer part's first character
 * says how many digits follow ('a' → 1, 'b' → 2 … for positive; 'Z' → 1, 'Y' → 2 … for negative),
 * which keeps appended keys short: 10,000 appends stay within four characters.
 */

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const BASE = DIGITS.length
const SMALLEST_INTEGER = `A${'0'.repeat(26)}`

function digitValue(ch: string | undefined): number {
  if (ch === undefined) return 0
  const v = DIGITS.indexOf(ch)
  if (v < 0) throw new Error(`invalid order key digit "${ch}"`)
  return v
}

function integerLength(head: string): number {
  if (head >= 'a' && head <= 'z') return head.charCodeAt(0) - 'a'.charCodeAt(0) + 2
  if (head >= 'A' && head <= 'Z') return 'Z'.charCodeAt(0) - head.charCodeAt(0) + 2
  throw new Error(`invalid order key head "${head}"`)
}

function splitKey(key: string): [integer: string, fraction: string] {
  const head = key[0]
  if (head === undefined) throw new Error('empty order key')
  const len = integerLength(head)
  if (key.length < len) throw new Error(`invalid order key "${key}"`)
  return [key.slice(0, len), key.slice(len)]
}

/** A fraction strictly between `a` and `b` (b null = 1.0); neither may end in the zero digit. */
function midpoint(a: string, b: string | null): string {
  if (b !== null && a >= b) throw new Error(`order keys out of order: ${a} >= ${b}`)
  if (b !== null) {
    let n = 0
    while ((a[n] ?? '0') === b[n]) n++
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n))
  }
  const da = digitValue(a[0])
  const db = b !== null ? digitValue(b[0]) : BASE
  if (db - da > 1) return DIGITS[Math.round((da + db) / 2)] as string
  if (b !== null && b.length > 1) return b.slice(0, 1)
  return (DIGITS[da] as string) + midpoint(a.slice(1), null)
}

function stepInteger(integer: string, direction: 1 | -1): string | null {
  const head = integer[0] as string
  const digits = integer.slice(1).split('')
  const edge = direction === 1 ? (DIGITS[BASE - 1] as string) : (DIGITS[0] as string)
  const wrap = direction === 1 ? (DIGITS[0] as string) : (DIGITS[BASE - 1] as string)
  let carry = true
  for (let i = digits.length - 1; carry && i >= 0; i--) {
    if (digits[i] === edge) {
      digits[i] = wrap
    } else {
      digits[i] = DIGITS[digitValue(digits[i]) + direction] as string
      carry = false
    }
  }
  if (!carry) return head + digits.join('')
  if (direction === 1) {
    if (head === 'Z') return `a${DIGITS[0]}`
    if (head === 'z') return null
  } else {
    if (head === 'a') return `Z${DIGITS[BASE - 1]}`
    if (head === 'A') return null
  }
  const nextHead = String.fromCharCode(head.charCodeAt(0) + direction)
  const grows = direction === 1 ? nextHead > 'a' : nextHead < 'Z'
  if (grows) digits.push(wrap)
  else digits.pop()
  return nextHead + digits.join('')
}

/**
 * The integer key after `key` when only its last digit changes ('a5' → 'a6'), else null: the common
 * step of numbering a page's thousands of widgets, without splitting the key into digits.
 */
function nextIntegerKey(key: string): string | null {
  const head = key[0]
  if (head === undefined || key.length !== integerLength(head)) return null
  const last = DIGITS.indexOf(key[key.length - 1] as string)
  if (last < 0 || last === BASE - 1 || key.length < 2) return null
  return key.slice(0, -1) + DIGITS[last + 1]
}

/** A key that sorts strictly between `a` and `b`; null means "no bound" on that side. */
export function keyBetween(a: string | null, b: string | null): string {
  if (a !== null && b !== null && a >= b) throw new Error(`order keys out of order: ${a} >= ${b}`)
  if (a === null && b === null) return `a${DIGITS[0]}`
  if (a === null) {
    const [ib, fb] = splitKey(b as string)
    if (ib === SMALLEST_INTEGER) return ib + midpoint('', fb)
    if (fb) return ib
    const prev = stepInteger(ib, -1)
    if (prev === null) throw new Error('order key space exhausted')
    return prev
  }
  const [ia, fa] = splitKey(a)
  if (b === null) {
    const next = stepInteger(ia, 1)
    return next === null ? ia + midpoint(fa, null) : next
  }
  const [ib, fb] = splitKey(b)
  if (ia === ib) return ia + midpoint(fa, fb)
  const next = stepInteger(ia, 1)
  if (next !== null && next < b) return next
  return ia + midpoint(fa, null)
}

/** `n` ascending keys strictly between `a` and `b`, spread so that none grows long. */
export function keysBetween(a: string | null, b: string | null, n: number): string[] {
  if (n <= 0) return []
  if (n === 1) return [keyBetween(a, b)]
  if (b === null) {
    const keys: string[] = []
    let prev = a
    for (let i = 0; i < n; i++) {
      prev = (prev !== null && nextIntegerKey(prev)) || keyBetween(prev, null)
      keys.push(prev)
    }
    return keys
  }
  if (a === null) {
    const keys: string[] = []
    let next: string = b
    for (let i = 0; i < n; i++) {
      next = keyBetween(null, next)
      keys.push(next)
    }
    return keys.reverse()
  }
  const half = Math.floor(n / 2)
  const mid = keyBetween(a, b)
  return [...keysBetween(a, mid, half), mid, ...keysBetween(mid, b, n - half - 1)]
}

/** Sorts records that carry an `order` key, ascending, ties broken by id for determinism. */
export function byOrder<T extends { id: string; order: string }>(items: Iterable<T>): T[] {
  return [...items].sort((x, y) => (x.order < y.order ? -1 : x.order > y.order ? 1 : x.id < y.id ? -1 : 1))
}
