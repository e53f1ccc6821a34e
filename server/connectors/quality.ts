import type { LiveSink } from '../live/connectors.ts'

/**
 * The last value a field connector delivered per property, so that when the device is lost the
 * properties keep their value with quality 'bad' (the widgets show it), as the MQTT connector does.
 */
export class LastValues {
  readonly #last = new Map<string, { objName: string; propName: string; value: unknown }>()

  remember(key: string, objName: string, propName: string, value: unknown): void {
    this.#last.set(key, { objName, propName, value })
  }

  get(key: string): unknown {
    return this.#last.get(key)?.value
  }

  /** Writes every remembered value again with quality 'bad'. */
  markBad(sink: LiveSink | null): void {
    if (!sink) return
    for (const { objName, propName, value } of this.#last.values())
      sink.write(objName, propName, value, 'bad')
  }

  /** Forgets properties no longer bound. */
  keepOnly(keys: Set<string>): void {
    for (const key of this.#last.keys()) if (!keys.has(key)) this.#last.delete(key)
  }
}
