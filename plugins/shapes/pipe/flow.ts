/**
 * The flow animation of a pipe, kept pure: the dash pattern slides along the pipe at a speed proportional
 * to the bound flow value, and stops at 0. Positive flow runs left → right (or top → bottom).
 */
import { readNumber } from '../../shared/liveProps.ts'

/** The longest frame step the animation honours: after a hidden tab the dashes do not jump. */
export const MAX_FRAME_MS = 100

/**
 * Dash speed in px/s, signed: `flow / fullScaleFlow` clamped to ±1 times `maxSpeed`, negated by `reverse`.
 * A boolean running flag counts as 1, so with a full-scale flow of 1 it runs at full speed.
 */
export function flowVelocity(
  flow: unknown,
  fullScaleFlow: number,
  maxSpeed: number,
  reverse: boolean,
): number {
  const n = readNumber(flow)
  if (n === null || n === 0 || !(fullScaleFlow > 0) || !(maxSpeed > 0)) return 0
  const ratio = Math.max(-1, Math.min(1, n / fullScaleFlow))
  return ratio * maxSpeed * (reverse ? -1 : 1)
}

/** How the flow dashes show: sliding at `velocity`, standing still in grey (flow unknown), or not at all. */
export type FlowDashes = { kind: 'moving'; velocity: number } | { kind: 'unknown' } | { kind: 'none' }

/**
 * The dashes for a bound flow: a value of bad quality is only the last one known (its source failed), so
 * the dashes stand still in grey rather than keep moving as if the flow were known; so do they while a
 * bound flow waits for its first value (`quality` 'waiting', from liveStatus); a zero flow shows none.
 */
export function flowDashes(
  flow: unknown,
  quality: string | undefined,
  fullScaleFlow: number,
  maxSpeed: number,
  reverse: boolean,
): FlowDashes {
  if (quality === 'bad' || quality === 'waiting') return { kind: 'unknown' }
  const velocity = flowVelocity(flow, fullScaleFlow, maxSpeed, reverse)
  return velocity === 0 ? { kind: 'none' } : { kind: 'moving', velocity }
}

/**
 * The dash offset after `elapsedMs` at `velocity`, wrapped into [0, period). Canvas dashes move towards
 * the line's start as the offset grows, so forward flow decreases it.
 */
export function advanceDashOffset(
  offset: number,
  velocity: number,
  elapsedMs: number,
  period: number,
): number {
  if (!(period > 0)) return 0
  const step = Math.min(Math.max(0, elapsedMs), MAX_FRAME_MS) / 1000
  const next = (offset - velocity * step) % period
  return next < 0 ? next + period : next
}

/** Pipe geometry: a pipe runs along the box's longer side with the shorter side as its diameter. */
export function pipeGeometry(width: number, height: number, flanges: boolean) {
  const horizontal = width >= height
  const length = horizontal ? width : height
  const diameter = horizontal ? height : width
  const flange = flanges
    ? { thickness: Math.max(2, Math.min(diameter * 0.28, length / 8)), span: diameter }
    : null
  const body = flange ? diameter * 0.74 : diameter
  const dash = Math.max(4, body * 0.9)
  return {
    horizontal,
    length,
    diameter,
    body,
    flange,
    flowWidth: Math.max(1.5, body * 0.26),
    dashArray: [dash, dash * 0.8],
    period: dash * 1.8,
  }
}
