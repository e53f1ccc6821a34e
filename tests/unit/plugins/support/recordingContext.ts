/**
 * A 2D context that records what a painter does (calls and the style in force at each fill and stroke),
 * so painter tests read the drawing without a browser. Text measures 8 px per character.
 */

/** One recorded call: the method, its arguments and, for fill/stroke, the style then in force. */
export interface RecordedCall {
  name: string
  args: unknown[]
  style?: {
    fillStyle: unknown
    strokeStyle: unknown
    lineWidth: unknown
    globalAlpha: unknown
    lineDashOffset: unknown
  }
}

/** A recording context and its calls. */
export function recordingContext(): { ctx: CanvasRenderingContext2D; calls: RecordedCall[] } {
  const calls: RecordedCall[] = []
  const state: Record<string, unknown> = {
    fillStyle: '#000000',
    strokeStyle: '#000000',
    lineWidth: 1,
    globalAlpha: 1,
    lineDashOffset: 0,
  }
  const gradient = () => ({ addColorStop: () => {} })
  const target: Record<string, unknown> = {
    measureText: (text: string) => ({
      width: text.length * 8,
      fontBoundingBoxAscent: 10,
      fontBoundingBoxDescent: 3,
    }),
    createLinearGradient: gradient,
    createRadialGradient: gradient,
  }
  const ctx = new Proxy(target, {
    get(object, key: string) {
      if (key in object) return object[key]
      if (key in state) return state[key]
      return (...args: unknown[]) => {
        const call: RecordedCall = { name: key, args }
        if (key === 'fill' || key === 'stroke' || key === 'fillText')
          call.style = {
            fillStyle: state.fillStyle,
            strokeStyle: state.strokeStyle,
            lineWidth: state.lineWidth,
            globalAlpha: state.globalAlpha,
            lineDashOffset: state.lineDashOffset,
          }
        calls.push(call)
      }
    },
    set(_object, key: string, value) {
      state[key] = value
      return true
    },
  }) as unknown as CanvasRenderingContext2D
  return { ctx, calls }
}

/** The points a recorded path visits (moveTo and lineTo), rounded to 0.1 px. */
export function pathPoints(calls: RecordedCall[]): [number, number][] {
  return calls
    .filter((call) => call.name === 'moveTo' || call.name === 'lineTo')
    .map((call) => [
      Math.round((call.args[0] as number) * 10) / 10,
      Math.round((call.args[1] as number) * 10) / 10,
    ])
}

/** The recorded calls named `name`. */
export function callsNamed(calls: RecordedCall[], name: string): RecordedCall[] {
  return calls.filter((call) => call.name === name)
}
