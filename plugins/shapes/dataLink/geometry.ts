/** The data link's dashes, pure (no fabric): what its painter draws at a given time. */
import { flowDashes } from '../pipe/flow.ts'

/** Grey for a flow nobody knows (as the pipe's). */
export const UNKNOWN_FLOW = '#c3cad3'

/** The dashes at `now` (ms): their pattern, offset along the line, colour, and whether they move. */
export function linkDashes(
  input: {
    flow: unknown
    quality: string | undefined
    fullScaleFlow: number
    maxSpeed: number
    dashLength: number
    colour: string
  },
  now: number,
) {
  const dashes = flowDashes(input.flow, input.quality, input.fullScaleFlow, input.maxSpeed, false)
  const dash = Math.max(2, input.dashLength)
  const period = dash * 1.8
  const velocity = dashes.kind === 'moving' ? dashes.velocity : 0
  // Canvas dashes move towards the line's start as the offset grows, so a forward flow lowers it.
  const raw = (-velocity * now) / 1000
  const offset = ((raw % period) + period) % period
  return {
    pattern: [dash, dash * 0.8],
    offset,
    moving: velocity !== 0,
    colour: dashes.kind === 'unknown' ? UNKNOWN_FLOW : input.colour,
  }
}
