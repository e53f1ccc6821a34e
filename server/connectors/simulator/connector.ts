import type { Connector, ConnectorStatus, LiveSink, OutboundWrite } from '../../live/connectors.ts'
import type { PropertyType } from '../../live/types.ts'
import { idleValue, isDue, isRunning, readSimulation, type Simulation, simulatedValue } from './waveforms.ts'

interface Target {
  objName: string
  propName: string
  key: string
  type: PropertyType
  simulation: Simulation
  /** Written at least once: a property updated only `every` seconds still gets its first value at once. */
  written: boolean
  /** The simulated property named by `runsWith`, or null. */
  gate: Target | null
  /** The gate was off at the last write: a change of the gate is written at once, due or not. */
  idled: boolean
  /** The value last written. */
  last: unknown
}

/**
 * The built-in simulator: properties bound `{ connector: 'simulator', waveform, amplitude, offset,
 * period, phase, duty, holdSeconds, every, decimals }` (see waveforms.ts) get a new value every tick, or
 * every `every` seconds (quality good). Ticks are aligned to
 * multiples of `tickMs` of the wall clock and stamped with that time, so processes agree.
 *
 * A user's write (setPropertyValue) overrides the waveform for `holdSeconds` (default 30): the value
 * stays as written, then the waveform resumes. `holdSeconds: 0` lets the next tick replace it at once.
 * Holds live in this process only. A property that `runsWith` another shows `idle` while that one is off
 * (its held write counts), and follows a change of it on the same tick.
 */
export class SimulatorConnector implements Connector {
  readonly type = 'simulator'
  #sink: LiveSink | null = null
  #targets: Target[] = []
  #invalid: string[] = []
  readonly #held = new Map<string, { value: unknown; until: number }>()
  #offBindings: (() => void) | null = null
  #timer: NodeJS.Timeout | null = null
  #startedAt = ''

  constructor(
    readonly tickMs: number,
    readonly name = 'simulator',
    private readonly log: (message: string) => void = () => {},
  ) {}

  start(sink: LiveSink): void {
    this.#sink = sink
    this.#startedAt = new Date().toISOString()
    this.#reload()
    this.#offBindings = sink.onBindingsChanged(() => this.#reload())
    this.#tick()
  }

  stop(): void {
    this.#offBindings?.()
    this.#offBindings = null
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    this.#sink = null
  }

  /** The written value holds for the binding's `holdSeconds`; setByUser stores it once this returns. */
  publish(write: OutboundWrite): void {
    const target = this.#targets.find((t) => t.key === write.key)
    if (!target) return
    // What the property now shows: the properties that run with it follow it from the next tick.
    target.last = write.value
    const holdSeconds = target.simulation.holdSeconds
    if (holdSeconds > 0)
      this.#held.set(write.key, { value: write.value, until: Date.now() + holdSeconds * 1000 })
    else this.#held.delete(write.key)
  }

  status(): ConnectorStatus {
    const invalid = this.#invalid.length > 0 ? `; ${this.#invalid.length} binding(s) ignored` : ''
    return {
      online: this.#sink !== null,
      description: `${this.#targets.length} simulated properties every ${this.tickMs} ms${invalid}`,
      time: this.#startedAt,
    }
  }

  /** Simulated properties now (tests and the demo read it). */
  targets(): readonly Target[] {
    return this.#targets
  }

  #reload(): void {
    if (!this.#sink) return
    const targets: Target[] = []
    const invalid: string[] = []
    for (const bound of this.#sink.bindings()) {
      const simulation = readSimulation(bound.binding, bound.type)
      if ('error' in simulation) {
        invalid.push(bound.key)
        if (!this.#invalid.includes(bound.key))
          this.log(`simulator: ${bound.key} ignored: ${simulation.error}`)
        continue
      }
      const known = this.#targets.find((t) => t.key === bound.key)
      targets.push({
        ...bound,
        simulation,
        written: known?.written ?? false,
        gate: null,
        idled: known?.idled ?? false,
        last: known?.last,
      })
    }
    for (const target of targets) {
      const name = target.simulation.runsWith
      if (!name) continue
      const gate = targets.find((t) => t.objName === target.objName && t.propName === name)
      const error = !gate
        ? `runsWith ${name} is not a simulated property of ${target.objName}`
        : gate.simulation.runsWith
          ? `runsWith ${name}, which itself runs with ${gate.simulation.runsWith}`
          : null
      if (error) {
        invalid.push(target.key)
        if (!this.#invalid.includes(target.key)) this.log(`simulator: ${target.key} ignored: ${error}`)
      }
      target.gate = error ? null : (gate ?? null)
    }
    // Gates first, so a gated property follows the value its gate shows on the same tick.
    this.#targets = [...targets.filter((t) => !t.simulation.runsWith), ...targets.filter((t) => t.gate)]
    this.#invalid = invalid
    const keys = new Set(this.#targets.map((t) => t.key))
    for (const key of this.#held.keys()) if (!keys.has(key)) this.#held.delete(key)
  }

  #tick(): void {
    const sink = this.#sink
    if (!sink) return
    const now = Date.now()
    const at = now - (now % this.tickMs)
    for (const [key, held] of this.#held) if (held.until <= now) this.#held.delete(key)
    for (const target of this.#targets) {
      const held = this.#held.get(target.key)
      const idle = target.gate !== null && !isRunning(target.gate.last)
      const gateChanged = target.gate !== null && idle !== target.idled
      if (!held && target.written && !gateChanged && !isDue(target.simulation, at, this.tickMs)) continue
      target.written = true
      target.idled = idle
      const value = held
        ? held.value
        : idle
          ? idleValue(target.simulation, target.type)
          : simulatedValue(target.simulation, target.type, at, target.key, this.tickMs)
      target.last = value
      sink.write(target.objName, target.propName, value, 'good', at)
    }
    // Aligned to the next multiple of tickMs, so drift does not accumulate and processes tick together.
    this.#timer = setTimeout(() => this.#tick(), this.tickMs - (Date.now() % this.tickMs))
    this.#timer.unref?.()
  }
}
