// Own base64 so the engine needs neither Buffer (Node) nor btoa/atob (DOM typings).
const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const LOOKUP = new Int16Array(128).fill(-1)
for (let i = 0; i < CHARS.length; i++) LOOKUP[CHARS.charCodeAt(i)] = i

/** Encodes bytes as standard base64 with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number)
    out += CHARS[n >> 18] + (CHARS[(n >> 12) & 63] as string) + CHARS[(n >> 6) & 63] + CHARS[n & 63]
  }
  const rest = bytes.length - i
  if (rest === 1) {
    const n = (bytes[i] as number) << 16
    out += `${CHARS[n >> 18]}${CHARS[(n >> 12) & 63]}==`
  } else if (rest === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8)
    out += `${CHARS[n >> 18]}${CHARS[(n >> 12) & 63]}${CHARS[(n >> 6) & 63]}=`
  }
  return out
}

/** Decodes standard base64 (padding optional); throws on any character outside the alphabet. */
export function base64ToBytes(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '')
  if (clean.length % 4 === 1) throw new Error('invalid base64 length')
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let buffer = 0
  let bits = 0
  let index = 0
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i)
    const value = code < 128 ? (LOOKUP[code] as number) : -1
    if (value < 0) throw new Error('invalid base64 character')
    buffer = (buffer << 6) | value
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[index++] = (buffer >> bits) & 0xff
    }
  }
  return bytes
}
