import type { PropertyBinding, PropertyType } from '../../live/types.ts'

/**
 * The simulator's waveforms, as pure functions of wall-clock time. Every waveform spans
 * `offset ± amplitude` over `period` seconds, shifted by `phase` (a fraction of the period):
 * - sine:   offset + amplitude · sin(2π·f)
 * - ramp:   a sawtooth from offset − amplitude up to offset + amplitude, then back down at once
 * - triangle: from offset − amplitude up to offset + amplitude over the first half, back down over the
 *   second (a temperature heating and cooling)
 * - square: offset + amplitude for the first `duty` of the period (default half), offset − amplitude after
 * - random: uniform in offset ± amplitude, a new draw each tick
 * Booleans: square is true for the first `duty` of the period; the other waveforms are true above `offset`.
 * Integers are rounded; `decimals` rounds floats too, and `every` (seconds) updates the property only every
 * so often: both keep the history of slow signals small (the store records changes only). Because the
 * value depends only on the time (random: on the key and the tick number), several server processes
 * simulating the same property show the same values. `runsWith` names another simulated property of the
 * same object: while that one is false (or 0) this one shows `idle`, as a stopped pump's flow shows 0.
 */

export const WAVEFORMS = ['sine', 'ramp', 'triangle', 'random', 'square'] as const
export type Waveform = (typeof WAVEFORMS)[number]

/** A property's simulation, read from its binding `{ connector: 'simulator', waveform, ... }`. */
export interface Simulation {
  waveform: Waveform
  amplitude: number
  offset: number
  /** Seconds. */
  period: number
  /** Fraction of the period, 0 ≤ phase < 1. */
  phase: number
  /** Square wave: the fraction of the period spent high. */
  duty: number
  /** A user's write holds for this many seconds before the waveform resumes; 0 = not held. */
  holdSeconds: number
  /** Seconds between updates; 0 = every tick. */
  every: number
  /** Floats are rounded to this many decimals; -1 = six. */
  decimals: number
  /** Another property of the same object that must be true (non-zero) for the waveform to run; '' = none. */
  runsWith: string
  /** The value while `runsWith` is false. */
  idle: number
}

/** Types the simulator can feed. */
const SIMULATED_TYPES: readonly PropertyType[] = ['int', 'long', 'float', 'double', 'bool']

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** Reads a binding; answers the simulation or why it cannot be simulated. */
export function readSimulation(binding: PropertyBinding, type: PropertyType): Simulation | { error: string } {
  if (!SIMULATED_TYPES.includes(type)) return { error: `a ${type} property cannot be simulated` }
  const waveform = binding.waveform ?? (type === 'bool' ? 'square' : 'sine')
  if (!WAVEFORMS.includes(waveform as Waveform)) {
    return { error: `waveform must be one of ${WAVEFORMS.join(', ')}` }
  }
  const read = (name: string, fallback: number) => {
    const value = binding[name]
    return value === undefined ? fallback : finite(value) ? value : Number.NaN
  }
  const simulation: Simulation = {
    waveform: waveform as Waveform,
    amplitude: read('amplitude', 1),
    offset: read('offset', 0),
    period: read('period', 60),
    phase: read('phase', 0),
    duty: read('duty', 0.5),
    holdSeconds: read('holdSeconds', 30),
    every: read('every', 0),
    decimals: read('decimals', -1),
    runsWith: typeof binding.runsWith === 'string' ? binding.runsWith.trim() : '',
    idle: read('idle', 0),
  }
  if (binding.runsWith !== undefined && (typeof binding.runsWith !== 'string' || !simulation.runsWith))
    return { error: 'runsWith must name a property' }
  for (const [name, value] of Object.entries(simulation)) {
    if (typeof value === 'number' && Number.isNaN(value)) return { error: `${name} must be a number` }
  }
  if (simulation.period < 0.1) return { error: 'period must be at least 0.1 seconds' }
  if (simulation.duty < 0 || simulation.duty > 1) return { error: 'duty must be between 0 and 1' }
  if (simulation.holdSeconds < 0) return { error: 'holdSeconds cannot be negative' }
  if (simulation.every < 0) return { error: 'every cannot be negative' }
  if (!Number.isInteger(simulation.decimals) || simulation.decimals < -1 || simulation.decimals > 10)
    return { error: 'decimals must be an integer from 0 to 10' }
  return simulation
}

/** Where in its period the waveform is at `timeMs`, 0 ≤ f < 1. */
function fraction(simulation: Simulation, timeMs: number): number {
  const f = (timeMs / 1000 / simulation.period + simulation.phase) % 1
  return f < 0 ? f + 1 : f
}

/** The numeric waveform at `timeMs`; `seed` makes random draws differ per property and tick. */
export function waveValue(simulation: Simulation, timeMs: number, seed: number): number {
  const { amplitude, offset } = simulation
  const f = fraction(simulation, timeMs)
  switch (simulation.waveform) {
    case 'sine':
      return offset + amplitude * Math.sin(2 * Math.PI * f)
    case 'ramp':
      return offset - amplitude + 2 * amplitude * f
    case 'triangle':
      return offset - amplitude + 4 * amplitude * (f < 0.5 ? f : 1 - f)
    case 'square':
      return f < simulation.duty ? offset + amplitude : offset - amplitude
    case 'random':
      return offset + amplitude * (2 * unitRandom(seed) - 1)
  }
}

/** The value of a property of `type` at `timeMs` (a tick time); `key` seeds the random waveform. */
export function simulatedValue(
  simulation: Simulation,
  type: PropertyType,
  timeMs: number,
  key: string,
  tickMs: number,
): number | boolean {
  const seed = (hashText(key) ^ Math.floor(timeMs / tickMs)) >>> 0
  if (type === 'bool') {
    if (simulation.waveform === 'square') return fraction(simulation, timeMs) < simulation.duty
    return waveValue(simulation, timeMs, seed) > simulation.offset
  }
  const value = waveValue(simulation, timeMs, seed)
  if (type === 'int' || type === 'long') return Math.round(value)
  // Six decimals are plenty for a simulation and keep the JSON short.
  const scale = 10 ** (simulation.decimals < 0 ? 6 : simulation.decimals)
  return Math.round(value * scale) / scale
}

/** A gate's value read as running: true, or a number other than 0. */
export function isRunning(value: unknown): boolean {
  return value === true || (typeof value === 'number' && value !== 0)
}

/** The value of a gated property while its gate is off, in the property's type. */
export function idleValue(simulation: Simulation, type: PropertyType): number | boolean {
  if (type === 'bool') return simulation.idle !== 0
  return type === 'int' || type === 'long' ? Math.round(simulation.idle) : simulation.idle
}

/** Whether the tick at `timeMs` updates a property updated only `every` seconds. */
export function isDue(simulation: Simulation, timeMs: number, tickMs: number): boolean {
  const everyMs = simulation.every * 1000
  return everyMs <= tickMs || timeMs % everyMs < tickMs
}

/** FNV-1a: a stable 32-bit hash of a text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32 of one seed: a uniform number in [0, 1), the same for the same seed everywhere. */
export function unitRandom(seed: number): number {
  let t = (seed + 0x6d2b79f5) >>> 0
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
