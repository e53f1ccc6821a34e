/**
 * Turning shape props into fabric attributes. Live values arrive untyped (a ranges transform may yield any
 * JSON), so colours and flags are read defensively: a value that is not a colour draws nothing rather than
 * something random.
 */
import { readNumber } from '../../shared/liveProps.ts'
import type { WidgetSize } from '../../shared/viewContract.ts'

/** A colour string, or null for '' / a non-string (no fill, no line). */
export function colourOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** A flag from a bound value: booleans as they are, numbers non-zero, 'true'/'1' strings true. */
export function flagOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (text === 'true') return true
    if (text === 'false' || text === '') return false
  }
  const n = readNumber(value)
  return n !== null ? n !== 0 : Boolean(value)
}

/** A line width that fits the shape: never negative and never more than half its smaller side. */
export function fittedStrokeWidth(strokeWidth: number, size: WidgetSize, hasStroke: boolean): number {
  if (!hasStroke || !Number.isFinite(strokeWidth)) return 0
  return Math.max(0, Math.min(strokeWidth, Math.min(size.width, size.height) / 2))
}

/** Opacity clamped to 0..1 (1 for junk). */
export function opacityOf(value: unknown): number {
  const n = readNumber(value)
  return n === null ? 1 : Math.min(1, Math.max(0, n))
}
