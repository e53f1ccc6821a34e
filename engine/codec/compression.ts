import { deflate, inflate } from 'pako'
import { base64ToBytes, bytesToBase64 } from './base64.ts'

/** Spec S1 §7: stored data is compressed at level 6. */
export const COMPRESSION_LEVEL = 6

/**
 * Deflates text at level 6 and base64-encodes it for transport. Spec S1 §7: on failure the
 * original input is returned.
 */
export function compressText(text: string): string {
  try {
    return bytesToBase64(deflate(text, { level: COMPRESSION_LEVEL }))
  } catch {
    return text
  }
}

/**
 * Reverses compressText. Input that is not base64 deflate data (for example a plain JSON layout
 * stored uncompressed) comes back unchanged, as the spec requires for decompression failures.
 */
export function decompressText(input: string): string {
  const trimmed = input.trim()
  if (trimmed === '' || trimmed.startsWith('{') || trimmed.startsWith('[')) return input
  try {
    return inflate(base64ToBytes(trimmed), { toText: true })
  } catch {
    return input
  }
}

/** Whether `input` looks like compressText output (zlib header in base64). */
export function isCompressed(input: string): boolean {
  return /^eJ[A-Za-z0-9+/]+=*$/.test(input.trim()) && decompressText(input) !== input
}
