/** The pump's drawing shared by its fabric view (shape.ts) and its painter (paint.ts): no fabric here. */
import type { PumpProps } from './manifest.ts'
import type { PumpState } from './pumpState.ts'

/** The casing circle on the symbol's 100 × 100 grid (centre at 0, 0). */
export const CASING = { x: 0, y: 2, r: 30 }

/** Six backward-curved blades around the hub, point-symmetric so the path's centre is the shaft. */
export function impellerPath(): string {
  const polar = (r: number, degrees: number) => {
    const a = (degrees * Math.PI) / 180
    return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`
  }
  return Array.from({ length: 6 }, (_, i) => {
    const a = i * 60
    return `M ${polar(5, a)} Q ${polar(15, a + 8)} ${polar(21, a + 42)}`
  }).join(' ')
}

/** A pale, flat grey no designer colour means: the state is not known. */
export const UNKNOWN_COLOUR = '#d3d8de'

/** The colour of the pump's parts in a state. */
export const stateColour = (props: PumpProps, state: PumpState) =>
  state === 'running'
    ? props.runningColor
    : state === 'fault'
      ? props.faultColor
      : state === 'unknown'
        ? UNKNOWN_COLOUR
        : props.stoppedColor
